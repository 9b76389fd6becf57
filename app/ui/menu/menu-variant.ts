import { MENU_VERSIONS, type MenuVersion } from "../../core/tenancy/menu-versions";

export type MenuVariants = { desktop: MenuVersion; mobile: MenuVersion };

function asVersion(v: string | null | undefined): MenuVersion | null {
  return v && (MENU_VERSIONS as readonly string[]).includes(v) ? (v as MenuVersion) : null;
}

/**
 * The menu variant per viewport: a page that forces one (checkout, a CMS page's `menu_version`) wins on
 * both; otherwise the project's configured desktop and mobile versions.
 */
export function chooseMenuVariants(
  config: { version_desktop: { id: MenuVersion }; version_mobile: { id: MenuVersion } },
  pageOverride?: string | null,
): MenuVariants {
  const forced = asVersion(pageOverride);
  if (forced)
    return { desktop: forced, mobile: forced === "checkout" ? "checkout" : config.version_mobile.id };
  return { desktop: config.version_desktop.id, mobile: config.version_mobile.id };
}
