/**
 * Trade-in resources: the photos of an offered vehicle, and the customer's own job list (the trade-in
 * workflow's open jobs, `workflow=TRADE_IN&isActive=true`, newest first), which
 * the top menu's customer cars show. The employee job list (`/api/jobs.json`) stays for employees only:
 * customers get this list of their own trade-in jobs instead of a second way into that one.
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { visitorIdFromCookie } from "../core/favorites/favorites";
import { customerJobs, customerJobsQuerySchema } from "../core/trade-in/customer-cars.service.server";
import { isTradeInPhotoVariant } from "../core/trade-in/trade-in-photo-limits";
import { readTradeInPhoto } from "../core/trade-in/trade-in-photos.server";
import { operation } from "./operation";
import { respond, respondError, validationHook } from "./respond";
import { errorResponse } from "./schemas";
import type { ApiEnv } from "./types";

const dateTime = z.iso.datetime();

const CustomerCar = z
  .object({
    jobId: z.number().int(),
    brandName: z.string(),
    modelName: z.string(),
    firstRegistration: z.iso.date().nullable(),
    cdate: dateTime,
    active: z.boolean(),
    currency: z.string(),
    estimate: z
      .object({ lowMinor: z.number().int(), highMinor: z.number().int(), expiresAt: dateTime })
      .nullable()
      .openapi({ description: "The indicative range the wizard showed, while it is valid" }),
    offer: z
      .object({
        amountMinor: z.number().int(),
        expiresAt: dateTime.nullable(),
        expired: z.boolean(),
        invitation: z.enum(["open", "accepted", "declined"]).nullable(),
      })
      .nullable()
      .openapi({ description: "The dealer's offer, once made" }),
  })
  .openapi("CustomerCar");

const CustomerJobs = z.object({ rows: z.array(CustomerCar) }).openapi("CustomerJobs");

const photoParams = z.object({
  photoId: z
    .string()
    .openapi({ param: { name: "photoId", in: "path" }, description: "The photo's id (a UUID)" }),
  file: z.string().openapi({
    param: { name: "file", in: "path" },
    description: "`thumb.webp` (320 px) or `large.webp` (1600 px)",
  }),
});

export function tradeInApi() {
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  operation(
    api,
    {
      method: "get",
      path: "/trade-in/photos/{photoId}/{file}",
      operationId: "getTradeInPhoto",
      tags: ["Trade-in"],
      summary:
        "A trade-in photo (WebP, no metadata): for the visitor whose open wizard owns it; once it belongs to a trade-in job, for the employees who may open that job and the customer whose job it is",
      request: { params: photoParams },
      responses: {
        200: {
          description: "The picture",
          content: { "image/webp": { schema: z.string().openapi({ format: "binary" }) } },
        },
        404: errorResponse("No such photo, or not the caller's to see"),
      },
    },
    "anyone",
    async (c, params) => {
      const photoId = z.uuid().safeParse(params.photoId);
      const variant = /^(large|thumb)\.webp$/.exec(params.file ?? "")?.[1] ?? "";
      if (!photoId.success || !isTradeInPhotoVariant(variant)) return respondError(c, { code: "not_found" });
      const result = await readTradeInPhoto(c.var.services, {
        photoId: photoId.data.toLowerCase(),
        variant,
        visitorId: visitorIdFromCookie(c.req.header("cookie")),
      });
      if (!result.ok) return respondError(c, result.error);
      return c.body(new Uint8Array(result.value), 200, {
        "Content-Type": "image/webp",
        // Only this browser may keep it: the photo is the visitor's or the dealer's, never a shared cache's.
        "Cache-Control": "private, max-age=3600",
        "Content-Length": String(result.value.length),
      });
    },
  );

  operation(
    api,
    {
      method: "get",
      path: "/customer/jobs.json",
      operationId: "listCustomerJobs",
      tags: ["Trade-in"],
      summary:
        "The signed-in customer's own trade-in jobs (spec 7 job list: workflow=TRADE_IN, isActive, sort=-cdate), with brand, model and the offer",
      request: { query: customerJobsQuerySchema },
      responses: {
        200: { description: "The jobs", content: { "application/json": { schema: CustomerJobs } } },
        400: errorResponse("A filter value that this list does not offer"),
        404: errorResponse("The site does not offer trade-ins"),
      },
    },
    ["customer"],
    async (c) => {
      const query = customerJobsQuerySchema.safeParse(c.req.query());
      if (!query.success) return validationHook({ success: false, error: query.error }, c) as Response;
      const result = await customerJobs(c.var.services, query.data);
      return respond(c, result.ok ? { ok: true, value: { rows: result.value } } : result);
    },
  );

  return api;
}
