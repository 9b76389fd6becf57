/**
 * The setup page of an empty installation (decision 0052): `GET /setup` shows one form in the
 * browser's language (Accept-Language, `?lang=` switches), `POST /setup` sets the installation up
 * through the setup service. A small self-contained document like the server's error pages: no project
 * exists yet, so nothing of the React app (which needs one) can render it. Served only while the
 * database has no project, and only to a request carrying the setup token.
 */
import type { Context } from "hono";
import type { pino } from "pino";
import { apiLocale } from "../app/api/errors";
import { translate } from "../app/core/i18n/messages.server";
import { WEEKDAYS } from "../app/core/locations/opening-hours";
import { runSetup } from "../app/core/setup/setup.service.server";
import {
  DEFAULT_HOURS,
  isLocale,
  setupFieldErrors,
  setupSchema,
  TIME_ZONES,
} from "../app/core/setup/setup-schema";
import { setupTokenMatches } from "../app/core/setup/setup-token.server";
import { MENU_VERSIONS } from "../app/core/tenancy/menu-versions";
import { CURRENCIES } from "../app/core/tenancy/settings-schema";
import type { Db } from "../app/db/client.server";
import { LOCALES, type Locale } from "../app/shared/locales";
import { routePath } from "../app/shared/route-table";

export type SetupPageDeps = {
  db: Db;
  logger: pino.Logger;
  /** The token a setup request must carry (SETUP_TOKEN, or the one made at start); none: no setup. */
  token: string | undefined;
  /** SMTP is configured: the admin confirms the address from a mailed link. */
  verifyByMail: boolean;
  /** The request's public origin (for the confirmation link). */
  origin: (c: Context) => string;
  /** The process forgets its "no project" memory. */
  done: () => void;
};

type Values = Record<string, string | string[]>;

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

const STYLE = `
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f9;color:#1a1f2b;line-height:1.5}
main{max-width:52rem;margin:0 auto;padding:1rem}h1{font-size:1.6rem;margin:.5rem 0}
fieldset{background:#fff;border:1px solid #d5dae3;border-radius:8px;margin:0 0 1rem;padding:1rem;min-width:0}
legend{font-weight:700;font-size:1.1rem;padding:0 .25rem}
.grid{display:grid;grid-template-columns:1fr;gap:.75rem}@media(min-width:40rem){.grid{grid-template-columns:1fr 1fr}}
label{display:block;font-weight:600;font-size:.95rem}.hint{display:block;font-weight:400;color:#4a5365;font-size:.85rem}
input,select{display:block;width:100%;margin-top:.25rem;padding:.55rem;font:inherit;border:1px solid #8a93a5;border-radius:6px;background:#fff;min-height:2.75rem}
input[type=checkbox]{display:inline;width:auto;min-height:0;margin:0 .4rem 0 0}input[type=color]{padding:.2rem}
.checks label{display:inline-flex;align-items:center;font-weight:400;margin-right:1rem;min-height:2.75rem}
.error{color:#b00020;font-weight:600;font-size:.9rem;margin:.25rem 0 0}[aria-invalid=true]{border-color:#b00020;border-width:2px}
.summary{background:#fdecee;border:2px solid #b00020;border-radius:8px;padding:.75rem 1rem;margin-bottom:1rem}
.hours{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:.5rem;align-items:end}.hours .day{grid-column:1/-1;font-weight:600;margin-top:.5rem}
@media(min-width:40rem){.hours{grid-template-columns:8rem minmax(0,1fr) minmax(0,1fr)}.hours .day{grid-column:auto;margin:0 0 .8rem}}input{min-width:0}
button{font:inherit;font-weight:700;background:#0b5cab;color:#fff;border:0;border-radius:6px;padding:.8rem 1.5rem;min-height:2.75rem;cursor:pointer;width:100%}
@media(min-width:40rem){button{width:auto}}nav.langs a{margin-right:.75rem}.note{color:#4a5365}
`;

