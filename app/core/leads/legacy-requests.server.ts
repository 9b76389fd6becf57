/**
 * Contact messages and car requests received before workflows existed (drizzle/0008) become jobs, so
 * nothing a buyer sent is lost: each row becomes a lead with its own time and text, and remembers its
 * job in `job_id`, which makes the move idempotent (boot runs it every start; it finds nothing to do).
 */
import { eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { brands, carModels, carRequests, cars, contactRequests } from "../../db/schema";
import { isLocale, type Locale } from "../../shared/locales";
import { createServiceContext } from "../context/service-context.server";
import { scopeOf } from "../context/tenant-scope.server";
import type { Project } from "../tenancy/project";
import { createLead } from "./create-lead.service.server";

const lang = (value: string, project: Project): Locale => (isLocale(value) ? value : project.defaultLanguage);

export async function migrateLegacyRequests(db: Db, projects: readonly Project[]): Promise<number> {
  let moved = 0;
  for (const project of projects) {
    const ctx = createServiceContext({ db, project });
    const scope = scopeOf(db, project.id);
    const contacts = await db
      .select()
      .from(contactRequests)
      .where(scope.where(contactRequests, isNull(contactRequests.jobId)));
    for (const r of contacts) {
      const lead = await createLead(
        ctx,
        "CONTACT",
        {
          name: r.name,
          email: r.email,
          phone: r.phone,
          language: lang(r.lang, project),
          privacyAccepted: r.privacyAccepted,
        },
        { subject: r.subject, message: r.message, migratedFrom: "contact_requests" },
        { locationId: r.locationId, at: r.createdAt },
      );
      if (!lead.ok) continue;
      await db.update(contactRequests).set({ jobId: lead.value.jobId }).where(eq(contactRequests.id, r.id));
      moved++;
    }
    const requests = await db
      .select({
        request: carRequests,
        brand: brands.name,
        model: carModels.name,
        price: cars.priceMinor,
        number: cars.number,
      })
      .from(carRequests)
      .innerJoin(cars, eq(cars.id, carRequests.carId))
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .innerJoin(carModels, eq(carModels.id, cars.modelId))
      .where(scope.where(carRequests, isNull(carRequests.jobId)));
    for (const { request: r, brand, model, price, number } of requests) {
      const lead = await createLead(
        ctx,
        "CAR_REQUEST",
        {
          name: r.name,
          email: r.email,
          phone: r.phone,
          language: lang(r.locale, project),
          privacyAccepted: r.privacyAccepted,
        },
        {
          kind: r.kind,
          message: r.message,
          carNumber: number,
          preferredAt: r.preferredAt?.toISOString() ?? r.preferredDate ?? null,
          migratedFrom: "car_requests",
        },
        {
          locationId: r.locationId,
          carId: r.carId,
          vehicleBrandName: brand,
          vehicleModelName: model,
          vehicleValueMinor: price,
          at: r.createdAt,
        },
      );
      if (!lead.ok) continue;
      await db.update(carRequests).set({ jobId: lead.value.jobId }).where(eq(carRequests.id, r.id));
      moved++;
    }
  }
  return moved;
}
