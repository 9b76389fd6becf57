/**
 * The back office's stock list on PGlite and PostgreSQL: the CSV import of 10,000 rows with
 * 3 bad rows (the dry run writes nothing and reports exactly those rows; the real run writes exactly
 * 9,997 draft cars with their history), bulk publish refused for a car without EnVKV data (nothing
 * written), a bulk price change by percent (history and "price reduced" reference), the list's filters
 * and keyset pages, CSV export -> import, tenant isolation, roles, and hostile input over HTTP.
 */
import "@hono/zod-openapi";
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { bulkChangeCars } from "../../app/core/inventory/car-admin-bulk.server";
import { stockList } from "../../app/core/inventory/car-admin-filters";
import { listStockCars } from "../../app/core/inventory/car-admin-list.server";
import { importCarsCsv } from "../../app/core/inventory/car-import.server";
import { sampleCarCsv } from "../../app/core/inventory/car-import-sample";
import { CAR_CSV_COLUMNS } from "../../app/core/inventory/car-import-schema";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { seedCars } from "../../seed/cars/seed-cars";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const { cars, carStatusHistory, carPriceHistory, rentalCars, users, brands, carModels, projects } = schema;

describe.each(testDrivers())("stock list, bulk actions and CSV import on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let dealer: Project;
  let community: Project;
  let manager: SessionUser;
  let clerk: SessionUser;
  let request: TestRequest;
  let models: { brand: string; model: string }[];

  const userOf = async (email: string, project: Project) => {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return toSessionUser(row!, project);
  };
  const ctx = (principal: SessionUser | null, project = dealer) =>
    serviceContextFor(db, project, { principal, locale: "en" });
  const carCount = async (project = dealer) =>
    Number((await db.select({ n: count() }).from(cars).where(eq(cars.projectId, project.id)))[0]!.n);
  const historyCount = async () => Number((await db.select({ n: count() }).from(carStatusHistory))[0]!.n);
  const version = async () =>
    Number(
      (await db.select({ v: projects.catalogVersion }).from(projects).where(eq(projects.id, dealer.id)))[0]!
        .v,
    );
  /** Published, available cars of the dealer with complete EnVKV data (the demo stock has them). */
  const publishedCars = async (n: number) =>
    db
      .select()
      .from(cars)
      .where(and(eq(cars.projectId, dealer.id), eq(cars.status, "available"), isNotNull(cars.publishedAt)))
      .orderBy(asc(cars.number))
      .limit(n);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    dealer = (await resolveProject(db, "localhost"))!;
    community = (await resolveProject(db, "community.localhost"))!;
    manager = await userOf("inventory@autohaus-brandt.example", dealer);
    clerk = await userOf("database@autohaus-brandt.example", dealer);
    models = await db
      .select({ brand: brands.name, model: carModels.name })
      .from(carModels)
      .innerJoin(brands, eq(brands.id, carModels.brandId))
      .orderBy(asc(brands.name), asc(carModels.name))
      .limit(20);
    request = await createTestApp(db);
  });
  afterAll(() => database?.drop());

  it("imports 10,000 rows with 3 bad ones: the dry run writes nothing, the import exactly 9,997 drafts", async () => {
    const bad = [41, 5000, 9999];
    const csv = sampleCarCsv(10_000, models, { bad, variant: "Importtest" });
    const before = { cars: await carCount(), history: await historyCount(), version: await version() };

    const dry = await importCarsCsv(ctx(manager), { csv, dryRun: true });
    if (!dry.ok) throw new Error(dry.error.code);
    expect(dry.value).toMatchObject({ dryRun: true, rows: 10_000, valid: 9997, invalidRows: 3, imported: 0 });
    // Exactly those three rows (spreadsheet rows: index + 2), one error each, with column and message.
    expect(dry.value.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [43, "brand", "inventory:import.errors.unknown_brand"],
      [5002, "mileage_km", "inventory:import.errors.not_a_number"],
      [10_001, "price", "inventory:import.errors.out_of_range"],
    ]);
    expect(await carCount()).toBe(before.cars);
    expect(await historyCount()).toBe(before.history);

    const real = await importCarsCsv(ctx(manager), { csv, dryRun: false });
    if (!real.ok) throw new Error(real.error.code);
    expect(real.value).toMatchObject({ dryRun: false, valid: 9997, imported: 9997, errorCount: 3 });
    expect(await carCount()).toBe(before.cars + 9997);
    const imported = await db
      .select({
        id: cars.id,
        publishedAt: cars.publishedAt,
        searchText: cars.searchText,
        status: cars.status,
      })
      .from(cars)
      .where(and(eq(cars.projectId, dealer.id), sql`${cars.variant} like 'Importtest %'`));
    expect(imported).toHaveLength(9997);
    expect(imported.every((c) => c.publishedAt === null && c.status === "available")).toBe(true);
    expect(imported.every((c) => c.searchText.includes("importtest"))).toBe(true);
    const history = await db
      .select({ n: count() })
      .from(carStatusHistory)
      .where(
        and(
          eq(carStatusHistory.source, "import"),
          eq(carStatusHistory.toState, "draft"),
          isNull(carStatusHistory.fromState),
          eq(carStatusHistory.changedBy, manager.id),
        ),
      );
    expect(Number(history[0]!.n)).toBe(9997);
    // The storefront's catalogue version moved (decision 0014), so its facet index is rebuilt.
    expect(await version()).toBeGreaterThan(before.version);
    // The list finds them as drafts by free text.
    const list = await listStockCars(
      ctx(manager),
      stockList.parse(new URLSearchParams("q=importtest&state=draft")),
    );
    expect(list.ok && list.value.rows.length).toBe(25);
    expect(list.ok && list.value.totalCapped).toBe(true);
    await db.delete(cars).where(and(eq(cars.projectId, dealer.id), sql`${cars.variant} like 'Importtest %'`));
  });

  it("refuses a bulk publish for a car without EnVKV data, naming car and fields; nothing is written", async () => {
    const [complete, incomplete] = await publishedCars(2);
    // Two drafts: one complete, one without CO2 class and emissions.
    await db
      .update(cars)
      .set({ publishedAt: null })
      .where(inArray(cars.id, [complete!.id, incomplete!.id]));
    await db.update(cars).set({ co2Class: null, co2GPerKm: null }).where(eq(cars.id, incomplete!.id));
    const historyBefore = await historyCount();

    const r = await bulkChangeCars(ctx(manager), [complete!.id, incomplete!.id], { kind: "publish" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual({
      code: "invalid",
      message: "inventory:bulk.errors.envkv_missing",
      refused: [
        { number: incomplete!.number, reasons: ["inventory:envkv.co2GPerKm", "inventory:envkv.co2Class"] },
      ],
    });
    const after = await db
      .select({ publishedAt: cars.publishedAt })
      .from(cars)
      .where(inArray(cars.id, [complete!.id, incomplete!.id]));
    expect(after.every((c) => c.publishedAt === null)).toBe(true);
    expect(await historyCount()).toBe(historyBefore);

    // With the data complete, both are published and their history records the bulk change.
    await db
      .update(cars)
      .set({ co2Class: complete!.co2Class, co2GPerKm: complete!.co2GPerKm })
      .where(eq(cars.id, incomplete!.id));
    const done = await bulkChangeCars(ctx(manager), [complete!.id, incomplete!.id], { kind: "publish" });
    expect(done.ok && done.value).toEqual({ action: "publish", selected: 2, changed: 2 });
    const rows = await db
      .select()
      .from(carStatusHistory)
      .where(and(eq(carStatusHistory.carId, incomplete!.id), eq(carStatusHistory.source, "bulk")));
    expect(rows.map((h) => [h.fromState, h.toState])).toEqual([["draft", "published"]]);
  });

  it("refuses to publish or unpublish reserved and sold cars", async () => {
    const [car] = await publishedCars(1);
    await db.update(cars).set({ status: "sold" }).where(eq(cars.id, car!.id));
    const r = await bulkChangeCars(ctx(manager), [car!.id], { kind: "unpublish" });
    expect(!r.ok && r.error).toMatchObject({
      message: "inventory:bulk.errors.reserved_or_sold",
      refused: [{ number: car!.number, reasons: ["inventory:states.sold"] }],
    });
    const [still] = await db.select().from(cars).where(eq(cars.id, car!.id));
    expect(still!.status).toBe("sold");
    expect(still!.publishedAt).not.toBeNull();
    await db.update(cars).set({ status: "available" }).where(eq(cars.id, car!.id));
  });

  it("refuses to publish a car of the rental fleet; nothing is written", async () => {
    const [car] = await publishedCars(1);
    await db.update(cars).set({ publishedAt: null }).where(eq(cars.id, car!.id));
    await db.insert(rentalCars).values({
      carId: car!.id,
      projectId: dealer.id,
      dayRateMinor: 5900,
      weekendRateMinor: 14900,
      weekRateMinor: 34900,
      depositMinor: 50000,
      includedKmPerDay: 200,
      extraKmMinor: 25,
    });
    const before = await historyCount();
    const r = await bulkChangeCars(ctx(manager), [car!.id], { kind: "publish" });
    expect(!r.ok && r.error).toMatchObject({
      message: "inventory:bulk.errors.rental_car",
      refused: [{ number: car!.number, reasons: ["inventory:bulk.reasons.rental_car"] }],
    });
    const [still] = await db.select().from(cars).where(eq(cars.id, car!.id));
    expect(still!.publishedAt).toBeNull();
    expect(await historyCount()).toBe(before);
    await db.delete(rentalCars).where(eq(rentalCars.carId, car!.id));
    await db.update(cars).set({ publishedAt: new Date() }).where(eq(cars.id, car!.id));
  });

  it("lowers prices by 10 % in bulk with price history and the 'price reduced' reference", async () => {
    const selected = await publishedCars(2);
    const r = await bulkChangeCars(
      ctx(manager),
      selected.map((c) => c.id),
      { kind: "price", change: { kind: "percent", basisPoints: -1000 } },
    );
    expect(r.ok && r.value).toEqual({ action: "price", selected: 2, changed: 2 });
    for (const before of selected) {
      const [after] = await db.select().from(cars).where(eq(cars.id, before.id));
      expect(after!.priceMinor).toBe(Math.round(before.priceMinor * 0.9));
      expect(after!.previousPriceMinor).toBe(before.priceMinor);
      const history = await db.select().from(carPriceHistory).where(eq(carPriceHistory.carId, before.id));
      expect(history.map((h) => [h.oldPriceMinor, h.newPriceMinor, h.source, h.changedBy])).toEqual([
        [before.priceMinor, Math.round(before.priceMinor * 0.9), "bulk", manager.id],
      ]);
    }
    // A change that would put one price out of range changes none.
    const out = await bulkChangeCars(
      ctx(manager),
      selected.map((c) => c.id),
      { kind: "price", change: { kind: "amount", deltaMinor: -selected[0]!.priceMinor * 2 } },
    );
    expect(!out.ok && out.error.message).toBe("inventory:bulk.errors.price_out_of_range");
    const [unchanged] = await db.select().from(cars).where(eq(cars.id, selected[1]!.id));
    expect(unchanged!.priceMinor).toBe(Math.round(selected[1]!.priceMinor * 0.9));
  });

  it("moves cars to a location of the project only", async () => {
    const [car] = await publishedCars(1);
    const places = await db
      .select()
      .from(schema.locations)
      .where(eq(schema.locations.projectId, dealer.id))
      .orderBy(asc(schema.locations.id));
    const target = places.find((p) => p.id !== car!.locationId)!;
    const moved = await bulkChangeCars(ctx(manager), [car!.id], { kind: "location", locationId: target.id });
    expect(moved.ok && moved.value.changed).toBe(1);
    const [after] = await db.select().from(cars).where(eq(cars.id, car!.id));
    expect(after!.locationId).toBe(target.id);
    const foreign = await db
      .select()
      .from(schema.locations)
      .where(eq(schema.locations.projectId, community.id))
      .limit(1);
    if (foreign[0]) {
      const r = await bulkChangeCars(ctx(manager), [car!.id], {
        kind: "location",
        locationId: foreign[0].id,
      });
      expect(!r.ok && r.error.message).toBe("inventory:bulk.errors.location");
    }
  });

  it("lists every state with filters and keyset pages that neither skip nor repeat a car", async () => {
    const all: string[] = [];
    let query = "sort=price_asc&limit=50";
    for (let i = 0; i < 100; i++) {
      const page = await listStockCars(ctx(manager), stockList.parse(new URLSearchParams(query)));
      if (!page.ok) throw new Error(page.error.code);
      all.push(...page.value.rows.map((r) => r.id));
      const prices = page.value.rows.map((r) => r.priceMinor);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      if (!page.value.nextCursor) break;
      query = `sort=price_asc&limit=50&after=${page.value.nextCursor}`;
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(await carCount());
    // Filters: brand + fuel + state; every row matches.
    const p = stockList.parse(new URLSearchParams("brand=bmw&fuel=diesel&state=published"));
    const page = await listStockCars(ctx(manager), p);
    if (!page.ok) throw new Error(page.error.code);
    expect(page.value.rows.length).toBeGreaterThan(0);
    expect(page.value.rows.every((r) => r.brandName === "BMW" && r.state === "published")).toBe(true);
    const sold = await listStockCars(ctx(manager), stockList.parse(new URLSearchParams("state=sold")));
    expect(sold.ok && sold.value.rows.every((r) => r.state === "sold")).toBe(true);
    // Newest first, then back one page with `before`: the same rows.
    const first = await listStockCars(ctx(manager), stockList.parse(new URLSearchParams("limit=10")));
    if (!first.ok || !first.value.nextCursor) throw new Error("no second page");
    const second = await listStockCars(
      ctx(manager),
      stockList.parse(new URLSearchParams(`limit=10&after=${first.value.nextCursor}`)),
    );
    if (!second.ok || !second.value.prevCursor) throw new Error("no way back");
    const back = await listStockCars(
      ctx(manager),
      stockList.parse(new URLSearchParams(`limit=10&before=${second.value.prevCursor}`)),
    );
    expect(back.ok && back.value.rows.map((r) => r.id)).toEqual(first.value.rows.map((r) => r.id));
  });

  it("keeps projects apart: another project's cars are not found, listed, changed or resolvable", async () => {
    await seedCars(db, { projectId: community.id, count: 2, seed: 4242, images: false });
    const [theirs] = await db.select().from(cars).where(eq(cars.projectId, community.id)).limit(1);
    const [mine] = await publishedCars(1);
    const r = await bulkChangeCars(ctx(manager), [mine!.id, theirs!.id], {
      kind: "price",
      change: { kind: "amount", deltaMinor: -100 },
    });
    expect(!r.ok && r.error.code).toBe("not_found");
    const [unchanged] = await db.select().from(cars).where(eq(cars.id, mine!.id));
    expect(unchanged!.priceMinor).toBe(mine!.priceMinor);
    const [theirsAfter] = await db.select().from(cars).where(eq(cars.id, theirs!.id));
    expect(theirsAfter!.priceMinor).toBe(theirs!.priceMinor);
    const all = await listStockCars(
      ctx(manager),
      stockList.parse(new URLSearchParams("limit=100&state=draft")),
    );
    expect(all.ok && all.value.rows.some((c) => c.id === theirs!.id)).toBe(false);
    // The community project's locations are unknown to the dealer's import.
    const [foreignPlace] = await db
      .select()
      .from(schema.locations)
      .where(eq(schema.locations.projectId, community.id))
      .limit(1);
    if (foreignPlace) {
      const csv = sampleCarCsv(1, models).replace(/\r\n([^\r\n]*)\r\n$/, (_m, line: string) => {
        const cells = line.split(",");
        cells[5] = foreignPlace.slug;
        return `\r\n${cells.join(",")}\r\n`;
      });
      const dry = await importCarsCsv(ctx(manager), { csv, dryRun: true });
      expect(dry.ok && dry.value.errors[0]?.message).toBe("inventory:import.errors.unknown_location");
    }
  });

  it("serves the stock services only to the databaseExtended group", async () => {
    const [car] = await publishedCars(1);
    for (const who of [clerk, null]) {
      expect((await listStockCars(ctx(who), stockList.empty)).ok).toBe(false);
      expect((await bulkChangeCars(ctx(who), [car!.id], { kind: "unpublish" })).ok).toBe(false);
      const imp = await importCarsCsv(ctx(who), { csv: sampleCarCsv(1, models), dryRun: false });
      expect(!imp.ok && imp.error.code).toBe("forbidden");
    }
  });

  it("exports the filtered stock as CSV that imports again without errors", async () => {
    const cookie = await loginCookie(request, "inventory@autohaus-brandt.example");
    const res = await request("/api/account/cars.csv?brand=bmw&state=published", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs for UTF-8
    const csv = new TextDecoder().decode(bytes);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(CAR_CSV_COLUMNS.join(","));
    const expected = await listStockCars(
      ctx(manager),
      stockList.parse(new URLSearchParams("brand=bmw&state=published&limit=100")),
    );
    expect(lines.length - 1).toBe(expected.ok ? expected.value.total : -1);
    expect(lines.slice(1).every((l) => l.split(",")[1] === "BMW")).toBe(true);
    const dry = await importCarsCsv(ctx(manager), { csv, dryRun: true });
    expect(dry.ok && [dry.value.valid, dry.value.errorCount]).toEqual([lines.length - 1, 0]);
    // The template too.
    const template = await request("/api/account/cars-template.csv", { headers: { cookie } });
    const check = await importCarsCsv(ctx(manager), { csv: await template.text(), dryRun: true });
    expect(check.ok && [check.value.valid, check.value.errorCount]).toEqual([1, 0]);
    // Others are refused.
    const clerkCookie = await loginCookie(request, "database@autohaus-brandt.example");
    expect((await request("/api/account/cars.csv", { headers: { cookie: clerkCookie } })).status).toBe(403);
    expect((await request("/api/account/cars.csv")).status).toBe(401);
  });

  it("refuses an upload over 5 MB before reading it", async () => {
    const cookie = await loginCookie(request, "inventory@autohaus-brandt.example");
    const form = new FormData();
    form.set("intent", "import_dry_run");
    form.set("file", new File(["x".repeat(10 * 1024 * 1024)], "huge.csv", { type: "text/csv" }));
    const res = await request("/en/account/cars", {
      method: "POST",
      headers: { cookie, origin: "http://localhost" },
      body: form,
    });
    expect(res.status).toBe(413);
    expect((await res.text()).length).toBeGreaterThan(0);
  });

  it.runIf(hasBuild())(
    "answers hostile form posts with 4xx and a translated message, never 500",
    async () => {
      const cookie = await loginCookie(request, "inventory@autohaus-brandt.example");
      const post = (body: URLSearchParams | FormData) =>
        request("/en/account/cars", {
          method: "POST",
          headers: {
            cookie,
            origin: "http://localhost",
            ...(body instanceof URLSearchParams
              ? { "content-type": "application/x-www-form-urlencoded" }
              : {}),
          },
          body: body instanceof URLSearchParams ? body.toString() : body,
        });
      const [car] = await publishedCars(1);
      const bogus = await post(new URLSearchParams({ intent: "bulk", action: "publish", ids: "not-a-uuid" }));
      expect(bogus.status).toBe(400);
      expect(await bogus.text()).toContain("The selection contains an unknown car.");
      const unknown = await post(
        new URLSearchParams({
          intent: "bulk",
          action: "publish",
          ids: "00000000-0000-4000-8000-000000000000",
        }),
      );
      expect(unknown.status).toBe(404);
      const wrongType = await post(
        new URLSearchParams({
          intent: "bulk",
          action: "price",
          priceMode: "percent",
          priceValue: "abc",
          ids: car!.id,
        }),
      );
      expect(wrongType.status).toBe(400);
      const body = await wrongType.text();
      expect(body).toContain("Enter a change other than zero");
      // The form keeps what was typed.
      expect(body).toMatch(/name="priceValue"[^>]*value="abc"|value="abc"[^>]*name="priceValue"/);
      const tooMany = new URLSearchParams({ intent: "bulk", action: "publish" });
      for (let i = 0; i < 501; i++) tooMany.append("ids", "00000000-0000-4000-8000-000000000000");
      expect((await post(tooMany)).status).toBe(400);
      const noFile = new FormData();
      noFile.set("intent", "import");
      expect((await post(noFile)).status).toBe(400);
      const binary = new FormData();
      binary.set("intent", "import_dry_run");
      binary.set("file", new File([new Uint8Array([0xff, 0xfe, 0x00, 0x41])], "x.csv"));
      const notText = await post(binary);
      expect(notText.status).toBe(400);
      expect(await notText.text()).toContain("not a UTF-8 text file");
      const badRows = new FormData();
      badRows.set("intent", "import_dry_run");
      badRows.set("file", new File([sampleCarCsv(3, models, { bad: [1] })], "cars.csv"));
      const report = await post(badRows);
      expect(report.status).toBe(400);
      expect(await report.text()).toContain("Unknown brand “Nosuchbrand”.");
      // The page itself: the list with filters kept in the URL; a clerk is refused.
      const page = await request("/en/account/cars?state=published&fuel=diesel", { headers: { cookie } });
      expect(page.status).toBe(200);
      const clerkCookie = await loginCookie(request, "database@autohaus-brandt.example");
      expect((await request("/en/account/cars", { headers: { cookie: clerkCookie } })).status).toBe(403);
      const clerkPost = await request("/en/account/cars", {
        method: "POST",
        headers: {
          cookie: clerkCookie,
          origin: "http://localhost",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent: "bulk", action: "unpublish", ids: car!.id }).toString(),
      });
      expect(clerkPost.status).toBe(403);
    },
  );
});
