import { z } from "zod";
import { MENU_VERSIONS } from "./menu-versions";
import { FEATURE_FLAGS, type FeatureFlag } from "./project-config";

/** Currencies a dealer site can sell in (ISO 4217). */
export const CURRENCIES = ["EUR", "PLN", "TRY", "CHF", "GBP", "CZK", "USD"] as const;

/** A checkbox: a form's "on", or a JSON boolean (a form's absent box: see settingsFromForm). */
const checkbox = z.preprocess(
  (v) => (v === "on" || v === "true" ? true : v === "off" || v === "false" ? false : v),
  z.boolean({ message: "validation:invalid_value" }),
);
/** Text that may be empty (empty or null: none). */
const optionalText = (max: number) =>
  z
    .string()
    .nullable()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(max, "validation:too_long"))
    .transform((v) => (v ? v : null));
/** A site-local path or an absolute https URL (logos, dashboard redirect, help link). */
const pathOrUrl = (max: number) =>
  optionalText(max).pipe(
    z
      .string()
      .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, "validation:path_or_url")
      .nullable(),
  );

const featureFields = Object.fromEntries(FEATURE_FLAGS.map((f) => [`feature_${f}`, checkbox])) as Record<
  `feature_${FeatureFlag}`,
  typeof checkbox
>;

/** The checkboxes of the settings form (a post that names them in `checkbox_fields` and omits one: off). */
export const SETTINGS_CHECKBOXES: readonly string[] = [
  "high_contrast_icon",
  "use_scroll_logo",
  "use_scroll_logo_for_sidebar",
  ...Object.keys(featureFields),
];

/**
 * The project configuration as a change (decision 0046): every field optional, and a field not sent is
 * left as it is, so a client that sends part of the settings (or the GET body back) never switches off
 * what it did not mention. Feature flags come as the GET's `features: { shop: true }` or as the form's
 * flat `feature_shop`. An unknown key is refused (400), not ignored.
 */
export const settingsSchema = z
  .object({
    name: z.string().trim().min(2, "validation:required").max(120, "validation:too_long"),
    currency: z.enum(CURRENCIES, { message: "validation:invalid_choice" }),
    menu_desktop: z.enum(MENU_VERSIONS, { message: "validation:invalid_choice" }),
    menu_mobile: z.enum(MENU_VERSIONS, { message: "validation:invalid_choice" }),
    high_contrast_icon: checkbox,
    menu_class: optionalText(200),
    menu_scroll_class: optionalText(200),
    main_logo: pathOrUrl(500).pipe(z.string({ message: "validation:required" })),
    scroll_logo: pathOrUrl(500),
    use_scroll_logo: checkbox,
    use_scroll_logo_for_sidebar: checkbox,
    dashboard_redirect: pathOrUrl(500),
    google_login_client_id: optionalText(300),
    facebook_login_client_id: optionalText(300),
    microsoft_login_client_id: optionalText(300),
    /** Write-only: empty keeps the stored secret. */
    google_login_client_secret: optionalText(300),
    facebook_login_client_secret: optionalText(300),
    microsoft_login_client_secret: optionalText(300),
    knowledgeBaseUrl: pathOrUrl(500),
    contact_email: optionalText(200).pipe(z.email({ message: "validation:email_invalid" }).nullable()),
    /** The flags as the GET answers them; a flag left out is left as it is. */
    features: z
      .object(
        Object.fromEntries(
          FEATURE_FLAGS.map((f) => [f, z.boolean({ message: "validation:invalid_value" })]),
        ) as Record<FeatureFlag, z.ZodBoolean>,
      )
      .partial()
      .strict(),
    ...featureFields,
  })
  .partial()
  .strict();
export type SettingsInput = z.infer<typeof settingsSchema>;

/**
 * zod's issues as field errors (catalogue keys): an unknown key is an error of that key, zod's own
 * English messages become a generic key.
 */
export function settingsErrors(error: z.ZodError): Record<string, string[]> {
  // No prototype: an unknown key named `__proto__` is a key like any other.
  const fields: Record<string, string[]> = Object.create(null);
  const add = (key: string, message: string) => {
    fields[key] = [...new Set([...(fields[key] ?? []), message])];
  };
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add(issue.path.length ? field : key, "validation:unknown_field");
    } else {
      add(field, /^[a-z_]+:[a-z_.]+$/.test(issue.message) ? issue.message : "validation:invalid_value");
    }
  }
  return fields;
}

/**
 * The settings form's post as a change. A browser leaves an unticked checkbox out of the post, so the
 * form lists the checkboxes it shows in `checkbox_fields`: a listed box that is absent is off. A post
 * without that list (a script, a scanner) changes only the checkboxes it sends.
 */
export function settingsFromForm(form: Record<string, unknown>): Record<string, unknown> {
  const { checkbox_fields: listed, ...input } = form;
  const names = typeof listed === "string" ? listed.split(",") : [];
  for (const name of names) {
    if (SETTINGS_CHECKBOXES.includes(name) && !(name in input)) input[name] = false;
  }
  return input;
}
