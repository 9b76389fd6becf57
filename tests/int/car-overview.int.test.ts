/**
 * The car overview on PGlite and PostgreSQL: every number equals a count of the seeded rows
 * (by state, location, brand, days in stock, price band), the filters narrow all of them alike, the
 * longest standing are the oldest unsold cars, and only the extended database group may read it.
 */
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../app/core/identity/session-user";
import {
  AGE_BANDS,
  bandOf,
  daysInStock,
  PRICE_BANDS,
  parseCarOverviewFilters,
} from "../../app/core/inventory/car-overview";
import { carOverview } from "../../app/core/inventory/car-overview.service.server";
import { carStateOf } from "../../app/core/inventory/car-state";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import { brands, cars } from "../../app/db/schema";
import {
  createTestDatabase,
  SESSION_DEFAULTS,
  serviceContextFor,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";

const NOW = new Date("2026-11-24T12:00:00Z");

function user(roles: string[], project: Project): SessionUser {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    email: "someone@example.com",
    roles: roles as SessionUser["roles"],
    inHolding: false,
    projectId: project.id,
    companyId: project.companyId,
    firstName: "Ines",
    lastName: "Hoffmann",
    ...SESSION_DEFAULTS,
  };
}

function tally<T>(rows: T[], key: (r: T) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + 1);
  return out;
}

