import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { contactRequests, locations } from "../../db/schema";
import type { Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import type { Project } from "../tenancy/project";
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
  if (data.locationId !== null) {
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, data.locationId), eq(locations.projectId, project.id)));
    if (!location) return err({ code: "invalid", fields: { locationId: ["validation:location_unknown"] } });
  }
  const [row] = await db
    .insert(contactRequests)
    .values({
      projectId: project.id,
      locationId: data.locationId,
      name: data.name,
      email: data.email,
      phone: data.phone,
      subject: data.subject,
      message: data.message,
      lang,
      privacyAccepted: true,
    })
    .returning({ id: contactRequests.id });
  return ok({ id: row!.id });
}
