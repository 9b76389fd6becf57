import { z } from "zod";

/**
 * The fields every enquiry asks for (contact form, car request, and later service booking or trade-in):
 * name, e-mail, optional phone and the privacy consent. Messages are translation keys (`validation`).
 */
export const personFields = {
  name: z.string().trim().min(2, "validation:name_required").max(120, "validation:too_long"),
  email: z.string().trim().email("validation:email_invalid").max(200, "validation:too_long"),
  phone: z
    .string()
    .trim()
    .max(40, "validation:too_long")
    .regex(/^[+0-9 ()/-]*$/, "validation:phone_invalid")
    .optional()
    .transform((v) => (v ? v : null)),
  privacy: z.literal("on", { message: "validation:privacy_required" }),
};

/** Field errors of a failed parse, keyed by field name, in the order zod found them (catalogue keys). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}
