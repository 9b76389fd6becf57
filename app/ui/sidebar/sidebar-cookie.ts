/** The remembered sidebar state: a cookie the account layout reads, so the first paint is right. */
export const SIDEBAR_COOKIE = "ah_sidebar";
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 31_536_000;

export type SidebarState = "collapsed" | "expanded";

/** Whether a Cookie header asks for the collapsed sidebar (expanded unless it says otherwise). */
export function sidebarCollapsed(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((c) => c.trim() === `${SIDEBAR_COOKIE}=collapsed`);
}

/** The `document.cookie` assignment that remembers a state for a year. */
export function sidebarCookie(state: SidebarState): string {
  return `${SIDEBAR_COOKIE}=${state}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
