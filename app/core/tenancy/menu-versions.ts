/** The four top-menu variants. Kept free of zod: the browser bundle imports it. */
export const MENU_VERSIONS = ["default", "single_minimalistic", "centered_with_account", "checkout"] as const;
export type MenuVersion = (typeof MENU_VERSIONS)[number];
