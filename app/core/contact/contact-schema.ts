import { z } from "zod";
import { CONTACT_SUBJECTS } from "./contact-subjects";

/** The public contact form. Messages are translation keys (see locales/<lang>/validation.json). */
export const contactFormSchema = z.object({
  name: z.string().trim().min(2, "validation:name_required").max(120, "validation:too_long"),
  email: z.string().trim().email("validation:email_invalid").max(200, "validation:too_long"),
  phone: z
    .string()
    .trim()
    .max(40, "validation:too_long")
    .regex(/^[+0-9 ()/-]*$/, "validation:phone_invalid")
    .optional()
    .transform((v) => (v ? v : null)),
  subject: z.enum(CONTACT_SUBJECTS, { message: "validation:subject_required" }),
  locationId: z
    .string()
    .optional()
    .transform((v) => (v ? Number(v) : null))
    .pipe(z.number().int().positive().nullable()),
  message: z.string().trim().min(10, "validation:message_too_short").max(5000, "validation:too_long"),
  privacy: z.literal("on", { message: "validation:privacy_required" }),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
