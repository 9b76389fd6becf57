import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CarFilters, PAGE_SIZE, parseCarFilters } from "../../app/core/catalog/car-filters";
import { countMatchingCars, searchCars } from "../../app/core/catalog/car-search.service.server";
import { matchesFreeText } from "../../app/core/catalog/car-search-text";
import { fillMissingSearchTexts } from "../../app/core/catalog/car-search-text.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { brands, carModels, cars, locations } from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild } from "../setup/test-server";

type Row = {
  id: string;
  status: string;
  publishedAt: Date | null;
  brandSlug: string;
  brandName: string;
  modelSlug: string;
  modelName: string;
  variant: string;
  fuel: string;
  gearbox: string;
  bodyType: string;
  priceMinor: number;
  mileageKm: number;
  equipment: string[];
  locationSlug: string | null;
  condition: string;
  searchText: string;
};

const COMMUNITY_HOST = "community.autohaus-brandt.example";
const f = (query: string): CarFilters => parseCarFilters(new URLSearchParams(query));

describe.each(testDrivers())("used-car search on %s", (driver) => {
  let database: TestDatabase;
  let dealer: Project;
  let community: Project;
  let all: Row[];
  let request: Awaited<ReturnType<typeof createTestApp>> | null = null;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const db = database.handle.db;
    dealer = (await resolveProject(db, "localhost"))!;
    community = (await resolveProject(db, COMMUNITY_HOST))!;
    expect(community.isCommunity).toBe(true);
    all = await db
      .select({
        id: cars.id,
        status: cars.status,
        publishedAt: cars.publishedAt,
        brandSlug: brands.slug,
        brandName: brands.name,
        modelSlug: carModels.slug,
        modelName: carModels.name,
        variant: cars.variant,
        fuel: cars.fuel,
        gearbox: cars.gearbox,
        bodyType: cars.bodyType,
        priceMinor: cars.priceMinor,
        mileageKm: cars.mileageKm,
        equipment: cars.equipment,
        locationSlug: locations.slug,
        condition: cars.condition,
        searchText: cars.searchText,
      })
      .from(cars)
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .innerJoin(carModels, eq(carModels.id, cars.modelId))
      .leftJoin(locations, eq(locations.id, cars.locationId))
      .where(eq(cars.projectId, dealer.id));
    if (hasBuild()) request = await createTestApp(db);
  });
  afterAll(() => database?.drop());

  const listed = () => all.filter((r) => r.publishedAt !== null && r.status !== "sold");
  /** What the used-car list shows by default: used cars and demonstrators. */
  const usedListed = () => listed().filter((r) => r.condition === "used" || r.condition === "demo");

  async function allPages(filters: CarFilters) {
    const ids: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 50; i++) {
      const res = await searchCars(serviceContextFor(database.handle.db, dealer), { ...filters, cursor });
      if (!res.ok) throw new Error("search failed");
      ids.push(...res.value.cars.map((c) => c.id));
      if (!res.value.nextCursor) return { ids, total: res.value.total };
      cursor = res.value.nextCursor;
    }
    throw new Error("too many pages");
  }

  it("lists only published cars that are not sold", async () => {
    const { ids, total } = await allPages(f("condition=all"));
    const expected = listed();
    expect(all.some((r) => r.status === "sold")).toBe(true);
    expect(all.some((r) => r.publishedAt === null)).toBe(true);
    expect(total).toBe(expected.length);
    expect(new Set(ids)).toEqual(new Set(expected.map((r) => r.id)));
  });

  it("shows used cars and demonstrators unless new cars or all are asked for", async () => {
    const used = await allPages(f(""));
    expect(listed().some((r) => r.condition === "new")).toBe(true);
    expect(used.total).toBe(usedListed().length);
    expect(new Set(used.ids)).toEqual(new Set(usedListed().map((r) => r.id)));
    const fresh = await allPages(f("condition=new"));
    expect(new Set(fresh.ids)).toEqual(
      new Set(
        listed()
          .filter((r) => r.condition === "new")
          .map((r) => r.id),
      ),
    );
    const res = await searchCars(serviceContextFor(database.handle.db, dealer), f(""));
    if (!res.ok) throw new Error("search failed");
    const counts = Object.fromEntries(res.value.facets.condition.map((o) => [o.value, o.count]));
    expect(counts).toEqual({ used: usedListed().length, new: fresh.total, all: listed().length });
    expect(res.value.facets.condition.find((o) => o.selected)?.value).toBe("used");
  });

  it("pages back by keyset from any page, with the position of each page", async () => {
    const filters = f("sort=price_asc&condition=all");
    const forward: { ids: string[]; offset: number; next: string | null }[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 4; i++) {
      const res = await searchCars(serviceContextFor(database.handle.db, dealer), { ...filters, cursor });
      if (!res.ok) throw new Error("search failed");
      forward.push({
        ids: res.value.cars.map((c) => c.id),
        offset: res.value.offset,
        next: res.value.nextCursor,
      });
      expect(res.value.offset).toBe(i * PAGE_SIZE);
      expect(res.value.prevCursor === null).toBe(i === 0);
      cursor = res.value.nextCursor ?? undefined;
    }
    // From the fourth page back to the first, by `before` cursors.
    let res = await searchCars(serviceContextFor(database.handle.db, dealer), {
      ...filters,
      cursor: forward[2]!.next!,
    });
    for (let i = 3; i > 0; i--) {
      if (!res.ok) throw new Error("search failed");
      expect(res.value.cars.map((c) => c.id)).toEqual(forward[i]!.ids);
      expect(res.value.offset).toBe(i * PAGE_SIZE);
      res = await searchCars(serviceContextFor(database.handle.db, dealer), {
        ...filters,
        cursor: undefined,
        before: res.value.prevCursor!,
      });
    }
    if (!res.ok) throw new Error("search failed");
    expect(res.value.cars.map((c) => c.id)).toEqual(forward[0]!.ids);
    expect(res.value.offset).toBe(0);
    expect(res.value.prevCursor).toBeNull();
  });

  it("pages by keyset in every sort order: disjoint, complete and ordered", async () => {
    for (const sort of ["newest", "price_asc", "price_desc", "mileage_asc", "registration_desc"]) {
      const filters = f(`sort=${sort}&fuel=petrol&fuel=diesel&condition=all`);
      const { ids, total } = await allPages(filters);
      const expected = listed().filter((r) => r.fuel === "petrol" || r.fuel === "diesel");
      expect(ids.length, sort).toBe(new Set(ids).size);
      expect(ids.length, sort).toBe(expected.length);
      expect(total).toBe(expected.length);
      const byId = new Map(all.map((r) => [r.id, r]));
      const prices = ids.map((id) => byId.get(id)!.priceMinor);
      if (sort === "price_asc") expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === "price_desc") expect(prices).toEqual([...prices].sort((a, b) => b - a));
    }
  });

  it("filters and counts facets like a hand count (each facet without its own filter)", async () => {
    const brand = listed()[0]!.brandSlug;
    const filters = f(
      `brand=${brand}&fuel=diesel&fuel=petrol&price_max=60000&gearbox=automatic&equipment=navigation&condition=all`,
    );
    const res = await searchCars(serviceContextFor(database.handle.db, dealer), filters);
    if (!res.ok) throw new Error("search failed");
    const base = listed().filter((r) => r.priceMinor <= 6_000_000 && r.equipment.includes("navigation"));
    const byBrand = (r: Row) => r.brandSlug === brand;
    const byFuel = (r: Row) => r.fuel === "diesel" || r.fuel === "petrol";
    const byGear = (r: Row) => r.gearbox === "automatic";
    const match = base.filter((r) => byBrand(r) && byFuel(r) && byGear(r));
    expect(res.value.total).toBe(match.length);
    expect(res.value.cars.length).toBe(Math.min(24, match.length));
    for (const opt of res.value.facets.fuel) {
      const hand = base.filter((r) => byBrand(r) && byGear(r) && r.fuel === opt.value).length;
      expect(opt.count, `fuel ${opt.value}`).toBe(hand);
    }
    for (const opt of res.value.facets.make) {
      const hand = base.filter((r) => byFuel(r) && byGear(r) && r.brandSlug === opt.value).length;
      expect(opt.count, `brand ${opt.value}`).toBe(hand);
    }
    for (const opt of res.value.facets.body) {
      expect(opt.count, `body ${opt.value}`).toBe(match.filter((r) => r.bodyType === opt.value).length);
    }
    for (const opt of res.value.facets.equipment) {
      expect(opt.count, `equipment ${opt.value}`).toBe(
        match.filter((r) => r.equipment.includes(opt.value)).length,
      );
    }
    expect(await countMatchingCars(serviceContextFor(database.handle.db, dealer), filters)).toBe(
      match.length,
    );
  });

  it("counts location, body and free text facets like a hand count, cars without a location included", async () => {
    const withLocation = listed().find((r) => r.locationSlug !== null)!;
    const q = withLocation.brandName.slice(0, 3).toLowerCase();
    const filters = f(
      `location=${withLocation.locationSlug}&body=${withLocation.bodyType}&q=${q}&condition=all`,
    );
    const res = await searchCars(serviceContextFor(database.handle.db, dealer), filters);
    if (!res.ok) throw new Error("search failed");
    const base = listed().filter((r) => matchesFreeText(r.searchText, q));
    const byLocation = (r: Row) => r.locationSlug === withLocation.locationSlug;
    const byBody = (r: Row) => r.bodyType === withLocation.bodyType;
    expect(res.value.total).toBe(base.filter((r) => byLocation(r) && byBody(r)).length);
    for (const opt of res.value.facets.location) {
      const hand = base.filter((r) => byBody(r) && r.locationSlug === opt.value).length;
      expect(opt.count, `location ${opt.value}`).toBe(hand);
    }
    for (const opt of res.value.facets.body) {
      const hand = base.filter((r) => byLocation(r) && r.bodyType === opt.value).length;
      expect(opt.count, `body ${opt.value}`).toBe(hand);
    }
  });

  it("counts follow a change to the stock as soon as the index is rebuilt in the background", async () => {
    const db = database.handle.db;
    const car = usedListed().find((r) => r.fuel === "diesel")!;
    const count = (query: string) => countMatchingCars(serviceContextFor(db, dealer), f(query));
    const diesel = await count("fuel=diesel");
    const petrol = await count("fuel=petrol");
    const dieselFacet = async () => {
      const res = await searchCars(serviceContextFor(db, dealer), f("fuel=petrol"));
      if (!res.ok) throw new Error("search failed");
      return res.value.facets.fuel.find((o) => o.value === "diesel")!.count;
    };
    const poll = { timeout: 5_000, interval: 20 };
    try {
      await db.update(cars).set({ status: "sold" }).where(eq(cars.id, car.id));
      await expect.poll(() => count("fuel=diesel"), poll).toBe(diesel - 1);
      expect(await dieselFacet()).toBe(diesel - 1);
      await db.update(cars).set({ status: "available", fuel: "petrol" }).where(eq(cars.id, car.id));
      await expect.poll(() => count("fuel=petrol"), poll).toBe(petrol + 1);
      expect(await count("fuel=diesel")).toBe(diesel - 1);
    } finally {
      await db
        .update(cars)
        .set({ status: car.status as "available", fuel: "diesel" })
        .where(eq(cars.id, car.id));
    }
    await expect.poll(() => count("fuel=diesel"), poll).toBe(diesel);
  });

  it("narrows a brand to the chosen models, and matches every word of the free text", async () => {
    const car = listed().find((r) => r.variant.includes(" "))!;
    const res = await searchCars(
      serviceContextFor(database.handle.db, dealer),
      f(`model=${car.brandSlug}:${car.modelSlug}&brand=${car.brandSlug}&condition=all`),
    );
    if (!res.ok) throw new Error("search failed");
    expect(res.value.total).toBe(
      listed().filter((r) => r.brandSlug === car.brandSlug && r.modelSlug === car.modelSlug).length,
    );
    for (const q of [
      car.brandName.toUpperCase(),
      `${car.modelName} ${car.brandName.slice(0, 3).toLowerCase()}`,
      car.variant.split(" ").slice(0, 2).join(" "),
      `${car.brandName} zzzz`,
      "VW Golf",
      "Golf TDI",
      "skoda",
      "Benz diesel",
    ]) {
      const expected = listed().filter((r) => matchesFreeText(r.searchText, q)).length;
      const query = `q=${encodeURIComponent(q)}&condition=all`;
      expect(await countMatchingCars(serviceContextFor(database.handle.db, dealer), f(query)), q).toBe(
        expected,
      );
    }
    // The search box's example and the names buyers use find the cars a buyer means.
    const golfs = listed().filter((r) => r.brandSlug === "volkswagen" && r.modelSlug === "golf");
    expect(
      await countMatchingCars(serviceContextFor(database.handle.db, dealer), f("q=VW+Golf&condition=all")),
    ).toBe(golfs.length);
    const golfTdi = golfs.filter((r) => r.variant.includes("TDI")).length;
    expect(golfTdi).toBeGreaterThan(0);
    expect(
      await countMatchingCars(serviceContextFor(database.handle.db, dealer), f("q=golf+tdi&condition=all")),
    ).toBe(golfTdi);
  });

  it("writes the search text of cars that have none (rows written without it, or after a rule change)", async () => {
    const db = database.handle.db;
    const some = all.slice(0, 30);
    const ids = some.map((r) => r.id);
    await db.update(cars).set({ searchText: "" }).where(inArray(cars.id, ids));
    expect(
      await countMatchingCars(
        serviceContextFor(db, dealer),
        f(`q=${encodeURIComponent(some[0]!.brandName)}&condition=all`),
      ),
    ).toBe(
      listed().filter((r) => !ids.includes(r.id) && matchesFreeText(r.searchText, some[0]!.brandName)).length,
    );
    expect(await fillMissingSearchTexts(db)).toBe(some.length);
    const rows = await db
      .select({ id: cars.id, searchText: cars.searchText })
      .from(cars)
      .where(inArray(cars.id, ids));
    expect(new Map(rows.map((r) => [r.id, r.searchText]))).toEqual(
      new Map(some.map((r) => [r.id, r.searchText])),
    );
    expect(await fillMissingSearchTexts(db)).toBe(0);
  });

  it("keeps every project's stock to itself", async () => {
    const res = await searchCars(serviceContextFor(database.handle.db, community), f(""));
    if (!res.ok) throw new Error("search failed");
    expect(res.value.total).toBe(0);
    expect(res.value.cars).toEqual([]);
    expect(res.value.facets.make.every((b) => b.count === 0)).toBe(true);
  });

  it.runIf(hasBuild())("serves the list with any query string, never a 500", async () => {
    const ok = await request!("/en/cars?fuel=diesel&sort=price_asc");
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain('data-testid="car-card"');
    for (const q of [
      "?price_min=abc&fuel=steam&sort=%00",
      "?cursor=%E2%9C%93&brand=%3Cscript%3E",
      "?cursor=eyJ4IjoxfQ&reg_from=-5&km_max=1e99&q=%27%3B%20drop%20table%20cars",
      "?q=%26%7C!()%3A*",
    ]) {
      const res = await request!(`/en/cars${q}`);
      expect(res.status, q).toBe(200);
      await res.text();
    }
    expect((await request!("/gebrauchtwagen")).status).toBe(200);
    expect((await request!("/en/cardetailsearch?fuel=diesel")).status).toBe(200);
    const community = await request!("/en/cars", { host: COMMUNITY_HOST });
    expect(community.status).toBe(200);
    expect(await community.text()).not.toContain('data-testid="car-card"');
  });
});
