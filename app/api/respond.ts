/**
 * How API handlers answer a service's Result, the same way everywhere: the value as JSON, or
 * the error body `{ error: { code, message, fields? } }` with the status of the one table
 * (`app/shared/error-status.ts`), translated into the client's language.
 */
import type { Context, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import { API_CODE_OF, type DomainErrorCode, errorHeaders, STATUS_OF } from "../shared/error-status";
import type { DomainError, Result } from "../shared/result";
import { apiError } from "./errors";

export type RespondOptions = {
  /** A more telling API code for a domain code on this endpoint (login: `invalid_credentials`). */
  codes?: Partial<Record<DomainErrorCode, string>>;
};

/** The error answer for a domain error (status, Retry-After, translated message and fields). */
export function respondError(c: Context, error: DomainError, options: RespondOptions = {}) {
  for (const [name, value] of Object.entries(errorHeaders(error))) c.header(name, value);
  const code = options.codes?.[error.code] ?? API_CODE_OF[error.code];
  // A service may name its own message (a catalogue key), e.g. the favorites limit.
  return apiError(
    c,
    STATUS_OF[error.code],
    code,
    error.code === "invalid" ? error.fields : undefined,
    error.message,
  );
}

/**
 * The answer for a service's Result: `okStatus` with the value, or the error answer. Typed as the
 * success response, which is what `api.openapi()` checks against the route's schema; the error bodies
 * are the shared `Error` schema every route documents.
 */
export function respond<T, S extends ContentfulStatusCode = 200>(
  c: Context,
  result: Result<T, DomainError>,
  okStatus?: S,
  options: RespondOptions = {},
) {
  if (!result.ok) return respondError(c, result.error, options) as never;
  return c.json(result.value as never, (okStatus ?? 200) as S) as unknown as Response &
    TypedResponse<JSONParsed<NoInfer<T>>, NoInfer<S>, "json">;
}

/** A zod issue's message when it is a catalogue key (`validation:required`), else a generic one. */
const catalogueKey = (message: string) =>
  /^[a-z_]+:[a-z_.]+$/i.test(message) ? message : "validation:invalid_value";

/**
 * The request validators' answer (every router's `defaultHook`): 400 `invalid` with translated field
 * errors, the same body a service's `invalid` gets. Zod's own English messages become a catalogue key.
 */
export function validationHook(
  result:
    | { success: true }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } },
  c: Context,
) {
  if (result.success) return undefined;
  // No prototype: a field named `__proto__` (an unknown key of the body) is a key like any other.
  const fields: Record<string, string[]> = Object.create(null);
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] = [...new Set([...(fields[key] ?? []), catalogueKey(issue.message)])];
  }
  return respondError(c, { code: "invalid", fields });
}
