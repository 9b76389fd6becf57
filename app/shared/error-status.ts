/**
 * The one table from domain error codes to HTTP statuses: API
 * handlers (`app/api/respond.ts`) and form actions (`app/shared/action-result.ts`) both read it, so a
 * `not_found` is a 404 wherever it is answered.
 */
import type { DomainError } from "./result";

export type DomainErrorCode = DomainError["code"];

export const STATUS_OF = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  throttled: 429,
} as const satisfies Record<DomainErrorCode, number>;

export type ErrorStatus = (typeof STATUS_OF)[DomainErrorCode];

/**
 * The code an API client reads for a domain code. Only `throttled` differs: the API has documented
 * `too_many_requests` (docs/api.md) since before the domain had its own name for it.
 */
export const API_CODE_OF = {
  invalid: "invalid",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  not_found: "not_found",
  conflict: "conflict",
  gone: "gone",
  too_large: "payload_too_large",
  throttled: "too_many_requests",
} as const satisfies Record<DomainErrorCode, string>;

/** Headers an error answer carries: how long to wait after `throttled`. */
export function errorHeaders(error: DomainError): Record<string, string> {
  return error.code === "throttled" ? { "Retry-After": String(error.retryAfterSec) } : {};
}
