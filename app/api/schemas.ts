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
