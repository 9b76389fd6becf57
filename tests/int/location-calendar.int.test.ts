/**
 * Closed days kept by admins (account/settings/locations, decision 0050): the region whose holidays
 * close a location and the dealer's own days, as a browser posts them; hostile input gets a 4xx with a
 * translated message; another project's location cannot be touched; the booking page follows at once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewServiceBooking } from "../../app/core/service-booking/service-booking.service.server";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { locations, projects } from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

// Monday 30 November 2026 in Berlin: the workshop offers six weeks from Tuesday.
const NOW = new Date("2026-11-30T08:00:00Z");

describe.each(testDrivers())("closed days kept in the back office on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let admin = "";
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(db());
    admin = await loginCookie(request, "admin@autohaus-brandt.example");
  }, 120_000);
  afterAll(() => database?.drop());

  const post = (fields: Record<string, string>, cookie = admin) =>
    request("/en/account/settings/locations", {
      method: "POST",
      headers: { cookie, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  const location = async (city: string) =>
    (await db().select().from(locations).where(eq(locations.city, city)))[0]!;

  it.runIf(hasBuild())(
    "an admin adds and removes a closed day and sets the region; the page lists them",
    async () => {
      const hamburg = await location("Hamburg");
      const date = "2099-06-15";
      const added = await post({
        intent: "add_closed",
        locationId: String(hamburg.id),
        date,
        note: "Betriebsfest",
      });
      expect(added.status).toBe(200);
      expect(await added.text()).toContain("The closed day is added.");
      expect((await location("Hamburg")).closedDays).toContainEqual({ date, note: "Betriebsfest" });

      const page = await (
        await request("/en/account/settings/locations", { headers: { cookie: admin } })
      ).text();
      expect(page).toContain("Betriebsfest");
      expect(page).toContain("Hansestadt Hamburg");

      const region = await post({ intent: "region", locationId: String(hamburg.id), region: "SH" });
      expect(region.status).toBe(200);
      expect((await location("Hamburg")).region).toBe("SH");
      await post({ intent: "region", locationId: String(hamburg.id), region: "HH" });

      const removed = await post({ intent: "remove_closed", locationId: String(hamburg.id), date });
      expect(removed.status).toBe(200);
      expect((await location("Hamburg")).closedDays.some((d) => d.date === date)).toBe(false);
    },
  );

  it.runIf(hasBuild())("refuses hostile input with a translated 4xx and changes nothing", async () => {
    const berlin = await location("Berlin");
    const before = JSON.stringify([berlin.region, berlin.closedDays]);
    const cases: [Record<string, string>, number, string][] = [
      [
        { intent: "add_closed", locationId: String(berlin.id), date: "2026-13-45" },
        400,
        "Please enter a date.",
      ],
      [
        { intent: "add_closed", locationId: String(berlin.id), date: "2001-01-01" },
        400,
        "This day has passed.",
      ],
      [
        { intent: "add_closed", locationId: String(berlin.id), date: "2099-01-02", note: "x".repeat(81) },
        400,
        "too long",
      ],
      [{ intent: "region", locationId: String(berlin.id), region: "<script>" }, 400, "choose"],
      [{ intent: "region", locationId: String(berlin.id), region: "ZZ" }, 400, "choose"],
      [{ intent: "add_closed", locationId: "999999", date: "2099-01-02" }, 404, "no longer exists"],
      [{ intent: "add_closed", locationId: "-1", date: "2099-01-02" }, 400, "choose"],
      [
        { intent: "remove_closed", locationId: String(berlin.id), date: "2099-01-03" },
        404,
        "no longer exists",
      ],
      [{ intent: "drop_tables" }, 400, "This action is not known."],
    ];
    for (const [fields, status, text] of cases) {
      const res = await post(fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect((await res.text()).toLowerCase(), JSON.stringify(fields)).toContain(text.toLowerCase());
    }
    const after = await location("Berlin");
    expect(JSON.stringify([after.region, after.closedDays])).toBe(before);
  });

  it.runIf(hasBuild())("only admins reach it, and another project's location is out of reach", async () => {
    const sales = await loginCookie(request, "sales@autohaus-brandt.example");
    const berlin = await location("Berlin");
    const refused = await post(
      { intent: "add_closed", locationId: String(berlin.id), date: "2099-01-02" },
      sales,
    );
    expect(refused.status).toBe(403);
    // A location of another project (the community site) is unknown to this project's admin.
    const [community] = await db().select().from(projects).where(eq(projects.slug, "brandt-community"));
    if (!community) return;
    const [foreign] = await db()
      .insert(locations)
      .values({
        projectId: community.id,
        slug: "canary",
        name: "Canary",
        city: "Kiel",
        street: "Weg",
        houseNumber: "1",
        zipCode: "24103",
      })
      .returning();
    const res = await post({ intent: "add_closed", locationId: String(foreign!.id), date: "2099-01-02" });
    expect(res.status).toBe(404);
    expect((await db().select().from(locations).where(eq(locations.id, foreign!.id)))[0]!.closedDays).toEqual(
      [],
    );
  });

  it("a day the admin closes disappears from the workshop booking at once", async () => {
    const project = (await resolveProject(db(), "localhost"))!;
    const ctx = serviceContextFor(db(), project, { locale: "de", now: NOW });
    const first = await viewServiceBooking(ctx, {});
    if (!first.ok) throw new Error("no booking");
    const loc = first.value.locations[0]!;
    const withOfferings = await viewServiceBooking(ctx, { locationId: loc.id });
    const offering = withOfferings.ok ? withOfferings.value.offerings[0] : undefined;
    const open = await viewServiceBooking(ctx, { locationId: loc.id, offeringId: offering!.id });
    expect(open.ok && open.value.days.map((d) => d.day)).toContain("2026-12-02");
    await db()
      .update(locations)
      .set({ closedDays: [{ date: "2026-12-02", note: "Inventur" }] })
      .where(eq(locations.id, loc.id));
    const closed = await viewServiceBooking(ctx, { locationId: loc.id, offeringId: offering!.id });
    expect(closed.ok && closed.value.days.map((d) => d.day)).not.toContain("2026-12-02");
    expect(closed.ok && closed.value.closed["2026-12-02"]).toEqual({ kind: "closed", note: "Inventur" });
  });
});
