/**
 * Community applications: the trade register extract an applicant uploaded, for the lead
 * workers who may open the COMMUNITY job (the job page links to it). Never public, never cached.
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { readTradeRegisterDocument } from "../core/community/community.service.server";
import { dbId } from "../shared/db-id";
import { operation } from "./operation";
import { respondError, validationHook } from "./respond";
import { errorResponse } from "./schemas";
import type { ApiEnv } from "./types";

export function communityApi() {
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  operation(
    api,
    {
      method: "get",
      path: "/community/documents/{id}",
      operationId: "getTradeRegisterDocument",
      tags: ["Jobs"],
      summary:
        "A community applicant's trade register extract (PDF, JPEG or PNG), for those who may open its job",
      request: {
        params: z.object({
          id: z.string().openapi({ param: { name: "id", in: "path" }, description: "The document's id" }),
        }),
      },
      responses: {
        200: {
          description: "The file as uploaded",
          content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
        },
        404: errorResponse("No such document, or not the caller's to see"),
      },
    },
    ["workflows"],
    async (c, params) => {
      const id = dbId(params.id);
      if (id === null) return respondError(c, { code: "not_found" });
      const result = await readTradeRegisterDocument(c.var.services, id);
      if (!result.ok) return respondError(c, result.error);
      return c.body(new Uint8Array(result.value.data), 200, {
        "Content-Type": result.value.type,
        "Content-Disposition": `attachment; filename="trade-register-${id}.${result.value.ext}"`,
        "Content-Length": String(result.value.data.length),
        "X-Content-Type-Options": "nosniff",
      });
    },
    { id: "[0-9]{1,10}" },
  );
  return api;
}
