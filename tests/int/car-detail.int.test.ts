import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCarDetail, testDrivePlaceOf } from "../../app/core/catalog/car-detail.service.server";
import { testDriveDays } from "../../app/core/catalog/car-request-schema";
import { publishCar } from "../../app/core/catalog/publish-car.service.server";
import { zonedTimeToUtc } from "../../app/core/locations/zoned-time";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { brands, carModels, carRequests, cars } from "../../app/db/schema";
import { carPath } from "../../app/shared/car-path";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, type TestRequest } from "../setup/test-server";

// Without a build (`npm run build`) these tests are skipped, and `npm test` names the reason.

type CarRef = { id: string; number: number; brandName: string; modelName: string; variant: string };

describe.runIf(hasBuild()).each(testDrivers())("car detail page on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let dealer: Project;
  let community: Project;
  const db = () => database.handle.db;

  /** The first published car of the dealer with the given status. */
  async function carWith(status: "available" | "sold" | "reserved", published = true): Promise<CarRef> {
    const [row] = await db()
      .select({
        id: cars.id,
        number: cars.number,
        brandName: brands.name,
        modelName: carModels.name,
        variant: cars.variant,
      })
      .from(cars)
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .innerJoin(carModels, eq(carModels.id, cars.modelId))
      .where(
        and(
          eq(cars.projectId, dealer.id),
          eq(cars.status, status),
          published ? isNotNull(cars.publishedAt) : isNull(cars.publishedAt),
        ),
      )
      .orderBy(asc(cars.number))
      .limit(1);
    if (!row) throw new Error(`no ${status} car in the demo data`);
    return row;
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(db());
    dealer = (await resolveProject(db(), "localhost"))!;
    community = (await resolveProject(db(), "community.localhost"))!;
  });
  afterAll(() => database?.drop());

  it("shows an available car with price, EnVKV data, financing and schema.org Car JSON-LD", async () => {
    const car = await carWith("available");
    const path = `/en${carPath(car, false)}`;
    const res = await request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${car.brandName} ${car.modelName} ${car.variant} – €`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost${path}"/>`);
    expect(html).toContain(`hrefLang="de" href="http://localhost/de${carPath(car, true)}"`);
    expect(html).not.toContain('content="noindex"');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const ld = JSON.parse(json!);
    expect(ld).toMatchObject({
      "@type": "Car",
      brand: { "@type": "Brand", name: car.brandName },
      model: car.modelName,
      offers: { "@type": "Offer", priceCurrency: "EUR", availability: "https://schema.org/InStock" },
    });
    expect(ld.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(ld.image).toHaveLength(4);
    expect(html).toContain('data-testid="envkv"');
    expect(html).toContain('data-testid="financing-example"');
    expect(html).toContain('data-testid="car-request-form"');
  });

  it("recalculates the financing from the GET form without JavaScript", async () => {
    const car = await carWith("available");
    const res = await request(`/en${carPath(car, false)}?down=0&term=84`);
    const html = await res.text();
    expect(html).toContain('value="0"');
    expect(html).toMatch(/<option value="84" selected="">/);
  });

  it("answers 301 to the canonical address for a wrong or outdated name, in the visitor's alias", async () => {
    const car = await carWith("available");
    const en = await request(`/en/cars/some-old-name-${car.number}`);
    expect(en.status).toBe(301);
    expect(en.headers.get("location")).toBe(`/en${carPath(car, false)}`);
    const de = await request(`/gebrauchtwagen/x-${car.number}?down=1000`);
    expect(de.status).toBe(301);
    expect(de.headers.get("location")).toBe(`${carPath(car, true)}?down=1000`);
  });

  it("answers 404 for an unknown number, an unpublished car and another project's car", async () => {
    expect((await request("/en/cars/vw-golf-999999")).status).toBe(404);
    expect((await request("/en/cars/no-number-here")).status).toBe(404);
    const hidden = await carWith("available", false);
    expect((await request(`/en${carPath(hidden, false)}`)).status).toBe(404);
    const car = await carWith("available");
    expect((await request(`/en${carPath(car, false)}`, { host: "community.localhost" })).status).toBe(404);
    expect((await getCarDetail(serviceContextFor(db(), community, { locale: "en" }), car.number)).ok).toBe(
      false,
    );
  });

  it("keeps a sold car reachable with a banner, noindex, SoldOut and similar cars", async () => {
    const car = await carWith("sold");
    const res = await request(`/en${carPath(car, false)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="sold-banner"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("https://schema.org/SoldOut");
    expect(html).not.toContain('data-testid="car-request-form"');
  });

  it("marks a reserved car and still takes requests for it", async () => {
    const car = await carWith("reserved");
    const html = await (await request(`/en${carPath(car, false)}`)).text();
    expect(html).toContain('data-testid="reserved-banner"');
    expect(html).toContain("https://schema.org/LimitedAvailability");
    expect(html).toContain('data-testid="car-request-form"');
  });

  it("stores a test-drive request, and keeps values with translated errors on a bad one", async () => {
    const car = await carWith("available");
    const path = `/de${carPath(car, true)}`;
    const post = (body: Record<string, string>) =>
      request(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
        body: new URLSearchParams(body).toString(),
      });
    const before = await db().select().from(carRequests);
    const bad = await post({ kind: "test_drive", name: "Jo", email: "kein-mail", preferredDate: "" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    // The messages are in the page's catalogue data too: look for them beside their fields.
    expect(badHtml).toContain(
      '<p class="field-error" id="request-email-error">Bitte geben Sie eine gültige E-Mail-Adresse ein.</p>',
    );
    expect(badHtml).toContain(
      '<p class="field-error" id="request-preferredDate-error">Bitte wählen Sie einen Tag für die Probefahrt.</p>',
    );
    expect(badHtml).toContain('value="kein-mail"');
    expect(badHtml).toContain('value="Jo"');
    expect(await db().select().from(carRequests)).toHaveLength(before.length);

    const detail = await getCarDetail(serviceContextFor(db(), dealer, { locale: "de" }), car.number);
    const slot = testDriveDays(
      testDrivePlaceOf(
        serviceContextFor(db(), dealer, { locale: "de" }),
        detail.ok ? detail.value.location : null,
      )!,
    )[2]!;
    const ok = await post({
      kind: "test_drive",
      name: "Jonas Weber",
      email: "jonas@example.com",
      phone: "+49 30 123456",
      preferredDate: slot.day,
      preferredTime: slot.slots[0]!,
      message: "",
      privacy: "on",
      website: "",
    });
    expect(ok.status).toBe(303);
    const after = await db().select().from(carRequests).where(eq(carRequests.carId, car.id));
    expect(after).toHaveLength(1);
    expect(ok.headers.get("location")).toBe(`${path}?sent=${after[0]!.id}#request`);
    expect(after[0]).toMatchObject({
      projectId: dealer.id,
      kind: "test_drive",
      email: "jonas@example.com",
      preferredDate: null,
      preferredAt: zonedTimeToUtc(slot.day, slot.slots[0]!, "Europe/Berlin"),
      locale: "de",
    });
    const sent = await request(`${path}?sent=${after[0]!.id}`);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('data-testid="request-sent"');

    // A robot that fills in the hidden field is told "sent", and nothing is stored.
    const bot = await post({
      kind: "question",
      name: "Spam Bot",
      email: "bot@example.com",
      message: "Cheap watches for everyone!",
      privacy: "on",
      website: "https://spam.example",
    });
    expect(bot.status).toBe(303);
    expect(await db().select().from(carRequests)).toHaveLength(before.length + 1);
  });

  it("refuses to publish a car without its Pkw-EnVKV data and publishes it once complete", async () => {
    const [draft] = await db()
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.projectId, dealer.id), isNull(cars.publishedAt), isNull(cars.co2Class)))
      .limit(1);
    expect(draft).toBeDefined();
    await db().update(cars).set({ fuel: "plugin_hybrid" }).where(eq(cars.id, draft!.id));
    const refused = await publishCar(serviceContextFor(db(), dealer), draft!.id);
    expect(refused.ok).toBe(false);
    if (!refused.ok && refused.error.code === "invalid") {
      expect(Object.keys(refused.error.fields ?? {})).toEqual([
        "consumptionCombined",
        "consumptionUnit",
        "co2GPerKm",
        "co2Class",
        "co2ClassDischarged",
        "electricRangeKm",
      ]);
    } else throw new Error("expected invalid");
    expect((await publishCar(serviceContextFor(db(), community), draft!.id)).ok).toBe(false);

    await db()
      .update(cars)
      .set({
        consumptionCombined: 1.4,
        consumptionUnit: "l_100km",
        co2GPerKm: 32,
        co2Class: "B",
        co2ClassDischarged: "E",
        electricRangeKm: 71,
      })
      .where(eq(cars.id, draft!.id));
    const published = await publishCar(serviceContextFor(db(), dealer), draft!.id);
    expect(published.ok).toBe(true);
    const [row] = await db()
      .select({ publishedAt: cars.publishedAt })
      .from(cars)
      .where(eq(cars.id, draft!.id));
    expect(row?.publishedAt).toBeInstanceOf(Date);
  });
});
