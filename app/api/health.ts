import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { ErrorBody } from "./schemas";

const Health = z
  .object({ status: z.enum(["ok", "degraded"]), db: z.enum(["ok", "unreachable"]) })
  .openapi("Health");

/** Liveness and database reachability; works before a project is resolved. */
export function healthApi(getDb: () => Db) {
  const app = new OpenAPIHono();
  app.openapi(
    createRoute({
      method: "get",
      path: "/health",
      operationId: "health",
      tags: ["System"],
      security: [],
      summary: "Health of the process and its database",
      responses: {
        200: { description: "Healthy", content: { "application/json": { schema: Health } } },
        "4XX": {
          description: "The API's error body, as for any other path (another method answers 404)",
          content: { "application/json": { schema: ErrorBody } },
        },
        503: { description: "Database unreachable", content: { "application/json": { schema: Health } } },
      },
    }),
    async (c) => {
      try {
        await getDb().execute(sql`select 1`);
        return c.json({ status: "ok" as const, db: "ok" as const }, 200);
      } catch {
        return c.json({ status: "degraded" as const, db: "unreachable" as const }, 503);
      }
    },
  );
  return app;
}
