import { z } from "zod";

import { MENU_VERSIONS } from "./menu-versions";

export type { MenuVersion } from "./menu-versions";
export const menuVersionSchema = z.enum(MENU_VERSIONS);

/** A project's configuration: its settings and feature flags. Stored as jsonb on the project; parsed on every read. */
export const projectConfigSchema = z.object({
  menu_class: z.string().max(200).default(""),
  menu_scroll_class: z.string().max(200).default("menu--scrolled"),
  main_logo: z.string().max(500).default("/brand/logo.svg"),
  scroll_logo: z.string().max(500).nullable().default(null),
  use_scroll_logo: z.boolean().default(false),
  use_scroll_logo_for_sidebar: z.boolean().default(false),
  dashboard_redirect: z.string().max(500).nullable().default(null),
  facebook_login_client_id: z.string().max(300).nullable().default(null),
  google_login_client_id: z.string().max(300).nullable().default(null),
  microsoft_login_client_id: z.string().max(300).nullable().default(null),
  menu: z
    .object({
      version_desktop: z.object({ id: menuVersionSchema }).default({ id: "default" }),
      version_mobile: z.object({ id: menuVersionSchema }).default({ id: "single_minimalistic" }),
      high_contrast_icon: z.boolean().default(true),
    })
    .default({
      version_desktop: { id: "default" },
      version_mobile: { id: "single_minimalistic" },
      high_contrast_icon: true,
    }),
  /** Version of the current terms; customers who accepted an older one are asked again. */
  terms_version: z.number().int().min(1).default(1),
  /** The dealer's general address: gets the requests that name no location (contact form, car requests). */
  contact_email: z.email().max(200).nullable().catch(null).default(null),
  /** Employees must sign in with a second factor (decision 0060); customers are never forced. */
  two_factor_required: z.boolean().default(false),
  /** Brand colour used by the theme (CSS custom property --brand). */
  brand_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default("#0b5cab"),
});
export type ProjectConfig = z.infer<typeof projectConfigSchema>;

export const FEATURE_FLAGS = [
  "shop",
  "trade_in",
  "rental",
  "service_booking",
  "financing",
  "leasing",
  "subscription",
  "community",
  "communication",
  "articles",
  "news",
  "blog",
  "knowledge_base",
  "preview_mode",
  "orders",
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const featureFlagsSchema = z
  .object(
    Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean().default(false)])) as Record<
      FeatureFlag,
      z.ZodDefault<z.ZodBoolean>
    >,
  )
  // The help link: an https address or a page of this site ("/docs").
  .extend({
    knowledgeBaseUrl: z
      .string()
      .regex(/^(\/(?!\/)\S*|https?:\/\/\S+)$/)
      .nullable()
      .catch(null)
      .default(null),
  });
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export function parseProjectConfig(raw: unknown): ProjectConfig {
  return projectConfigSchema.parse(raw ?? {});
}

export function parseFeatureFlags(raw: unknown): FeatureFlags {
  return featureFlagsSchema.parse(raw ?? {});
}
