import { z } from "zod";
import { CONTACT_SUBJECTS } from "./contact-subjects";
import { personFields } from "./person-fields";

/** The public contact form. Messages are translation keys (see locales/<lang>/validation.json). */
export const contactFormSchema = z.object({
  ...personFields,
  subject: z.enum(CONTACT_SUBJECTS, { message: "validation:subject_required" }),
  locationId: z
    .string()
    .optional()
    .transform((v) => (v ? Number(v) : null))
    .pipe(z.number().int().positive().nullable()),
  message: z.string().trim().min(10, "validation:message_too_short").max(5000, "validation:too_long"),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
