/** Subjects a visitor can pick in the contact form (zod-free: the form imports it in the browser). */
export const CONTACT_SUBJECTS = [
  "general",
  "purchase",
  "test_drive",
  "service",
  "rental",
  "financing",
  "trade_in",
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
