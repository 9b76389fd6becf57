import { MENU_VERSIONS, type MenuVersion } from "../../core/tenancy/menu-versions";

/** Spec: breakpoint index below 2 (xs, sm) means mobile; md starts at 768 px. */
export const MOBILE_MAX_WIDTH_PX = 767;

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

/** Spec 9: dropdown width: 100 (% of the screen) on mobile, 20 (rem) on desktop, 10 for the language menu. */
export function dropdownWidth(isMobile: boolean, kind: "default" | "language"): string {
  if (isMobile) return "100%";
  return kind === "language" ? "10rem" : "20rem";
}
