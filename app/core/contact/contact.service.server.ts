import { err, ok, type Result } from "../../shared/result";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { createLead } from "../leads/create-lead.service.server";
import { getLocation } from "../locations/locations.service.server";
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
  ctx: ServiceContext,
  input: Record<string, unknown>,
): Promise<Result<{ id: string; teamNotified: boolean }>> {
  const { project, locale: lang } = ctx;
  const parsed = contactFormSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrorsOf(parsed.error) });
  const data = parsed.data;
  const location = data.locationId === null ? null : await getLocation(ctx, data.locationId);
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
  // The lead, the message and its two mails are stored together, or not at all.
  const id = await withTransaction(ctx, async (tx) => {
    const lead = await createLead(
      tx,
      "CONTACT",
      { name: data.name, email: data.email, phone: data.phone, language: lang, privacyAccepted: true },
      { subject: data.subject, message: data.message },
      { locationId: data.locationId },
    );
    if (!lead.ok) throw new Error(`contact lead not created: ${lead.error.code}`);
    const row = await insertContactRequest(tx.db, {
      jobId: lead.value.jobId,
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
    for (const mail of mails) await tx.outbox.enqueue("mail", mail);
    return row.id;
  });
  return ok({ id, teamNotified: mails.length > 1 });
}
