/**
 * Car rental on PGlite and PostgreSQL: the seeded fleet (unpublished, so never also for
 * sale), search with prices, booking as one transaction (RENTAL job, booking, mails), the buffer after a
 * return, validation, and 20 concurrent bookings of one car and period (PostgreSQL only: PGlite is one
 * connection) of which exactly one succeeds.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../app/core/i18n/messages.server";
import { isRentalOverlap } from "../../app/core/rental/rental.repo.server";
import {
  bookRentalCar,
  rentalConfirmation,
  searchRentalCars,
} from "../../app/core/rental/rental.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import { cars, jobs, locations, outbox, rentalBookings, rentalCars } from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, type TestRequest } from "../setup/test-server";

// Tuesday 24 November 2026, 10:00 in Hamburg.
const NOW = new Date("2026-11-24T09:00:00Z");

describe.each(testDrivers())("car rental on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let other: Project;
  let hamburg: number;
  let munich: number;

  const ctx = (locale: "de" | "en" = "en", p?: Project) =>
    serviceContextFor(db, p ?? project, { locale, now: NOW });
  const search = (over: Record<string, unknown> = {}) => ({
    pickupLocation: String(hamburg),
    returnLocation: String(hamburg),
    pickupDate: "2026-11-27",
    pickupTime: "12:00",
    returnDate: "2026-11-30",
    returnTime: "12:00",
    ...over,
  });
  const booking = (car: string, over: Record<string, unknown> = {}) => ({
    ...search(),
    car,
    name: "Ayşe Łukasik",
    email: `driver-${Math.random().toString(36).slice(2, 10)}@example.com`,
    phone: "+49 40 123456",
    birthDate: "1990-05-17",
    privacy: "on",
    ...over,
  });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    other = (await resolveProject(db, "community.localhost"))!;
    const rows = await db
      .select({ id: locations.id, slug: locations.slug })
      .from(locations)
      .where(eq(locations.projectId, project.id));
    hamburg = rows.find((r) => r.slug === "hamburg-rothenburgsort")!.id;
    munich = rows.find((r) => r.slug === "muenchen-riem")!.id;
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("seeds 2-4 rental cars per rental location, none of them published for sale", async () => {
    const fleet = await db
      .select({ carId: rentalCars.carId, locationId: cars.locationId, publishedAt: cars.publishedAt })
      .from(rentalCars)
      .innerJoin(cars, eq(cars.id, rentalCars.carId))
      .where(eq(rentalCars.projectId, project.id));
    for (const place of [hamburg, munich]) {
      const n = fleet.filter((c) => c.locationId === place).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }
    expect(fleet.every((c) => c.publishedAt === null)).toBe(true);
    const listed = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(cars)
      .innerJoin(rentalCars, eq(rentalCars.carId, cars.id))
      .where(isNotNull(cars.publishedAt));
    expect(listed[0]!.n).toBe(0);
  });

  it("lists the free cars with the weekend price, deposit and kilometres", async () => {
    const found = await searchRentalCars(ctx(), search());
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.value.cars.length).toBeGreaterThanOrEqual(2);
    for (const car of found.value.cars) {
      const [rates] = await db.select().from(rentalCars).where(eq(rentalCars.carId, car.carId));
      expect(car.price).toMatchObject({
        totalMinor: Math.min(rates!.weekendRateMinor, 3 * rates!.dayRateMinor),
        rentalDays: 3,
        includedKm: 3 * rates!.includedKmPerDay,
        depositMinor: rates!.depositMinor,
      });
    }
    // Another project sees none of them.
    const elsewhere = await searchRentalCars(ctx("en", other), search());
    expect(elsewhere.ok && elsewhere.value.cars.length).toBeFalsy();
  });

  it("books in one transaction: RENTAL job, booking, confirmation mail, confirmation by reference", async () => {
    const found = await searchRentalCars(ctx(), search());
    const car = found.ok ? found.value.cars[0]! : null;
    const booked = await bookRentalCar(ctx("de"), booking(car!.carId), {
      origin: "https://autohaus.example",
    });
    expect(booked.ok).toBe(true);
    if (!booked.ok) return;
    const [job] = await db.select().from(jobs).where(eq(jobs.id, booked.value.jobId));
    expect(job).toMatchObject({ systemType: "RENTAL", carId: car!.carId, locationId: hamburg });
    const rows = await db.select().from(rentalBookings).where(eq(rentalBookings.jobId, booked.value.jobId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.blockedUntil.getTime() - rows[0]!.endsAt.getTime()).toBe(2 * 3_600_000);
    expect(rows[0]!.priceMinor).toBe(car!.price.totalMinor);
    const confirmation = await rentalConfirmation(ctx("de"), booked.value.jobId, booked.value.reference);
    expect(confirmation).toMatchObject({ priceMinor: car!.price.totalMinor, pickup: { time: "12:00" } });
    // A booking number to quote (decision 0058): the year it was made and the row's number.
    expect(booked.value.number).toBe(`M-2026-${String(rows[0]!.id).padStart(6, "0")}`);
    expect(confirmation?.number).toBe(booked.value.number);
    expect(await rentalConfirmation(ctx(), booked.value.jobId, crypto.randomUUID())).toBeNull();
    expect(await rentalConfirmation(ctx("en", other), booked.value.jobId, booked.value.reference)).toBeNull();
    // The car is gone from the search for the same weekend.
    const again = await searchRentalCars(ctx(), search());
    expect(again.ok && again.value.cars.some((c) => c.carId === car!.carId)).toBe(false);
  });

  it("queues the German confirmation to the driver", async () => {
    const found = await searchRentalCars(
      ctx(),
      search({ pickupDate: "2026-12-07", returnDate: "2026-12-08" }),
    );
    const car = found.ok ? found.value.cars[0]! : null;
    const form = booking(car!.carId, { pickupDate: "2026-12-07", returnDate: "2026-12-08" });
    const booked = await bookRentalCar(ctx("de"), form);
    expect(booked.ok).toBe(true);
    if (!booked.ok) return;
    const mails = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, "mail"), sql`${outbox.payload}->>'to' = ${form.email}`));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.payload as { subject: string; text: string; lang: string };
    expect(mail.lang).toBe("de");
    expect(mail.subject).toContain(`Ihre Miete ${booked.value.number}`);
    expect(mail.text).toContain(`Buchungsnummer: ${booked.value.number}`);
    expect(mail.text).toContain("Kaution");
  });

  it("refuses an overlap within the buffer and accepts the next booking after it", async () => {
    const found = await searchRentalCars(
      ctx(),
      search({ pickupDate: "2026-12-14", returnDate: "2026-12-15" }),
    );
    const car = found.ok ? found.value.cars[0]! : null;
    const first = await bookRentalCar(
      ctx(),
      booking(car!.carId, {
        pickupDate: "2026-12-14",
        pickupTime: "09:00",
        returnDate: "2026-12-15",
        returnTime: "10:00",
      }),
    );
    expect(first.ok).toBe(true);
    // Returned Tuesday 10:00: the buffer (2 h) blocks it until 12:00.
    const tooEarly = await bookRentalCar(
      ctx(),
      booking(car!.carId, {
        pickupDate: "2026-12-15",
        pickupTime: "11:30",
        returnDate: "2026-12-16",
        returnTime: "10:00",
      }),
    );
    expect(tooEarly).toMatchObject({
      ok: false,
      error: { code: "conflict", message: "rental:errors.taken" },
    });
    const rows = await db
      .select()
      .from(rentalBookings)
      .where(and(eq(rentalBookings.carId, car!.carId), sql`${rentalBookings.startsAt} >= '2026-12-14'`));
    expect(rows).toHaveLength(1);
    const after = await bookRentalCar(
      ctx(),
      booking(car!.carId, {
        pickupDate: "2026-12-15",
        pickupTime: "12:00",
        returnDate: "2026-12-16",
        returnTime: "10:00",
      }),
    );
    expect(after.ok).toBe(true);
  });

  it("refuses bad input with translated field errors and saves nothing", async () => {
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(rentalBookings))[0]!.n;
    const found = await searchRentalCars(ctx(), search());
    const car = found.ok ? found.value.cars.at(-1)!.carId : "";
    const cases: [Record<string, unknown>, string, string][] = [
      [{ pickupDate: "2026-11-29" }, "pickupDate", "rental:errors.pickup_weekday.sun"], // Sunday
      [{ returnDate: "2026-11-29" }, "returnDate", "rental:errors.return_weekday.sun"], // Sunday
      [{ returnTime: "20:00" }, "returnTime", "rental:errors.return_closed"],
      [
        { pickupDate: "2026-11-24", pickupTime: "10:30", returnDate: "2026-11-25" },
        "pickupDate",
        "rental:errors.too_soon",
      ],
      [{ returnDate: "2026-11-26" }, "returnDate", "rental:errors.return_before"],
      [{ birthDate: "2007-01-01" }, "birthDate", "rental:errors.too_young"],
      [{ privacy: undefined }, "privacy", "rental:errors.privacy"],
      [{ pickupLocation: "99999" }, "pickupLocation", "rental:errors.location"],
      [{ car: "not-a-car" }, "car", "rental:errors.car"],
      [{ car: crypto.randomUUID() }, "car", "rental:errors.car"],
      [{ pickupDate: "2026-02-30" }, "pickupDate", "rental:errors.date"],
      [{ email: "<script>@" }, "email", "validation:email_invalid"],
    ];
    for (const [over, field, key] of cases) {
      const r = await bookRentalCar(ctx(), booking(car, over));
      expect(r.ok, JSON.stringify(over)).toBe(false);
      if (r.ok || r.error.code !== "invalid") throw new Error(`expected invalid for ${JSON.stringify(over)}`);
      expect(r.error.fields[field], JSON.stringify(over)).toContain(key);
      expect(translate("de", key)).not.toBe(key);
    }
    const after = (await db.select({ n: sql<number>`count(*)::int` }).from(rentalBookings))[0]!.n;
    expect(after).toBe(before);
  });

  it("says why a Sunday return is refused: the location is closed on Sundays, in the page's language", async () => {
    const sunday = await searchRentalCars(ctx("de"), search({ returnDate: "2026-11-29" }));
    if (sunday.ok || sunday.error.code !== "invalid") throw new Error("expected invalid");
    expect(sunday.error.fields).toEqual({ returnDate: ["rental:errors.return_weekday.sun"] });
    expect(translate("de", "rental:errors.return_weekday.sun")).toContain("sonntags geschlossen");
    expect(translate("en", "rental:errors.return_weekday.sun")).toContain("closed on Sundays");
    // Open that day but not at that time: the time's field (the page shows the day's hours).
    const late = await searchRentalCars(ctx("de"), search({ returnTime: "20:00" }));
    if (late.ok || late.error.code !== "invalid") throw new Error("expected invalid");
    expect(late.error.fields).toEqual({ returnTime: ["rental:errors.return_closed"] });
  });

  it("the database itself refuses an overlapping booked row (23P01); cancelled rows do not block", async () => {
    const [car] = await db
      .select({ carId: rentalCars.carId, locationId: cars.locationId })
      .from(rentalCars)
      .innerJoin(cars, eq(cars.id, rentalCars.carId))
      .where(eq(rentalCars.projectId, project.id))
      .limit(1);
    const at = (iso: string) => new Date(iso);
    const row = {
      projectId: project.id,
      carId: car!.carId,
      pickupLocationId: car!.locationId!,
      returnLocationId: car!.locationId!,
      startsAt: at("2028-05-02T08:00:00Z"),
      endsAt: at("2028-05-03T08:00:00Z"),
      blockedUntil: at("2028-05-03T10:00:00Z"),
      priceMinor: 1,
      depositMinor: 0,
      includedKm: 0,
      currency: "EUR",
    };
    const next = (start: string) => ({
      ...row,
      startsAt: at(start),
      endsAt: at("2028-05-04T08:00:00Z"),
      blockedUntil: at("2028-05-04T10:00:00Z"),
    });
    await db.insert(rentalBookings).values(row);
    let caught: unknown = null;
    try {
      await db.insert(rentalBookings).values(next("2028-05-03T09:59:00Z"));
    } catch (e) {
      caught = e;
    }
    expect(isRentalOverlap(caught)).toBe(true);
    await db.insert(rentalBookings).values({ ...row, status: "cancelled" });
    await db.insert(rentalBookings).values(next("2028-05-03T10:00:00Z"));
  });

  it.runIf(driver === "postgres")(
    "20 concurrent bookings of one car and period: exactly one succeeds",
    async () => {
      const period = {
        pickupDate: "2027-01-08",
        pickupTime: "12:00",
        returnDate: "2027-01-11",
        returnTime: "12:00",
      };
      const found = await searchRentalCars(ctx(), search(period));
      const car = found.ok ? found.value.cars[1]! : null;
      const results = await Promise.all(
        Array.from({ length: 20 }, () => bookRentalCar(ctx("de"), booking(car!.carId, period))),
      );
      const counts: Record<string, number> = {};
      for (const r of results) {
        const key = r.ok ? "booked" : `${r.error.code}: ${"message" in r.error ? r.error.message : ""}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      console.log("20 concurrent rental bookings of one car and period:", counts);
      console.log(`refusal shown: "${translate("de", "rental:errors.taken")}"`);
      expect(counts.booked).toBe(1);
      expect(counts["conflict: rental:errors.taken"]).toBe(19);
      const rows = await db
        .select()
        .from(rentalBookings)
        .where(and(eq(rentalBookings.carId, car!.carId), eq(rentalBookings.status, "booked")));
      expect(rows).toHaveLength(1);
      const rentalJobs = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(eq(jobs.systemType, "RENTAL"), eq(jobs.carId, car!.carId)));
      expect(rentalJobs[0]!.n).toBe(1);
    },
  );
});

/** A Tuesday about six weeks from today (the pages use the real clock), and the day after. */
function comingTuesday(): [string, string] {
  const d = new Date(Date.now() + 42 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((2 - d.getUTCDay() + 7) % 7));
  const next = new Date(d.getTime() + 86_400_000);
  return [d.toISOString().slice(0, 10), next.toISOString().slice(0, 10)];
}

