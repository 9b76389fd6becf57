import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { translate } from "../core/i18n/messages.server";
import { isLocale, type Locale } from "../shared/locales";

/** The language for API messages: `?lang=`, else the first supported Accept-Language, else English. */
export function apiLocale(c: Context): Locale {
  const q = c.req.query("lang");
  if (isLocale(q)) return q;
  const header = c.req.header("accept-language") ?? "";
  for (const part of header.split(",")) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return "en";
}

export type ApiErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

export function apiError<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  code: string,
  fields?: Record<string, string[]>,
  /** A catalogue key for the message instead of `api.errors.<code>`. */
  messageKey?: string,
  vars?: Record<string, string | number>,
) {
  const lang = apiLocale(c);
  const message = translate(lang, messageKey ?? `api.errors.${code}`, vars);
  const body: ApiErrorBody = { error: { code, message } };
  if (fields) {
    body.error.fields = Object.fromEntries(
      Object.entries(fields).map(([k, keys]) => [k, keys.map((key) => translate(lang, key))]),
    );
  }
  return c.json(body, status);
}
