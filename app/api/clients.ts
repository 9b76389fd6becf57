/**
 * The back office's clients for the database role group: `GET /clients/options.json` (the
 * merge's duplicate picker: live clients matching the typed words) and `GET /clients/{id}/export.json`
 * (the GDPR access request: one client's data as a JSON download; format in decision 0028).
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { clientOptions, exportClient } from "../core/clients/clients.service.server";
import { readMailAttachment } from "../core/inbound-mail/mail-attachments.server";
import { operation } from "./operation";
import { respond, respondError, validationHook } from "./respond";
import { errorResponse } from "./schemas";
import type { ApiEnv } from "./types";

const ClientOption = z.object({ value: z.string(), label: z.string() }).openapi("ClientOption");

export function clientsApi() {
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  operation(
    api,
    {
      method: "get",
      path: "/clients/options.json",
      operationId: "clientOptions",
      tags: ["Clients"],
      summary: "Clients matching every typed word (prefixes of name, company, e-mail, phone), at most 20",
      request: {
        query: z.object({
          q: z.string().max(100).optional().openapi({ description: "What the employee typed" }),
          except: z
            .string()
            .optional()
            .openapi({ description: "A client id to leave out (the kept client)" }),
        }),
      },
      responses: {
        200: {
          description: "Options, newest clients first",
          content: { "application/json": { schema: z.array(ClientOption) } },
        },
      },
    },
    ["database"],
    async (c) => {
      const q = c.req.query("q") ?? "";
      if (q.length > 100) return respondError(c, { code: "invalid", fields: { q: ["validation:too_long"] } });
      return respond(c, await clientOptions(c.var.services, q, c.req.query("except") ?? null));
    },
  );

  operation(
    api,
    {
      method: "get",
      path: "/clients/{id}/export.json",
      operationId: "clientExport",
      tags: ["Clients"],
      summary: "One client's data as a JSON download (GDPR access request; format autohaus.client-export/1)",
      request: { params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) }) },
      responses: {
        200: {
          description:
            "The client, unsubscribes, cars, orders with lines, jobs with events, bookings, documents",
          content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
        },
        404: errorResponse("No such client on this site"),
      },
    },
    ["database"],
    async (c, params) => {
      const id = params.id ?? "";
      const result = await exportClient(c.var.services, id);
      if (!result.ok) return respondError(c, result.error);
      c.header("Content-Disposition", `attachment; filename="client-${id}.json"`);
      return c.json(result.value, 200);
    },
  );

  operation(
    api,
    {
      method: "get",
      path: "/clients/documents/{id}/file",
      operationId: "getClientMailAttachment",
      tags: ["Clients"],
      summary: "A stored attachment of a client's incoming mail, for employees who may open the client",
      request: { params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) }) },
      responses: {
        200: {
          description: "The file, as a download",
          content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
        },
        404: errorResponse("No such attachment, or not one of a client this employee may open"),
      },
    },
    ["employee"],
    async (c, params) => {
      const found = await readMailAttachment(c.var.services, Number(params.id));
      if (!found.ok) return respondError(c, found.error);
      return c.body(found.value.data as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": found.value.type,
        "Content-Disposition": `attachment; filename="${found.value.filename}"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      });
    },
    { id: "[0-9]{1,10}" },
  );

  return api;
}
