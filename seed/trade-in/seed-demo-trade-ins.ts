/**
 * The demo customer's trade-ins (issue 13), so that the top menu's customer cars are not empty in the
 * demo: two of the dealer's most stocked models, offered through the same service the wizard's finish
 * calls (so the range is the rule's), one with an offer by the dealer. Once: a customer who has a
 * trade-in job keeps it.
 */
import { and, count, desc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { createServiceContext } from "../../app/core/context/service-context.server";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { recordTradeIn } from "../../app/core/trade-in/trade-in.service.server";
import type { Db } from "../../app/db/client.server";
import { brands, carModels, cars, clients, jobs, tradeIns, users } from "../../app/db/schema";

export const DEMO_TRADE_IN_CUSTOMER = "customer@autohaus-brandt.example";
const DAY = 86_400_000;

export async function seedDemoTradeIns(db: Db, projectDomain = "autohaus-brandt.example"): Promise<number> {
  const project = await resolveProject(db, projectDomain);
  if (!project?.features.trade_in) return 0;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.projectId, project.id), eq(users.email, DEMO_TRADE_IN_CUSTOMER)));
  if (!user) return 0;
  const [known] = await db
    .select({ n: count() })
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .where(
      and(
        eq(jobs.projectId, project.id),
        eq(jobs.systemType, "TRADE_IN"),
        or(eq(clients.userId, user.id), eq(clients.email, user.email)),
      ),
    );
  if ((known?.n ?? 0) > 0) return 0;

  const models = await db
    .select({ brand: brands.name, model: carModels.name, n: count() })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .where(
      and(
        eq(cars.projectId, project.id),
        inArray(cars.condition, ["used", "demo"]),
        isNotNull(cars.publishedAt),
      ),
    )
    .groupBy(brands.name, carModels.name)
    .orderBy(desc(count()), brands.name, carModels.name)
    .limit(2);
  const now = new Date();
  const offered = [
    { ...models[0], firstRegistration: "2019-04", mileageKm: "68000", daysAgo: 2, offer: null },
    { ...models[1], firstRegistration: "2017-09", mileageKm: "112000", daysAgo: 9, offer: 0.97 },
  ].filter((o) => o.brand && o.model);
  let made = 0;
  for (const o of offered) {
    const at = new Date(now.getTime() - o.daysAgo * DAY);
    const ctx = createServiceContext({ db, project, locale: "de", clock: { now: () => at } });
    const answers = {
      brand: o.brand!,
      model: o.model!,
      firstRegistration: o.firstRegistration,
      mileageKm: o.mileageKm,
      fuel: "petrol",
      gearbox: "manual",
      accidentFree: "yes",
      serviceHistory: "full",
      owners: "1",
    };
    const lead = await createLead(
      ctx,
      "TRADE_IN",
      {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        language: "de",
        privacyAccepted: true,
      },
      answers,
      { vehicleBrandName: o.brand, vehicleModelName: o.model, at },
    );
    if (!lead.ok) continue;
    await db.update(clients).set({ userId: user.id }).where(eq(clients.id, lead.value.clientId));
    const result = await recordTradeIn(ctx, { sessionId: null, answers, lead: lead.value });
    if (result.ok && result.value.kind === "estimate" && o.offer) {
      // The dealer has made an offer (the employee side's editing does this in the back office).
      const amount = Math.round((result.value.lowMinor * o.offer) / 5000) * 5000;
      await db
        .update(tradeIns)
        .set({ offerMinor: amount, offerExpiresAt: new Date(now.getTime() + 10 * DAY) })
        .where(eq(tradeIns.jobId, lead.value.jobId));
    }
    made++;
  }
  return made;
}
