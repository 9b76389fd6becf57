import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { openApiNamed } from "./schemas";

describe("openApiNamed", () => {
  it("names a schema made before zod was extended, as the services' schemas may be", () => {
    const made = z.object({ first_name: z.string() });
    // zod 4 copies the extension's method onto schemas made after it; one made before has none.
    delete (made as unknown as Record<string, unknown>).openapi;
    expect((made as unknown as Record<string, unknown>).openapi).toBeUndefined();

    const app = new OpenAPIHono();
    app.openapi(
      createRoute({
        method: "post",
        path: "/profile",
        request: {
          body: { content: { "application/json": { schema: openApiNamed(made, "ProfileInput") } } },
        },
        responses: { 204: { description: "Saved" } },
      }),
      (c) => c.body(null, 204),
    );
    const doc = app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "t", version: "1" } });
    expect(doc.components?.schemas?.ProfileInput).toMatchObject({
      type: "object",
      properties: { first_name: { type: "string" } },
    });
    const body = doc.paths?.["/profile"]?.post?.requestBody as {
      content: Record<string, { schema: unknown }>;
    };
    expect(body.content["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/ProfileInput" });
  });
});