describe.runIf(hasBuild())("car rental pages (no JavaScript, hostile input)", () => {
  let database: TestDatabase;
  let request: TestRequest;
  let db: Db;
  let hamburg: number;
  const FORM_HEADERS = { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" };
  const [tuesday, wednesday] = comingTuesday();
  const query = () =>
    new URLSearchParams({
      pickupLocation: String(hamburg),
      returnLocation: String(hamburg),
      pickupDate: tuesday,
      pickupTime: "10:00",
      returnDate: wednesday,
      returnTime: "10:00",
    });
  const bookings = async () =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(rentalBookings))[0]!.n;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    db = database.handle.db;
    request = await createTestApp(db);
    const [row] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.slug, "hamburg-rothenburgsort"));
    hamburg = row!.id;
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("serves the search, the location variant and 404 for an unknown location or a site without rental", async () => {
    const page = await request("/de/vermietung");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="rental-search"');
    expect((await request(`/car-rental/${hamburg}-hamburg-rothenburgsort`)).status).toBe(200);
    expect((await request("/vermietung/99999-nowhere")).status).toBe(404);
    expect((await request("/vermietung/%3Cscript%3E")).status).toBe(404);
    expect((await request("/vermietung", { host: "community.localhost" })).status).toBe(404);
    const moved = await request("/fahrzeugvermietung");
    expect(moved.status).toBe(301);
  });

  it("lists free cars and answers bad search values with a translated 400, never 500", async () => {
    const found = await request(`/de/vermietung?${query()}`);
    expect(found.status).toBe(200);
    expect(await found.text()).toContain('data-testid="rental-car"');
    const bad = await request(
      "/de/vermietung?pickupLocation=abc&returnLocation=-1&pickupDate=%3Cscript%3E&pickupTime=99:99&returnDate=x&returnTime=",
    );
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Bitte geben Sie ein gültiges Datum ein.");
    expect(html).not.toContain("<script>alert");
    expect((await request("/de/vermietung?booked=1&ref=bogus")).status).toBe(404);
    expect((await request("/de/vermietung?booked=abc")).status).toBe(404);
  });

  it("refuses a hostile booking post with a translated 400 and saves nothing; a good one redirects to the confirmation", async () => {
    const before = await bookings();
    const hostile = new URLSearchParams({
      ...Object.fromEntries(query()),
      car: "'; drop table rental_bookings; --",
      name: "<img src=x onerror=alert(1)>",
      email: "not-an-email",
      phone: "abc",
      birthDate: "2999-99-99",
    });
    const refused = await request(`/de/vermietung?${query()}`, {
      method: "POST",
      headers: FORM_HEADERS,
      body: hostile.toString(),
    });
    expect(refused.status).toBe(400);
    expect(await bookings()).toBe(before);

    const page = await (await request(`/de/vermietung?${query()}`)).text();
    const car = /name="car" value="([0-9a-f-]{36})"|car=([0-9a-f-]{36})/.exec(page);
    const carId = car?.[1] ?? car?.[2] ?? "";
    expect(carId).not.toBe("");
    const good = new URLSearchParams({
      ...Object.fromEntries(query()),
      car: carId,
      name: "Jana Roth",
      email: "jana.roth@example.org",
      phone: "+49 40 1234567",
      birthDate: "1988-04-01",
      privacy: "on",
    });
    const booked = await request(`/de/vermietung?${query()}&car=${carId}`, {
      method: "POST",
      headers: FORM_HEADERS,
      body: good.toString(),
    });
    expect(booked.status).toBe(303);
    const location = booked.headers.get("location") ?? "";
    expect(location).toMatch(/^\/de\/vermietung\?booked=\d+&ref=[0-9a-f-]{36}$/);
    const thanks = await request(location);
    expect(thanks.status).toBe(200);
    const thanksPage = await thanks.text();
    expect(thanksPage).toContain("Ihr Fahrzeug ist gebucht");
    expect(thanksPage).toMatch(/Buchungsnummer[\s\S]{0,200}M-\d{4}-\d{6}/);
    expect(await bookings()).toBe(before + 1);
    // The same car again: taken, 409 with the translated message.
    const again = await request(`/de/vermietung?${query()}&car=${carId}`, {
      method: "POST",
      headers: FORM_HEADERS,
      body: good.toString(),
    });
    expect(again.status).toBe(409);
  });
});
