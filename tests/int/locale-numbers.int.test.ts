/**
 * Numbers typed in the page's language through the real server app: the
 * trade-in wizard in German takes a mileage of 85.000, stores 85000 and shows the estimate; in English
 * 85,000; a German page refuses an English 85,000 with a German message instead of storing 85. The car
 * editor reads a mileage of 42.500 on the German page and 42,500 on the English one.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands, carModels, cars, clients, jobs, tradeIns } from "../../app/db/schema";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

// Without a build (`npm run build`) these tests are skipped, and `npm test` names the reason.

const FORM = { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" };

describe.runIf(hasBuild()).each(testDrivers())("numbers in the page's language on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;

  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    request(path, {
      method: "POST",
      headers: { ...FORM, ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    });
  const page = async (path: string, cookie?: string) =>
    (await request(path, { headers: cookie ? { cookie } : {} })).text();
  const sessionIdIn = (html: string) => /name="session" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? "";

  /** A visitor through the trade-in wizard's first step (a car the demo stock prices); cookie and session. */
  async function startTradeIn(path: string) {
    const first = await post(path, {
      step: "vehicle",
      session: "",
      intent: "next",
      brand: "Kia",
      model: "Picanto",
    });
    expect(first.headers.get("location")).toBe(`${path}?step=details`);
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0]!;
    const session = sessionIdIn(await page(`${path}?step=details`, cookie));
    expect(session).not.toBe("");
    const details = (mileageKm: string) => ({
      step: "details",
      session,
      intent: "next",
      firstRegistration: "2019-05",
      mileageKm,
      fuel: "petrol",
      gearbox: "manual",
    });
    return { cookie, session, details };
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db, { authThrottle: false });
  });
  afterAll(() => database?.drop());

  it("takes a German mileage of 85.000 as 85000 km, stores it so and shows the estimate", async () => {
    const path = "/de/inzahlungnahme";
    const { cookie, session, details } = await startTradeIn(path);
    const answered = await post(path, details("85.000"), cookie);
    expect(answered.headers.get("location")).toBe(`${path}?step=condition`);
    // Back on the step, the answer reads the German way.
    expect(await page(`${path}?step=details`, cookie)).toContain('value="85.000"');
    await post(
      path,
      {
        step: "condition",
        session,
        intent: "next",
        accidentFree: "yes",
        serviceHistory: "full",
        owners: "1",
      },
      cookie,
    );
    await post(path, { step: "photos", session, intent: "next" }, cookie);
    const email = `km-${Date.now()}@example.org`;
    const done = await post(
      path,
      {
        step: "contact",
        session,
        intent: "next",
        firstName: "Karl",
        lastName: "Kilometer",
        email,
        privacy: "on",
      },
      cookie,
    );
    expect(done.headers.get("location")).toBe(`${path}?step=done`);
    const html = await page(`${path}?step=done`, cookie);
    const result = /data-testid="wizard-result"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
    expect(result).toContain("Unverbindliche Preisspanne:");

    const db = database.handle.db;
    const [row] = await db
      .select({ mileageKm: tradeIns.mileageKm, low: tradeIns.estimateLowMinor })
      .from(tradeIns)
      .innerJoin(jobs, eq(jobs.id, tradeIns.jobId))
      .innerJoin(clients, eq(clients.id, jobs.clientId))
      .where(eq(clients.email, email));
    expect(row?.mileageKm).toBe(85_000);
    expect(row?.low).toBeGreaterThan(0);
  });

  it("reads 85,000 on the English page, and refuses it on the German one with a German message", async () => {
    const en = await startTradeIn("/en/inzahlungnahme");
    const taken = await post("/en/inzahlungnahme", en.details("85,000"), en.cookie);
    expect(taken.headers.get("location")).toBe("/en/inzahlungnahme?step=condition");
    expect(await page("/en/inzahlungnahme?step=details", en.cookie)).toContain('value="85,000"');

    const de = await startTradeIn("/de/inzahlungnahme");
    for (const typo of ["85,000", "85.00.0"]) {
      const refused = await post("/de/inzahlungnahme", de.details(typo), de.cookie);
      expect(refused.status, typo).toBe(400);
      const html = await refused.text();
      expect(html).toMatch(
        /Bitte geben Sie (eine ganze Zahl ohne Nachkommastellen|eine Zahl) ein, z\. B\. 85\.000\./,
      );
      // What was typed comes back to be corrected.
      expect(html).toContain(`value="${typo}"`);
    }
  });

  it("reads the car editor's mileage as 42.500 in German and 42,500 in English", async () => {
    const db = database.handle.db;
    const cookie = await loginCookie(request, "inventory@autohaus-brandt.example");
    const [model] = await db
      .select({ id: carModels.id, brandId: carModels.brandId })
      .from(carModels)
      .innerJoin(brands, eq(brands.id, carModels.brandId))
      .where(eq(brands.slug, "volkswagen"))
      .limit(1);
    const form = (variant: string, mileageKm: string, price: string) => ({
      intent: "save",
      condition: "used",
      brandId: model!.brandId,
      modelId: model!.id,
      variant,
      firstRegistration: "2021-03",
      mileageKm,
      fuel: "diesel",
      gearbox: "automatic",
      powerKw: "110",
      bodyType: "estate",
      colour: "grey",
      doors: "5",
      seats: "5",
      price,
      locationId: "",
    });
    const stored = async (variant: string) =>
      (
        await db
          .select({ mileageKm: cars.mileageKm, priceMinor: cars.priceMinor })
          .from(cars)
          .where(and(eq(cars.variant, variant)))
          .orderBy(desc(cars.number))
      )[0];

    const de = await post("/de/account/cars/new", form("Locale DE", "42.500", "24.990"), cookie);
    expect(de.status).toBe(303);
    expect(await stored("Locale DE")).toEqual({ mileageKm: 42_500, priceMinor: 2_499_000 });

    const en = await post("/en/account/cars/new", form("Locale EN", "42,500", "24,990.50"), cookie);
    expect(en.status).toBe(303);
    expect(await stored("Locale EN")).toEqual({ mileageKm: 42_500, priceMinor: 2_499_050 });

    // The editor shows the stored numbers the page's way.
    const number = (await db.select({ n: cars.number }).from(cars).where(eq(cars.variant, "Locale EN")))[0]!
      .n;
    expect(await page(`/de/account/cars/${number}`, cookie)).toContain('value="42.500"');
    expect(await page(`/en/account/cars/${number}`, cookie)).toContain('value="24,990.50"');

    // An English mileage on the German page is refused with the German format, never stored as 42.
    const refused = await post("/de/account/cars/new", form("Locale wrong", "42,500", "24.990"), cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Bitte eine ganze Zahl eingeben, z. B. 42.500.");
    expect(await stored("Locale wrong")).toBeUndefined();
  });
});