describe.each(testDrivers())("car overview on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let rows: (typeof cars.$inferSelect)[];
  const ctx = (roles: string[]) =>
    serviceContextFor(db, project, { locale: "de", principal: user(roles, project), now: NOW });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    // Spread the demo stock over ages and states so every band and state has cars.
    const all = await db.select().from(cars).where(eq(cars.projectId, project.id));
    const ages = [0, 10, 45, 75, 120, 400];
    for (const [i, car] of all.entries()) {
      const created = new Date(NOW.getTime() - ages[i % ages.length]! * 86_400_000 - i * 1000);
      const patch: Partial<typeof cars.$inferInsert> = { createdAt: created };
      if (i % 7 === 0) Object.assign(patch, { status: "sold" });
      else if (i % 7 === 1) Object.assign(patch, { status: "reserved" });
      else if (i % 7 === 2) Object.assign(patch, { status: "available", publishedAt: null });
      await db.update(cars).set(patch).where(eq(cars.id, car.id));
    }
    rows = await db.select().from(cars).where(eq(cars.projectId, project.id));
  });
  afterAll(async () => database?.drop());

  it("counts every car once in each breakdown, equal to the seeded rows", async () => {
    const r = await carOverview(ctx(["inventory_manager"]), parseCarOverviewFilters(new URLSearchParams()));
    if (!r.ok) throw new Error("refused");
    const o = r.value;
    expect(o.total).toBe(rows.length);
    expect(o.valueMinor).toBe(rows.reduce((n, c) => n + c.priceMinor, 0));
    const states = tally(rows, (c) => carStateOf(c));
    expect(Object.fromEntries(o.byState.map((s) => [s.state, s.total]))).toEqual({
      draft: states.get("draft") ?? 0,
      published: states.get("published") ?? 0,
      reserved: states.get("reserved") ?? 0,
      sold: states.get("sold") ?? 0,
    });
    for (const s of ["draft", "published", "reserved", "sold"]) expect(states.get(s)).toBeGreaterThan(0);
    const ages = tally(rows, (c) => bandOf(AGE_BANDS, daysInStock(c.createdAt, NOW)).key);
    expect(o.byAge.map((a) => [a.band, a.total])).toEqual(
      AGE_BANDS.map((b) => [b.key, ages.get(b.key) ?? 0]),
    );
    expect(o.byAge.every((a) => a.total > 0)).toBe(true);
    const prices = tally(rows, (c) => bandOf(PRICE_BANDS, c.priceMinor).key);
    expect(o.byPrice.map((p) => [p.band, p.total])).toEqual(
      PRICE_BANDS.map((b) => [b.key, prices.get(b.key) ?? 0]),
    );
    const locations = tally(rows, (c) => String(c.locationId));
    expect(o.byLocation.reduce((n, l) => n + l.total, 0)).toBe(rows.length);
    for (const l of o.byLocation) expect(l.total).toBe(locations.get(String(l.locationId)));
    const brandRows = await db.select().from(brands);
    const slugOf = new Map(brandRows.map((b) => [b.id, b.slug]));
    const byBrand = tally(rows, (c) => slugOf.get(c.brandId)!);
    expect(new Map(o.byBrand.map((b) => [b.slug, b.total]))).toEqual(byBrand);
  });

  it("lists the ten unsold cars standing longest, oldest first, with their days", async () => {
    const r = await carOverview(ctx(["admin"]), parseCarOverviewFilters(new URLSearchParams()));
    if (!r.ok) throw new Error("refused");
    const expected = rows
      .filter((c) => c.status !== "sold")
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .slice(0, 10);
    expect(r.value.longest.map((c) => c.number)).toEqual(expected.map((c) => c.number));
    expect(r.value.longest[0]!.days).toBe(daysInStock(expected[0]!.createdAt, NOW));
    expect(r.value.longest.some((c) => c.state === "sold")).toBe(false);
  });

  it("narrows every number by the stock list's filters in the URL", async () => {
    const someCar = rows.find((c) => c.fuel === "diesel" && c.status !== "sold") ?? rows[0]!;
    const [brand] = await db.select().from(brands).where(eq(brands.id, someCar.brandId));
    const params = new URLSearchParams();
    params.append("brand", brand!.slug);
    params.append("fuel", someCar.fuel);
    params.append("state", "published");
    params.append("state", "draft");
    params.append("location", "999999999");
    params.append("location", String(someCar.locationId));
    const r = await carOverview(ctx(["inventory_manager"]), parseCarOverviewFilters(params));
    if (!r.ok) throw new Error("refused");
    const expected = rows.filter(
      (c) =>
        c.brandId === someCar.brandId &&
        c.fuel === someCar.fuel &&
        c.locationId === someCar.locationId &&
        ["published", "draft"].includes(carStateOf(c)),
    );
    expect(r.value.total).toBe(expected.length);
    expect(r.value.byState.find((s) => s.state === "sold")!.total).toBe(0);
    expect(r.value.byAge.reduce((n, a) => n + a.total, 0)).toBe(expected.length);
    // The brand options stay the whole stock's (so another brand can be added).
    expect(r.value.options.brands.length).toBeGreaterThan(1);
  });

  it("an unknown brand or hostile values match nothing or are dropped, never an error", async () => {
    const unknown = await carOverview(
      ctx(["admin"]),
      parseCarOverviewFilters(new URLSearchParams("brand=no-such-brand")),
    );
    expect(unknown.ok && unknown.value.total).toBe(0);
    const hostile = new URLSearchParams();
    hostile.append("state", "'; drop table cars; --");
    hostile.append("fuel", "x".repeat(10_000));
    hostile.append("location", "-1");
    hostile.append("condition", "new\u0000");
    const r = await carOverview(ctx(["admin"]), parseCarOverviewFilters(hostile));
    expect(r.ok && r.value.total).toBe(rows.length);
  });

  it("refuses the database clerk and others outside the extended group", async () => {
    for (const roles of [["database_clerk"], ["sales"], ["client"], []]) {
      const r = await carOverview(ctx(roles), parseCarOverviewFilters(new URLSearchParams()));
      expect(r.ok).toBe(false);
    }
    const anonymous = serviceContextFor(db, project, { locale: "de", principal: null, now: NOW });
    expect((await carOverview(anonymous, parseCarOverviewFilters(new URLSearchParams()))).ok).toBe(false);
  });

  it("never counts another project's cars", async () => {
    const other = (await resolveProject(db, "community.localhost"))!;
    const [template] = rows;
    const { id: _id, number: _n, ...copy } = template!;
    await db
      .insert(cars)
      .values({ ...copy, projectId: other.id, locationId: null } as typeof cars.$inferInsert);
    const r = await carOverview(ctx(["admin"]), parseCarOverviewFilters(new URLSearchParams()));
    expect(r.ok && r.value.total).toBe(rows.length);
    const mine = await db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.projectId, project.id), ne(cars.status, "sold")));
    expect(mine.length).toBeGreaterThan(0);
  });
});
