import { z } from "@hono/zod-openapi";

/** The error body of every API response that is not 2xx (`message` is translated). */
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .openapi("Error");

export const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorBody } },
});

/** Operations that need the session cookie (`sessionCookie` scheme, registered in server/app.ts). */
export const SESSION: Record<string, string[]>[] = [{ sessionCookie: [] }];
/** Operations that work with or without a session (the answer is the visitor's or the user's). */
export const OPTIONAL_SESSION: Record<string, string[]>[] = [{}, { sessionCookie: [] }];

/**
 * A schema the services validate with, named as a component of the OpenAPI document. zod 4 copies a
 * schema's methods onto it when it is made, so a schema made before `@hono/zod-openapi` extended zod
 * (its module evaluated first, which depends on import order) has no `.openapi` of its own; the
 * extension's method on the prototype names it either way.
 */
export function openApiNamed<T extends z.ZodType>(schema: T, refId: string): T {
  const { openapi } = z.ZodType.prototype as unknown as { openapi: (this: T, refId: string) => T };
  return openapi.call(schema, refId);
}
