import { z } from "zod";

const name = z
  .string({ message: "validation:name_required" })
  .trim()
  .min(2, "validation:name_required")
  .max(120, "validation:too_long");
const email = z
  .string({ message: "validation:email_invalid" })
  .trim()
  .email("validation:email_invalid")
  .max(200, "validation:too_long");
const phone = z
  .string({ message: "validation:required" })
  .trim()
  .max(40, "validation:too_long")
  .regex(/^[+0-9 ()/-]*$/, "validation:phone_invalid");

/**
 * The fields every enquiry asks for (contact form, car and rate requests): name, e-mail, optional phone
 * and the privacy consent. Messages are translation keys (`validation`), also for a field missing from
 * the post.
 */
export const personFields = {
  name,
  email,
  phone: phone.optional().transform((v) => (v ? v : null)),
  privacy: z.literal("on", { message: "validation:privacy_required" }),
};

/**
 * The same person where the dealer has to call back (service booking, car rental): the phone is
 * required, by the same rules.
 */
export const personFieldsWithPhone = {
  ...personFields,
  phone: phone.min(1, "validation:required"),
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
