import { z } from "zod";
import { MENU_VERSIONS } from "./menu-versions";
import { FEATURE_FLAGS } from "./project-config";

/** Currencies a dealer site can sell in (ISO 4217). */
export const CURRENCIES = ["EUR", "PLN", "TRY", "CHF", "GBP", "CZK", "USD"] as const;

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "validation:too_long")
    .optional()
    .transform((v) => (v ? v : null));
/** A site-local path or an absolute https URL (logos, dashboard redirect, help link). */
const pathOrUrl = (max: number) =>
  optionalText(max).pipe(
    z
      .string()
      .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, "validation:path_or_url")
      .nullable(),
  );

/** Spec 3 "Project config" as the settings form sends it (flat fields, checkboxes "on"). */
export const settingsSchema = z
  .object({
    name: z.string().trim().min(2, "validation:required").max(120, "validation:too_long"),
    currency: z.enum(CURRENCIES, { message: "validation:invalid_choice" }),
    menu_desktop: z.enum(MENU_VERSIONS, { message: "validation:invalid_choice" }),
    menu_mobile: z.enum(MENU_VERSIONS, { message: "validation:invalid_choice" }),
    high_contrast_icon: checkbox.default(false),
    menu_class: optionalText(200),
    menu_scroll_class: optionalText(200),
    main_logo: pathOrUrl(500).pipe(z.string({ message: "validation:required" })),
    scroll_logo: pathOrUrl(500),
    use_scroll_logo: checkbox.default(false),
    use_scroll_logo_for_sidebar: checkbox.default(false),
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
  })
  .extend(
    Object.fromEntries(FEATURE_FLAGS.map((f) => [`feature_${f}`, checkbox.default(false)])) as Record<
      `feature_${(typeof FEATURE_FLAGS)[number]}`,
      z.ZodDefault<typeof checkbox>
    >,
  );
export type SettingsInput = z.infer<typeof settingsSchema>;