function document(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function pageLocale(c: Context, values?: Values): Locale {
  const chosen = typeof values?.lang === "string" ? values.lang : c.req.query("lang");
  if (chosen && isLocale(chosen)) return chosen;
  return apiLocale(c);
}

/** The form, filled with `values`, with `errors` (field name → catalogue key) shown at their fields. */
function formPage(
  locale: Locale,
  token: string,
  tokenValid: boolean,
  values: Values,
  errors: Record<string, string>,
): string {
  const t = (key: string, vars?: Record<string, string | number>) => translate(locale, key, vars);
  const v = (name: string, fallback = "") => {
    const value = values[name];
    return typeof value === "string" ? value : fallback;
  };
  const errorOf = (name: string) =>
    errors[name] ? `<p class="error" id="${esc(name)}-error">${esc(t(errors[name]!))}</p>` : "";
  const attrs = (name: string) =>
    `id="${esc(name)}" name="${esc(name)}"${errors[name] ? ` aria-invalid="true" aria-describedby="${esc(name)}-error"` : ""}`;
  const input = (
    name: string,
    label: string,
    options: { type?: string; required?: boolean; auto?: string; hint?: string; fallback?: string } = {},
  ) =>
    `<div><label for="${esc(name)}">${esc(t(label))}${options.hint ? `<span class="hint">${esc(t(options.hint))}</span>` : ""}</label><input ${attrs(name)} type="${options.type ?? "text"}" value="${esc(v(name, options.fallback))}"${options.required ? " required" : ""}${options.auto ? ` autocomplete="${options.auto}"` : ""}>${errorOf(name)}</div>`;
  const select = (
    name: string,
    label: string,
    choices: { value: string; label: string }[],
    fallback: string,
  ) =>
    `<div><label for="${esc(name)}">${esc(t(label))}</label><select ${attrs(name)}>${choices
      .map(
        (ch) =>
          `<option value="${esc(ch.value)}"${v(name, fallback) === ch.value ? " selected" : ""}>${esc(ch.label)}</option>`,
      )
      .join("")}</select>${errorOf(name)}</div>`;

  const languageNames = new Intl.DisplayNames([locale], { type: "language" });
  const chosenLanguages = Array.isArray(values["project.languages"])
    ? values["project.languages"]
    : typeof values["project.languages"] === "string"
      ? [values["project.languages"]]
      : [locale];
  const langChecks = LOCALES.map(
    (l) =>
      `<label><input type="checkbox" name="project.languages" value="${l}"${chosenLanguages.includes(l) ? " checked" : ""}>${esc(languageNames.of(l) ?? l)}</label>`,
  ).join("");
  const menuChoices = MENU_VERSIONS.map((m) => ({ value: m, label: t(`settings:menu_versions.${m}`) }));
  const dayNames = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const hoursRows = WEEKDAYS.map((day, i) => {
    const preset = values.lang === undefined ? DEFAULT_HOURS.find((h) => h.day === day) : undefined;
    const name = (side: string) => `locations.0.hours.${day}.${side}`;
    // 2024-01-01 was a Monday.
    const dayName = dayNames.format(new Date(Date.UTC(2024, 0, 1 + i)));
    return `<span class="day">${esc(dayName)}</span>${["opens", "closes"]
      .map(
        (side) =>
          `<div><label for="${name(side)}">${esc(t(`setup:fields.${side}`))}</label><input ${attrs(name(side))} type="time" value="${esc(v(name(side), preset ? (side === "opens" ? preset.opens : preset.closes) : ""))}">${errorOf(name(side))}</div>`,
      )
      .join("")}`;
  }).join("");

  const switcher = LOCALES.filter((l) => l !== locale)
    .map(
      (l) =>
        `<a href="/setup?lang=${l}${tokenValid ? `&amp;token=${encodeURIComponent(token)}` : ""}" hreflang="${l}" lang="${l}">${esc(new Intl.DisplayNames([l], { type: "language" }).of(l) ?? l)}</a>`,
    )
    .join("");
  const errorCount = Object.keys(errors).length;
  const summary = errorCount
    ? `<div class="summary" role="alert"><p><strong>${esc(t("setup:errors.summary", { count: errorCount }))}</strong></p>${errors._form ? `<p>${esc(t(errors._form))}</p>` : ""}</div>`
    : "";
  const tokenField = tokenValid
    ? `<input type="hidden" name="token" value="${esc(token)}">`
    : `<fieldset><legend>${esc(t("setup:sections.token"))}</legend><p class="note">${esc(t("setup:token_hint"))}</p>${input("token", "setup:fields.token", { required: true, auto: "off" })}</fieldset>`;

  const body = `<nav class="langs" aria-label="${esc(t("setup:language"))}">${switcher}</nav>
<h1>${esc(t("setup:title"))}</h1><p class="note">${esc(t("setup:intro"))}</p>${summary}
<form method="post" action="/setup" novalidate>
<input type="hidden" name="lang" value="${locale}">${tokenField}
<fieldset><legend>${esc(t("setup:sections.company"))}</legend><div class="grid">
${input("holding.name", "setup:fields.holding_name", { required: true, hint: "setup:hints.holding_name" })}
${input("company.name", "setup:fields.company_name", { required: true })}
${input("company.legalName", "setup:fields.legal_name", { required: true })}
${input("company.representative", "setup:fields.representative", { required: true, hint: "setup:hints.representative" })}
${input("company.street", "setup:fields.street", { required: true, auto: "address-line1" })}
${input("company.houseNumber", "setup:fields.house_number", { required: true })}
${input("company.zipCode", "setup:fields.zip_code", { required: true, auto: "postal-code" })}
${input("company.city", "setup:fields.city", { required: true, auto: "address-level2" })}
${input("company.country", "setup:fields.country", { required: true, hint: "setup:hints.country", fallback: "DE" })}
${input("company.registerNumber", "setup:fields.register_number", { hint: "setup:hints.register_number" })}
${input("company.vatId", "setup:fields.vat_id")}
${input("company.email", "setup:fields.company_email", { type: "email", required: true, auto: "email" })}
${input("company.phone", "setup:fields.phone", { type: "tel", auto: "tel" })}
</div></fieldset>
<fieldset><legend>${esc(t("setup:sections.site"))}</legend><div class="grid">
${input("project.name", "setup:fields.site_name", { required: true })}
${input("project.domains", "setup:fields.domains", { hint: "setup:hints.domains" })}
<div><span class="label"><strong>${esc(t("setup:fields.languages"))}</strong></span><div class="checks">${langChecks}</div>${errorOf("project.languages")}</div>
${select(
  "project.defaultLanguage",
  "setup:fields.default_language",
  LOCALES.map((l) => ({ value: l, label: languageNames.of(l) ?? l })),
  locale,
)}
${select(
  "project.currency",
  "setup:fields.currency",
  CURRENCIES.map((cur) => ({ value: cur, label: cur })),
  "EUR",
)}
${select(
  "project.timeZone",
  "setup:fields.time_zone",
  TIME_ZONES.map((z) => ({ value: z, label: z })),
  "Europe/Berlin",
)}
${input("project.logo", "setup:fields.logo", { hint: "setup:hints.logo" })}
${input("project.brandColor", "setup:fields.brand_color", { type: "color", fallback: "#0b5cab" })}
${select("project.menuDesktop", "setup:fields.menu_desktop", menuChoices, "default")}
${select("project.menuMobile", "setup:fields.menu_mobile", menuChoices, "single_minimalistic")}
</div></fieldset>
<fieldset><legend>${esc(t("setup:sections.location"))}</legend><p class="note">${esc(t("setup:hints.location"))}</p><div class="grid">
${input("locations.0.name", "setup:fields.location_name", { required: true })}
${input("locations.0.street", "setup:fields.street", { required: true })}
${input("locations.0.houseNumber", "setup:fields.house_number", { required: true })}
${input("locations.0.zipCode", "setup:fields.zip_code", { required: true })}
${input("locations.0.city", "setup:fields.city", { required: true })}
${input("locations.0.country", "setup:fields.country", { required: true, fallback: "DE" })}
${input("locations.0.phone", "setup:fields.phone", { type: "tel" })}
${input("locations.0.email", "setup:fields.location_email", { type: "email" })}
</div><h2 style="font-size:1rem">${esc(t("setup:fields.opening_hours"))}</h2><p class="note">${esc(t("setup:hints.opening_hours"))}</p><div class="hours">${hoursRows}</div></fieldset>
<fieldset><legend>${esc(t("setup:sections.admin"))}</legend><p class="note">${esc(t("setup:hints.admin"))}</p><div class="grid">
${input("admin.firstName", "setup:fields.first_name", { required: true, auto: "given-name" })}
${input("admin.lastName", "setup:fields.last_name", { required: true, auto: "family-name" })}
${input("admin.email", "setup:fields.admin_email", { type: "email", required: true, auto: "email" })}
<div></div>
${input("admin.password", "setup:fields.password", { type: "password", required: true, auto: "new-password", hint: "setup:hints.password", fallback: "" }).replace(/value="[^"]*"/, 'value=""')}
${input("admin.passwordConfirm", "setup:fields.password_confirm", { type: "password", required: true, auto: "new-password" }).replace(/value="[^"]*"/, 'value=""')}
</div></fieldset>
<button type="submit">${esc(t("setup:submit"))}</button>
</form>`;
  return document(locale, t("setup:title"), body);
}

/** The form's flat fields as the setup schema's nested input; hours fields keep their names for errors. */
function inputFrom(values: Values): { input: unknown; hourFields: string[] } {
  const s = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const opt = (name: string) => s(name) || null;
  const languages = values["project.languages"];
  const hourFields: string[] = [];
  const openingHours = WEEKDAYS.flatMap((day) => {
    const opens = s(`locations.0.hours.${day}.opens`);
    const closes = s(`locations.0.hours.${day}.closes`);
    if (!opens && !closes) return [];
    hourFields.push(`locations.0.hours.${day}`);
    return [{ day, opens, closes }];
  });
  return {
    hourFields,
    input: {
      holding: { name: s("holding.name") },
      company: {
        name: s("company.name"),
        legalName: s("company.legalName"),
        street: s("company.street"),
        houseNumber: s("company.houseNumber"),
        zipCode: s("company.zipCode"),
        city: s("company.city"),
        country: s("company.country"),
        registerNumber: opt("company.registerNumber"),
        vatId: opt("company.vatId"),
        representative: s("company.representative"),
        email: s("company.email"),
        phone: opt("company.phone"),
      },
      project: {
        name: s("project.name"),
        domains: s("project.domains")
          .split(/[\s,;]+/)
          .filter(Boolean),
        languages: Array.isArray(languages) ? languages : languages ? [languages] : [],
        defaultLanguage: s("project.defaultLanguage"),
        currency: s("project.currency"),
        timeZone: s("project.timeZone"),
        logo: opt("project.logo"),
        brandColor: s("project.brandColor") || undefined,
        menuDesktop: s("project.menuDesktop") || undefined,
        menuMobile: s("project.menuMobile") || undefined,
      },
      locations: [
        {
          name: s("locations.0.name"),
          street: s("locations.0.street"),
          houseNumber: s("locations.0.houseNumber"),
          zipCode: s("locations.0.zipCode"),
          city: s("locations.0.city"),
          country: s("locations.0.country"),
          phone: opt("locations.0.phone"),
          email: opt("locations.0.email"),
          openingHours,
        },
      ],
      admin: {
        firstName: s("admin.firstName"),
        lastName: s("admin.lastName"),
        email: s("admin.email"),
        password: s("admin.password"),
      },
    },
  };
}

/** Schema paths of the hours (`locations.0.openingHours.2.closes`) as the form's field names. */
function formErrors(fields: Record<string, string>, hourFields: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, key] of Object.entries(fields)) {
    const hours = /^locations\.0\.openingHours\.(\d+)(?:\.(opens|closes|day))?$/.exec(path);
    if (hours) {
      const field = hourFields[Number(hours[1])];
      if (field) out[`${field}.${hours[2] === "opens" ? "opens" : "closes"}`] ??= key;
      continue;
    }
    // An error of a list as a whole (languages, domains) shows at the list's field.
    const name = path.replace(/^(project\.(?:languages|domains))\.\d+$/, "$1");
    out[name] ??= key;
  }
  return out;
}

