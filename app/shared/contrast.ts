/** The high-contrast preference cookie, read by the server and written by the menu switch. */
export const CONTRAST_COOKIE = "ah_contrast";
export const CONTRAST_MAX_AGE_SECONDS = 31_536_000;

/** Whether a Cookie header asks for the high-contrast theme. */
export function wantsHighContrast(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((c) => c.trim() === `${CONTRAST_COOKIE}=high`);
}
