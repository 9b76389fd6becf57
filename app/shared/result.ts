/**
 * Expected failures are values: a service returns `Result<T, DomainError>` (a small union of codes such
 * as `not_found`, `forbidden`, `conflict`, `invalid`) and callers map it to a status; only bugs throw.
 */
export type DomainError =
  | { code: "not_found"; message?: string }
  | { code: "forbidden"; message?: string }
  | { code: "unauthorized"; message?: string }
  | { code: "throttled"; retryAfterSec: number; message?: string }
  | { code: "conflict"; message?: string }
  | { code: "gone"; message?: string }
  | { code: "too_large"; message?: string }
  | { code: "invalid"; message?: string; fields?: Record<string, string[]> };

export type Result<T, E extends DomainError = DomainError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E extends DomainError>(error: E): Result<never, E> => ({ ok: false, error });

/** The value of a success changed, an error passed on as it is. */
export function mapResult<T, U, E extends DomainError>(
  result: Result<T, E>,
  f: (value: T) => U,
): Result<U, E> {
  return result.ok ? { ok: true, value: f(result.value) } : result;
}

export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
