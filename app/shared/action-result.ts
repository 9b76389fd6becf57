/**
 * The one result shape of form actions, so every form and the API answer the same way. Every page form reads the
 * same fields: `ok`, a catalogue key `message` for the banner, per-field error keys, and the typed
 * values to show again. Failures carry the domain code and answer with the status of the shared table
 * (`app/shared/error-status.ts`), so a form and the JSON API say 400, 404 or 429 for the same thing.
 *
 * Flat rather than `{ error: { code, fields } }`: forms render `fields` and `values` on both outcomes
 * (an empty error list, the values to re-fill), so keeping them at the top level spares every form a
 * branch.
 */
import { data } from "react-router";
import { type DomainErrorCode, errorHeaders, STATUS_OF } from "./error-status";
import type { DomainError } from "./result";

export type FieldErrors = Record<string, string[] | undefined>;

export type ActionSuccess<Extra extends object = object> = {
  ok: true;
  /** Catalogue key of the success banner, or null when the page shows none. */
  message: string | null;
  fields: FieldErrors;
  values: null;
} & Extra;

export type ActionFailure = {
  ok: false;
  code: DomainErrorCode;
  /** Catalogue key of the banner (the first field error, a throttling notice...), or null. */
  message: string | null;
  fields: FieldErrors;
  /** What the visitor typed, to fill the form again (never passwords). */
  values: Record<string, string>;
};

export type ActionResult<Extra extends object = object> = ActionSuccess<Extra> | ActionFailure;

/** A success answer (200), with what else the page needs (e.g. `{ sent: true }`). */
export function actionSuccess<Extra extends object = object>(
  message: string | null = null,
  extra?: Extra,
): ActionSuccess<Extra> {
  return { ok: true, message, fields: {}, values: null, ...(extra as Extra) };
}

/**
 * A failure answer with the table's status (and Retry-After when throttled). The message is, in this
 * order: the one given, the service's own catalogue key, or null.
 */
export function actionFailure(
  error: DomainError,
  options: { message?: string | null; values?: Record<string, string>; headers?: HeadersInit } = {},
) {
  const fields = error.code === "invalid" ? (error.fields ?? {}) : {};
  const headers = new Headers(options.headers);
  for (const [name, value] of Object.entries(errorHeaders(error))) headers.set(name, value);
  const body: ActionFailure = {
    ok: false,
    code: error.code,
    message: options.message !== undefined ? options.message : (error.message ?? null),
    fields,
    values: options.values ?? {},
  };
  return data(body, { status: STATUS_OF[error.code], headers });
}

/** The first field error's key: the banner of forms that show one message. */
export function firstFieldError(error: DomainError): string | undefined {
  return error.code === "invalid" ? Object.values(error.fields ?? {})[0]?.[0] : undefined;
}