/** GET or POST /setup while the installation is empty. */
export async function handleSetup(c: Context, deps: SetupPageDeps): Promise<Response> {
  const noStore = { "Cache-Control": "no-store" };
  if (c.req.method === "GET" || c.req.method === "HEAD") {
    const locale = pageLocale(c);
    const given = c.req.query("token") ?? "";
    const valid = setupTokenMatches(deps.token, given);
    const errors: Record<string, string> = given && !valid ? { token: "setup:errors.token" } : {};
    return c.html(formPage(locale, valid ? given : "", valid, {}, errors), 200, noStore);
  }
  if (c.req.method !== "POST") return c.text("Method Not Allowed", 405);
  // The setup form posts from this page only (the CSRF guard of server/app.ts runs after this).
  const origin = c.req.header("origin");
  if (origin) {
    let sameHost = false;
    try {
      sameHost = new URL(origin).host === (c.req.header("host") ?? "");
    } catch {}
    if (!sameHost) return c.text("Forbidden", 403);
  }
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data")
    return c.text("Unsupported Media Type", 415);
  const raw = await c.req.parseBody({ all: true });
  const values: Values = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === "string") values[key] = value;
    else if (Array.isArray(value)) values[key] = value.filter((x): x is string => typeof x === "string");
  }
  const locale = pageLocale(c, values);
  const token = typeof values.token === "string" ? values.token : "";
  if (!setupTokenMatches(deps.token, token)) {
    deps.logger.warn("setup refused: wrong or missing setup token");
    return c.html(formPage(locale, "", false, values, { token: "setup:errors.token" }), 403, noStore);
  }
  const { input, hourFields } = inputFrom(values);
  if (values["admin.password"] !== values["admin.passwordConfirm"]) {
    // Checked before anything is written; the other fields' errors are shown with it.
    const parsed = setupSchema.safeParse(input);
    const fields = parsed.success ? {} : setupFieldErrors(parsed.error);
    const errors = {
      ...formErrors(fields, hourFields),
      "admin.passwordConfirm": "validation:passwords_differ",
    };
    return c.html(formPage(locale, token, true, values, errors), 400, noStore);
  }
  const result = await runSetup(deps.db, input, {
    verifyByMail: deps.verifyByMail,
    origin: deps.origin(c),
    locale,
  });
  if (!result.ok && result.error.code === "conflict") {
    deps.done();
    return c.html(
      document(
        locale,
        t(locale, "setup:already.title"),
        `<h1>${esc(t(locale, "setup:already.title"))}</h1><p>${esc(t(locale, "setup:already.text"))}</p><p><a href="/">${esc(t(locale, "setup:done.home"))}</a></p>`,
      ),
      409,
      noStore,
    );
  }
  if (!result.ok) {
    const invalid = result.error.code === "invalid" ? result.error.fields : {};
    const fields = Object.fromEntries(Object.entries(invalid).map(([k, v]) => [k, v[0] ?? ""]));
    return c.html(formPage(locale, token, true, values, formErrors(fields, hourFields)), 400, noStore);
  }
  deps.done();
  deps.logger.info({ project: result.value.projectSlug }, "setup complete: the installation is set up");
  const siteLocale = result.value.languages.includes(locale) ? locale : result.value.languages[0]!;
  const loginHref = `/${siteLocale}${routePath("login", siteLocale)}`;
  const text = result.value.verificationMailed ? "setup:done.text_mail" : "setup:done.text";
  return c.html(
    document(
      locale,
      t(locale, "setup:done.title"),
      `<h1>${esc(t(locale, "setup:done.title"))}</h1><p>${esc(t(locale, text, { email: result.value.adminEmail }))}</p><p class="note">${esc(t(locale, "setup:done.review"))}</p><p><a href="${esc(loginHref)}">${esc(t(locale, "setup:done.login"))}</a></p>`,
    ),
    201,
    noStore,
  );
}

const t = (locale: Locale, key: string, vars?: Record<string, string | number>) =>
  translate(locale, key, vars);
