import type { Db } from "../../db/client.server";
import type { Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { getLocation } from "../locations/locations.service.server";
import { enqueueMail } from "../mail/outbox.server";
import type { Project } from "../tenancy/project";
import { insertContactRequest } from "./contact.repo.server";
import { contactFormSchema } from "./contact-schema";
import { contactMails } from "./enquiry-mails.server";
import { fieldErrorsOf } from "./person-fields";

/**
 * Validates and stores a contact message and queues the visitor's confirmation and the team's
 * notification (the chosen location's address, else the site's general one); field errors are
 * translation keys.
 */
export async function submitContactForm(
  db: Db,
  project: Project,
  lang: Locale,
  input: Record<string, unknown>,
): Promise<Result<{ id: string; teamNotified: boolean }>> {
  const parsed = contactFormSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrorsOf(parsed.error) });
  const data = parsed.data;
  const location = data.locationId === null ? null : await getLocation(db, project, data.locationId);
  if (location && !location.ok) {
    return err({ code: "invalid", fields: { locationId: ["validation:location_unknown"] } });
  }
  const mails = contactMails(project, {
    locale: lang,
    name: data.name,
    email: data.email,
    phone: data.phone,
    subject: data.subject,
    message: data.message,
    location: location?.value ?? null,
  });
  // The message and its two mails are stored together, or not at all.
  const id = await db.transaction(async (tx) => {
    const row = await insertContactRequest(tx, {
      projectId: project.id,
      locationId: data.locationId,
      name: data.name,
      email: data.email,
      phone: data.phone,
      subject: data.subject,
      message: data.message,
      lang,
      privacyAccepted: true,
    });
    for (const mail of mails) await enqueueMail(tx, project.id, mail);
    return row.id;
  });
  return ok({ id, teamNotified: mails.length > 1 });
}
