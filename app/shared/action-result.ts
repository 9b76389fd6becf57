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

/** An answer body with its response headers (React Router's `data`). */
type WithHeaders<T> = ReturnType<typeof data<T>>;

export type FieldErrors = Record<string, string[] | undefined>;

export type ActionSuccess<Extra extends object = object> = {
  ok: true;
  /** Catalogue key of the success banner, or null when the page shows none. */
  message: string | null;
  fields: FieldErrors;
  values: null;
} & Extra;

export type ActionFailure<Extra extends object = object> = {
  ok: false;
  code: DomainErrorCode;
  /** Catalogue key of the banner (the first field error, a throttling notice...), or null. */
  message: string | null;
  fields: FieldErrors;
  /** What the visitor typed, to fill the form again (never passwords). */
  values: Record<string, string>;
} & Extra;

export type ActionResult<Extra extends object = object> = ActionSuccess<Extra> | ActionFailure;

/** A success answer (200), with what else the page needs (e.g. `{ sent: true }`). */
export function actionSuccess<Extra extends object = object>(
  message?: string | null,
  extra?: Extra,
): ActionSuccess<Extra>;
/** The same with headers (a cookie, `Cache-Control`). */
export function actionSuccess<Extra extends object = object>(
  message: string | null,
  extra: Extra | undefined,
  init: { headers: HeadersInit },
): WithHeaders<ActionSuccess<Extra>>;
export function actionSuccess<Extra extends object = object>(
  message: string | null = null,
  extra?: Extra,
  init?: { headers: HeadersInit },
): ActionSuccess<Extra> | WithHeaders<ActionSuccess<Extra>> {
  const body = { ok: true, message, fields: {}, values: null, ...(extra as Extra) } as ActionSuccess<Extra>;
  return init ? data(body, { headers: init.headers }) : body;
}

/**
 * A failure answer with the table's status (and Retry-After when throttled). The message is, in this
 * order: the one given, the page's own key for this code (`byCode`), the service's own catalogue key,
 * the page's key per code under `codePrefix` (`jobs:messages` gives `jobs:messages.conflict`), or null.
 */
export function actionFailure<Extra extends object = object>(
  error: DomainError,
  options: {
    message?: string | null;
    values?: Record<string, string>;
    headers?: HeadersInit;
    /** What else the page shows with the failure (a report, the rows refused). */
    extra?: Extra;
    /** The page's message for a code, before the service's own (a forbidden step said the page's way). */
    byCode?: Partial<Record<DomainErrorCode, string>>;
    /** A catalogue prefix whose `.<code>` key is the message when neither the page nor the service has one. */
    codePrefix?: string;
  } = {},
) {
  const fields = error.code === "invalid" ? (error.fields ?? {}) : {};
  const headers = new Headers(options.headers);
  for (const [name, value] of Object.entries(errorHeaders(error))) headers.set(name, value);
  const body = {
    ...(options.extra as Extra),
    ok: false,
    code: error.code,
    message:
      options.message !== undefined
        ? options.message
        : (options.byCode?.[error.code] ??
          error.message ??
          (options.codePrefix ? `${options.codePrefix}.${error.code}` : null)),
    fields,
    values: options.values ?? {},
  } as ActionFailure & Extra;
  return data(body, { status: STATUS_OF[error.code], headers });
}

/** The first field error's key: the banner of forms that show one message. */
export function firstFieldError(error: DomainError): string | undefined {
  return error.code === "invalid" ? Object.values(error.fields ?? {})[0]?.[0] : undefined;
}

/**
 * The page's error for an action that may not go on (forbidden, not found...): thrown, so the page's
 * error boundary shows it, with the table's status.
 */
export function actionRefusal(code: DomainErrorCode) {
  return data(null, { status: STATUS_OF[code] });
}

/** A page without a form of its own answers a post with 405 (as React Router does for a route without an action). */
export function methodNotAllowed() {
  return data(null, { status: 405, headers: { Allow: "GET, HEAD" } });
}
