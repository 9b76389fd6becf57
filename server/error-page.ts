/**
 * The server's own pages, for answers no route renders: its guards (CSRF, body limits, form encodings),
 * outages (decision 0036) and unexpected errors. One small self-contained HTML document from the
 * catalogues alone (no project data, no database, no React), in the request's language: its URL
 * prefix, else the site's default language, else Accept-Language. API paths answer the JSON error shape
 * instead (app/api/errors.ts).
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiLocale } from "../app/api/errors";
import { type Outage, RETRY_AFTER_SECONDS } from "../app/api/outage";
import type { ApiEnv } from "../app/api/types";
import { translate } from "../app/core/i18n/messages.server";
import { splitLocale } from "../app/shared/locale-path";
import type { Locale } from "../app/shared/locales";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

function pageLocale(c: Context<ApiEnv>): { locale: Locale; prefix: Locale | null } {
  const prefix = splitLocale(c.req.path).locale ?? null;
  return { locale: prefix ?? c.var.project?.defaultLanguage ?? apiLocale(c), prefix };
}

/**
 * The document: a status line (when `status` is given), a title, a text, a link home; `head` is trusted
 * markup for <head>.
 */
export function standalonePage(
  locale: Locale,
  parts: { status?: number; title: string; text: string; home?: string; head?: string },
): string {
  const status =
    parts.status === undefined
      ? ""
      : `<p>${escapeHtml(translate(locale, "errors.status", { status: parts.status }))}</p>`;
  const home =
    parts.home === undefined
      ? ""
      : `<p><a href="${escapeHtml(parts.home)}">${escapeHtml(translate(locale, "errors.go_home"))}</a></p>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">${parts.head ?? ""}<title>${escapeHtml(parts.title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><main>${status}<h1>${escapeHtml(parts.title)}</h1><p>${escapeHtml(parts.text)}</p>${home}</main></body></html>`;
}

/** A guard's refusal or an unexpected error. `messageKey`: a key of the common catalogue. */
export function errorPage(c: Context<ApiEnv>, status: ContentfulStatusCode, messageKey: string) {
  const { locale, prefix } = pageLocale(c);
  const title =
    status === 403
      ? translate(locale, "errors.forbidden.title")
      : translate(locale, "errors.status", { status });
  const html = standalonePage(locale, {
    title,
    text: translate(locale, messageKey),
    home: prefix ? `/${prefix}/` : "/",
  });
  return c.html(html, status);
}

/** The page for an outage; a 503 reloads itself after twice Retry-After. */
export function outagePage(locale: Locale, outage: Outage): string {
  return standalonePage(locale, {
    status: outage.status,
    title: translate(locale, `errors.${outage.code}.title`),
    text: translate(locale, `errors.${outage.code}.text`),
    head: outage.status === 503 ? `<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS * 2}">` : "",
  });
}

/** The outage answered as a page, in the request's language. */
export function outageResponse(c: Context<ApiEnv>, outage: Outage) {
  return c.html(outagePage(pageLocale(c).locale, outage), outage.status);
}

/** A paused site's page for visitors (decision 0062), in the request's language: 503, noindex. */
export function maintenancePage(c: Context<ApiEnv>) {
  const { locale } = pageLocale(c);
  const html = standalonePage(locale, {
    title: translate(locale, "holding:maintenance.title"),
    text: translate(locale, "holding:maintenance.text", { site: c.var.project?.name ?? "" }),
  });
  return c.html(html, 503);
}
