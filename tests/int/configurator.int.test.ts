import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands, carModels, modelColours, modelOptions, modelPowertrains } from "../../app/db/schema";
import { seedDemo } from "../../seed/demo.server";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp } from "../setup/test-server";

const total = (html: string) => /data-testid="config-total">([^<]*)</.exec(html)?.[1];
/** "98.020 €" or "€98,020" -> 9802000 */
const minor = (text: string | undefined) => Number((text ?? "").replace(/[^0-9]/g, "")) * 100;

describe.each(testDrivers())("new-car configurator on %s", (driver) => {
  let database: TestDatabase;
  let request: Awaited<ReturnType<typeof createTestApp>>;
  let x5 = {
    diesel: 0,
    options: new Map<string, number>(),
    colours: [] as { id: string; key: string; priceMinor: number }[],
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
    const db = database.handle.db;
    const [model] = await db
      .select({ id: carModels.id })
      .from(carModels)
      .innerJoin(brands, eq(brands.id, carModels.brandId))
      .where(and(eq(brands.slug, "bmw"), eq(carModels.slug, "x5")));
    const [diesel] = await db
      .select()
      .from(modelPowertrains)
      .where(
        and(
          eq(modelPowertrains.modelId, model!.id),
          eq(modelPowertrains.gear, "automatic"),
          eq(modelPowertrains.fuel, "diesel"),
        ),
      );
    const options = await db.select().from(modelOptions).where(eq(modelOptions.modelId, model!.id));
    const colours = await db
      .select({ id: modelColours.id, key: modelColours.key, priceMinor: modelColours.priceMinor })
      .from(modelColours)
      .where(eq(modelColours.modelId, model!.id))
      .orderBy(asc(modelColours.position));
    x5 = {
      diesel: diesel!.priceMinor,
      options: new Map(options.map((o) => [o.key, o.priceMinor])),
      colours,
    };
  });
  afterAll(() => database?.drop());

  it("seeds powertrains and 8 to 15 options for every demo model", async () => {
    const db = database.handle.db;
    const models = await db.select({ id: carModels.id }).from(carModels);
    const trains = await db.select({ modelId: modelPowertrains.modelId }).from(modelPowertrains);
    const options = await db.select({ modelId: modelOptions.modelId }).from(modelOptions);
    for (const m of models) {
      expect(trains.some((t) => t.modelId === m.id)).toBe(true);
      const n = options.filter((o) => o.modelId === m.id).length;
      expect(n).toBeGreaterThanOrEqual(8);
      expect(n).toBeLessThanOrEqual(15);
    }
  });

  it("lists the powertrains on the model page as links to the equipment step, in English and German", async () => {
    const en = await request("/en/buy-bmw/x5");
    expect(en.status).toBe(200);
    const enHtml = await en.text();
    expect(enHtml).toContain('href="/en/buy-bmw/x5/automatic/diesel/equipment"');
    expect(enHtml).toContain('href="/en/buy-bmw/x5/automatic/petrol/equipment"');
    expect(enHtml).toContain("Choose gearbox and fuel");

    const de = await request("/de/bmw-kaufen/x5");
    const deHtml = await de.text();
    expect(deHtml).toContain('href="/de/bmw-kaufen/x5/automatik/diesel/austattung"');
    expect(deHtml).toContain('href="/de/bmw-kaufen/x5/automatik/benzin/austattung"');
    expect(deHtml).toContain("Getriebe und Kraftstoff wählen");
  });

  it("sells an electric model only as an electric car", async () => {
    const html = await (await request("/de/volkswagen-kaufen/id-3")).text();
    expect(html).toContain("/volkswagen-kaufen/id-3/automatik/elektro/austattung");
    expect(html).not.toContain("/benzin/austattung");
    expect((await request("/de/volkswagen-kaufen/id-3/automatik/benzin/austattung")).status).toBe(404);
  });

  it("answers the equipment step with the powertrain price as total, in English and German", async () => {
    const en = await request("/en/buy-bmw/x5/automatic/diesel/equipment");
    expect(en.status).toBe(200);
    const enHtml = await en.text();
    expect(minor(total(enHtml))).toBe(x5.diesel);
    expect(enHtml).toContain("Your configuration");
    expect(enHtml).toContain('name="o"');

    const de = await request("/de/bmw-kaufen/x5/automatik/diesel/austattung");
    expect(de.status).toBe(200);
    const deHtml = await de.text();
    expect(minor(total(deHtml))).toBe(x5.diesel);
    expect(deHtml).toContain("Ihre Konfiguration");
    expect(deHtml).toContain("Sitzheizung vorn");
  });

  it.each([
    "/en/buy-bmw/x5/manual/diesel/equipment",
    "/de/bmw-kaufen/x5/automatik/steam/austattung",
    "/de/bmw-kaufen/x5/automatic/steam/austattung",
    "/en/buy-bmw/x99/automatic/diesel/equipment",
    "/en/buy-nope/x5/automatic/diesel/equipment",
    "/en/buy-bmw/x5/automatic/electric/equipment",
  ])("answers 404 for %s", async (path) => {
    expect((await request(path)).status).toBe(404);
  });

  it.each([
    // English gearbox and fuel under the German path (audit): the German slugs, the query kept.
    ["/de/bmw-kaufen/3er/automatic/petrol/austattung", "/de/bmw-kaufen/3er/automatik/benzin/austattung"],
    [
      "/de/bmw-kaufen/x5/automatic/diesel/austattung?o=heated_seats",
      "/de/bmw-kaufen/x5/automatik/diesel/austattung?o=heated_seats",
    ],
    // German segments under the English path, and upper case, the other way round.
    ["/en/buy-bmw/x5/automatik/diesel/equipment", "/en/buy-bmw/x5/automatic/diesel/equipment"],
    ["/en/buy-bmw/X5/Automatic/Diesel/equipment", "/en/buy-bmw/x5/automatic/diesel/equipment"],
    // The last segment decides the language; a brand segment of the other one follows it.
    ["/de/buy-bmw/x5/automatik/diesel/austattung", "/de/bmw-kaufen/x5/automatik/diesel/austattung"],
  ])("redirects the alias %s to %s with 301", async (path, target) => {
    const res = await request(path, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(target);
    expect((await request(target)).status).toBe(200);
  });

  it("prices queried options on the server, both as a comma list and as repeated parameters", async () => {
    const expected = x5.diesel + x5.options.get("heated_seats")! + x5.options.get("panorama_roof")!;
    const comma = await (
      await request("/en/buy-bmw/x5/automatic/diesel/equipment?o=heated_seats,panorama_roof")
    ).text();
    expect(minor(total(comma))).toBe(expected);
    const repeated = await (
      await request("/de/bmw-kaufen/x5/automatik/diesel/austattung?o=heated_seats&o=panorama_roof")
    ).text();
    expect(minor(total(repeated))).toBe(expected);
    expect(repeated).toMatch(/id="option-heated_seats"[^>]*checked/);
  });

  it("does not charge options included in a chosen package", async () => {
    const expected = x5.diesel + x5.options.get("tech_package")!;
    const html = await (
      await request("/en/buy-bmw/x5/automatic/diesel/equipment?o=tech_package,head_up_display")
    ).text();
    expect(minor(total(html))).toBe(expected);
  });

  it("ignores unknown and malformed option keys instead of failing", async () => {
    for (const query of [
      "?o=nope,heated_seats",
      "?o=%3Cscript%3E,heated_seats",
      `?o=${"x,".repeat(2000)}heated_seats`,
    ]) {
      const res = await request(`/en/buy-bmw/x5/automatic/diesel/equipment${query}`);
      expect(res.status, query).toBe(200);
      const html = await res.text();
      expect(minor(total(html))).toBeGreaterThanOrEqual(x5.diesel);
    }
    const html = await (
      await request("/en/buy-bmw/x5/automatic/diesel/equipment?o=nope,heated_seats")
    ).text();
    expect(minor(total(html))).toBe(x5.diesel + x5.options.get("heated_seats")!);
  });

  it("answers a posted configuration with its shareable URL, whose page shows the new total", async () => {
    const res = await request("/de/bmw-kaufen/x5/automatik/diesel/austattung", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: "o=heated_seats&o=panorama_roof&o=nope",
    });
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toBe("/de/bmw-kaufen/x5/automatik/diesel/austattung?o=heated_seats,panorama_roof,nope");
    const html = await (await request(location)).text();
    expect(minor(total(html))).toBe(
      x5.diesel + x5.options.get("heated_seats")! + x5.options.get("panorama_roof")!,
    );
  });

  it("offers every demo model a free standard paint and metallics at a surcharge", async () => {
    const db = database.handle.db;
    const models = await db.select({ id: carModels.id }).from(carModels);
    const colours = await db.select().from(modelColours);
    for (const m of models) {
      const own = colours.filter((c) => c.modelId === m.id).sort((a, b) => a.position - b.position);
      expect(own.length).toBeGreaterThanOrEqual(6);
      expect(own[0]!.priceMinor).toBe(0);
      expect(own.some((c) => c.metallic && c.priceMinor > 0)).toBe(true);
    }
    expect((await db.select().from(modelOptions).where(eq(modelOptions.key, "metallic_paint"))).length).toBe(
      0,
    );
  });

  it("prices the chosen paint on the server and draws the picture in it", async () => {
    const metallic = x5.colours.find((c) => c.priceMinor > 0)!;
    const html = await (
      await request(`/en/buy-bmw/x5/automatic/diesel/equipment?o=heated_seats&c=${metallic.key}`)
    ).text();
    expect(minor(total(html))).toBe(x5.diesel + x5.options.get("heated_seats")! + metallic.priceMinor);
    expect(html).toContain(`/media/car/${metallic.id}/640.webp`);
    expect(html).toMatch(
      new RegExp(`value="${metallic.key}"[^>]*checked|checked[^>]*value="${metallic.key}"`),
    );
    // Without a choice: the standard paint, free.
    const plain = await (await request("/en/buy-bmw/x5/automatic/diesel/equipment")).text();
    expect(minor(total(plain))).toBe(x5.diesel);
    expect(plain).toContain(`/media/car/${x5.colours[0]!.id}/640.webp`);
  });

  it("shows the standard paint, and says so, for a paint the model does not have", async () => {
    for (const c of ["nope", "%3Cb%3E"]) {
      const res = await request(`/en/buy-bmw/x5/automatic/diesel/equipment?c=${c}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(minor(total(html))).toBe(x5.diesel);
      expect(html).toContain(`/media/car/${x5.colours[0]!.id}/640.webp`);
    }
    const html = await (await request("/en/buy-bmw/x5/automatic/diesel/equipment?c=nope")).text();
    expect(html).toContain("This paint is not offered for the model");
  });

  it("answers a posted paint with the shareable URL", async () => {
    const res = await request("/de/bmw-kaufen/x5/automatik/diesel/austattung", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: "c=ocean_blue&o=heated_seats",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      "/de/bmw-kaufen/x5/automatik/diesel/austattung?o=heated_seats&c=ocean_blue",
    );
  });

  it("brings demo data seeded before the paints up to date when the server starts again", async () => {
    const db = database.handle.db;
    const before = await db.select({ id: modelColours.id }).from(modelColours);
    const [model] = await db.select({ id: carModels.id }).from(carModels).limit(1);
    await db.delete(modelColours);
    await db
      .insert(modelOptions)
      .values({ modelId: model!.id, key: "metallic_paint", category: "design", priceMinor: 89000 });
    expect(await seedDemo(db)).toBe(false);
    expect(await db.select({ id: modelColours.id }).from(modelColours)).toHaveLength(before.length);
    expect(await db.select().from(modelOptions).where(eq(modelOptions.key, "metallic_paint"))).toHaveLength(
      0,
    );
    // Refresh the ids the later tests use.
    const [x5Model] = await db
      .select({ id: carModels.id })
      .from(carModels)
      .innerJoin(brands, eq(brands.id, carModels.brandId))
      .where(and(eq(brands.slug, "bmw"), eq(carModels.slug, "x5")));
    x5.colours = await db
      .select({ id: modelColours.id, key: modelColours.key, priceMinor: modelColours.priceMinor })
      .from(modelColours)
      .where(eq(modelColours.modelId, x5Model!.id))
      .orderBy(asc(modelColours.position));
  });

  it("refuses posts to pages other than the equipment step without a server error", async () => {
    const res = await request("/en/buy-bmw/x5", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: "o=x",
    });
    expect(res.status).toBe(405);
  });

  it("links the offer request to the contact form with the configuration, which the form prefills", async () => {
    const html = await (await request("/en/buy-bmw/x5/automatic/diesel/equipment?o=heated_seats")).text();
    const href =
      /data-testid="config-offer"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*data-testid="config-offer"/.exec(
        html,
      );
    const link = (href?.[1] ?? href?.[2] ?? "").replaceAll("&amp;", "&");
    expect(link).toMatch(/^\/en\/contact\?subject=purchase&message=/);
    const message = new URL(link, "http://localhost").searchParams.get("message")!;
    expect(message).toContain("BMW X5");
    expect(message).toContain("Heated front seats");
    const contact = await (await request(link)).text();
    expect(contact).toContain("Heated front seats");
    expect(contact).toMatch(/<option value="purchase" selected=""/);
  });

  it("shows the cheapest powertrain as the from price in the brand's model list", async () => {
    const html = await (await request("/en/bmw-models")).text();
    expect(html).toContain("/en/buy-bmw/x5");
    expect(html).toMatch(/from €89,900/);
  });
});
