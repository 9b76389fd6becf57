import type { Db } from "../../db/client.server";
import type { Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { findProjectLocation } from "../locations/locations.repo.server";
import type { Project } from "../tenancy/project";
import { insertContactRequest } from "./contact.repo.server";
import { contactFormSchema } from "./contact-schema";

/** Validates and stores a contact message; field errors are translation keys. */
export async function submitContactForm(
  db: Db,
  project: Project,
  lang: Locale,
  input: Record<string, unknown>,
): Promise<Result<{ id: string }>> {
  const parsed = contactFormSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    return err({ code: "invalid", fields });
  }
  const data = parsed.data;
  if (data.locationId !== null && !(await findProjectLocation(db, project.id, data.locationId))) {
    return err({ code: "invalid", fields: { locationId: ["validation:location_unknown"] } });
  }
  const row = await insertContactRequest(db, {
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
  return ok({ id: row.id });
}
