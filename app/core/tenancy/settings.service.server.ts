import { eq, sql } from "drizzle-orm";
import { projects } from "../../db/schema";
import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import type { Project } from "./project";
import {
  FEATURE_FLAGS,
  type FeatureFlags,
  type ProjectConfig,
  parseFeatureFlags,
  parseProjectConfig,
} from "./project-config";
import { settingsErrors, settingsSchema } from "./settings-schema";

/** Which social login secrets are stored (never the secrets themselves). */
export async function storedSecrets(ctx: ServiceContext) {
  const [row] = await ctx.db
    .select({ secrets: projects.oauthSecrets })
    .from(projects)
    .where(eq(projects.id, ctx.project.id))
    .limit(1);
  const s = row?.secrets ?? {};
  return { google: Boolean(s.google), facebook: Boolean(s.facebook), microsoft: Boolean(s.microsoft) };
}

/** What the settings screen edits, as the form shows it. */
export function settingsOf(project: Project) {
  const c = project.config;
  return {
    name: project.name,
    currency: project.currency,
    menu_desktop: c.menu.version_desktop.id,
    menu_mobile: c.menu.version_mobile.id,
    high_contrast_icon: c.menu.high_contrast_icon,
    menu_class: c.menu_class,
    menu_scroll_class: c.menu_scroll_class,
    main_logo: c.main_logo,
    scroll_logo: c.scroll_logo ?? "",
    use_scroll_logo: c.use_scroll_logo,
    use_scroll_logo_for_sidebar: c.use_scroll_logo_for_sidebar,
    dashboard_redirect: c.dashboard_redirect ?? "",
    google_login_client_id: c.google_login_client_id ?? "",
    facebook_login_client_id: c.facebook_login_client_id ?? "",
    microsoft_login_client_id: c.microsoft_login_client_id ?? "",
    knowledgeBaseUrl: project.features.knowledgeBaseUrl ?? "",
    contact_email: c.contact_email ?? "",
    features: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, project.features[f]])) as Record<
      (typeof FEATURE_FLAGS)[number],
      boolean
    >,
  };
}
export type SettingsView = ReturnType<typeof settingsOf>;

/**
 * Admins change the project configuration and feature flags; the site uses them at once. A change: what
 * the input leaves out stays as it is (decision 0046).
 */
export async function updateSettings(
  ctx: ServiceContext,
  input: unknown,
): Promise<Result<Project, { code: "invalid"; fields: Record<string, string[]> }>> {
  const { project } = ctx;
  const parsed = settingsSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: settingsErrors(parsed.error) });
  const v = parsed.data;
  const c = project.config;
  const or = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);
  const config: ProjectConfig = parseProjectConfig({
    ...c,
    menu_class: v.menu_class === undefined ? c.menu_class : (v.menu_class ?? ""),
    menu_scroll_class:
      v.menu_scroll_class === undefined ? c.menu_scroll_class : (v.menu_scroll_class ?? "menu--scrolled"),
    main_logo: or(v.main_logo, c.main_logo),
    scroll_logo: or(v.scroll_logo, c.scroll_logo),
    use_scroll_logo: or(v.use_scroll_logo, c.use_scroll_logo),
    use_scroll_logo_for_sidebar: or(v.use_scroll_logo_for_sidebar, c.use_scroll_logo_for_sidebar),
    dashboard_redirect: or(v.dashboard_redirect, c.dashboard_redirect),
    google_login_client_id: or(v.google_login_client_id, c.google_login_client_id),
    facebook_login_client_id: or(v.facebook_login_client_id, c.facebook_login_client_id),
    microsoft_login_client_id: or(v.microsoft_login_client_id, c.microsoft_login_client_id),
    contact_email: or(v.contact_email, c.contact_email),
    menu: {
      version_desktop: v.menu_desktop === undefined ? c.menu.version_desktop : { id: v.menu_desktop },
      version_mobile: v.menu_mobile === undefined ? c.menu.version_mobile : { id: v.menu_mobile },
      high_contrast_icon: or(v.high_contrast_icon, c.menu.high_contrast_icon),
    },
  });
  // A flag from the GET's `features` object or the form's flat field (the flat one when both are sent).
  const features: FeatureFlags = parseFeatureFlags({
    ...Object.fromEntries(
      FEATURE_FLAGS.map((f) => [f, v[`feature_${f}`] ?? v.features?.[f] ?? project.features[f]]),
    ),
    knowledgeBaseUrl: or(v.knowledgeBaseUrl, project.features.knowledgeBaseUrl),
  });
  const name = or(v.name, project.name);
  const currency = or(v.currency, project.currency);
  const secrets = {
    google: v.google_login_client_secret,
    facebook: v.facebook_login_client_secret,
    microsoft: v.microsoft_login_client_secret,
  };
  const newSecrets = Object.fromEntries(Object.entries(secrets).filter(([, value]) => value));
  await ctx.db
    .update(projects)
    .set({
      name,
      currency,
      config,
      features,
      updatedAt: ctx.clock.now(),
      // Secrets are merged in: an empty field keeps the stored one.
      ...(Object.keys(newSecrets).length
        ? { oauthSecrets: sql`${projects.oauthSecrets} || ${JSON.stringify(newSecrets)}::jsonb` }
        : {}),
    })
    .where(eq(projects.id, project.id));
  return ok({ ...project, name, currency, config, features });
}
