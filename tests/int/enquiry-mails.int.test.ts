import { and, asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVE_SLOTS, testDriveDays } from "../../app/core/catalog/car-request-schema";
import { openSlots } from "../../app/core/locations/appointment-slots";
import { closedDaysAhead } from "../../app/core/locations/closed-days";
import { addDays, formatAppointment, zonedTimeToUtc } from "../../app/core/locations/zoned-time";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import {
  brands,
  carModels,
  carRequests,
  cars,
  contactRequests,
  locations,
  outbox,
} from "../../app/db/schema";
import { carPath } from "../../app/shared/car-path";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, type TestRequest } from "../setup/test-server";

// Without a build (`npm run build`) these tests are skipped, and `npm test` names the reason.

const form = (body: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
  body: new URLSearchParams(body).toString(),
});

type Mail = { to: string; subject: string; text: string; lang?: string; replyTo?: string };

describe.runIf(hasBuild()).each(testDrivers())(
  "requests from the storefront reach buyer and team on %s",
  (driver) => {
    let database: TestDatabase;
    let request: TestRequest;
    let dealer: Project;
    const db = () => database.handle.db;

    /** Mail rows of the dealer queued after `since` (oldest first). */
    async function mailsAfter(since: number): Promise<Mail[]> {
      const rows = await db()
        .select({ payload: outbox.payload, kind: outbox.kind })
        .from(outbox)
        .where(and(eq(outbox.projectId, dealer.id), eq(outbox.kind, "mail")))
        .orderBy(asc(outbox.createdAt));
      return rows.slice(since).map((r) => r.payload as Mail);
    }
    // Mail only: every request also queues a notification for the team (the leads' outbox row).
    const mailCount = async () =>
      (await db().select({ id: outbox.id }).from(outbox).where(eq(outbox.kind, "mail"))).length;

    /** The first available car with its location (the demo's cars all stand at one). */
    async function carWithLocation() {
      const [row] = await db()
        .select({
          id: cars.id,
          number: cars.number,
          brandName: brands.name,
          modelName: carModels.name,
          variant: cars.variant,
          location: locations,
        })
        .from(cars)
        .innerJoin(brands, eq(brands.id, cars.brandId))
        .innerJoin(carModels, eq(carModels.id, cars.modelId))
        .innerJoin(locations, eq(locations.id, cars.locationId))
        .where(and(eq(cars.projectId, dealer.id), eq(cars.status, "available"), isNotNull(cars.publishedAt)))
        .orderBy(asc(cars.number))
        .limit(1);
      return row!;
    }

    beforeAll(async () => {
      database = await createTestDatabase(driver);
      request = await createTestApp(db());
      dealer = (await resolveProject(db(), "localhost"))!;
    });
    afterAll(() => database?.drop());

    it("a test drive is stored in UTC and confirmed to the buyer in Polish and announced to the location in German", async () => {
      const car = await carWithLocation();
      const place = {
        openingHours: car.location.openingHours,
        timeZone: car.location.timeZone,
        closed: closedDaysAhead(car.location, new Date(), TEST_DRIVE_SLOTS.daysAhead, "de"),
      };
      expect(place.timeZone).toBe("Europe/Berlin");
      const slotDay = testDriveDays(place)[2]!;
      const time = slotDay.slots[0]!;
      const before = await mailCount();
      const path = `/pl${carPath(car, false)}`;
      const res = await request(
        path,
        form({
          kind: "test_drive",
          name: "Anna Kowalska",
          email: "anna@example.com",
          phone: "+48 22 123 45 67",
          preferredDate: slotDay.day,
          preferredTime: time,
          message: "Czy mogę przyjechać z żoną?",
          privacy: "on",
          website: "",
        }),
      );
      expect(res.status).toBe(303);
      const [stored] = await db().select().from(carRequests).where(eq(carRequests.carId, car.id));
      const at = zonedTimeToUtc(slotDay.day, time, "Europe/Berlin");
      expect(stored).toMatchObject({ kind: "test_drive", locale: "pl", locationId: car.location.id });
      expect(stored!.preferredAt?.toISOString()).toBe(at.toISOString());
      expect(res.headers.get("location")).toBe(`${path}?sent=${stored!.id}#request`);

      const title = `${car.brandName} ${car.modelName} ${car.variant}`;
      const mails = await mailsAfter(before);
      expect(mails).toHaveLength(2);
      const [buyer, team] = mails;
      const pl = formatAppointment(at, "Europe/Berlin", "pl-PL");
      expect(buyer).toMatchObject({
        to: "anna@example.com",
        lang: "pl",
        subject: `Twoja prośba o jazdę próbną: ${title}`,
      });
      expect(buyer!.text).toContain("Dzień dobry Anna Kowalska");
      expect(buyer!.text).toContain(`Kiedy: ${pl.date}, godz. ${pl.time} (czas lokalny)`);
      expect(buyer!.text).toContain(
        `Gdzie: ${car.location.name}, ${car.location.street} ${car.location.houseNumber}`,
      );
      expect(buyer!.text).toContain(`http://localhost/pl${carPath(car, false)}`);

      const de = formatAppointment(at, "Europe/Berlin", "de-DE");
      expect(team).toMatchObject({
        to: car.location.email,
        lang: "de",
        replyTo: "anna@example.com",
        subject: `Probefahrt-Anfrage: ${title} – ${de.date}, ${de.time} Uhr`,
      });
      expect(team!.text).toContain("Sprache: Polnisch");
      expect(team!.text).toContain("Telefon: +48 22 123 45 67");
      expect(team!.text).toContain("Czy mogę przyjechać z żoną?");
      expect(team!.text).toContain(`http://localhost/de${carPath(car, true)}`);

      // The page after sending repeats car, place, day and time, in the buyer's language.
      const sent = await (await request(`${path}?sent=${stored!.id}`)).text();
      expect(sent).toContain('data-testid="request-sent-slot"');
      expect(sent).toContain(pl.date);
      expect(sent).toContain(car.location.name);
    });

    it("refuses a closed day and a time outside the opening hours with a translated 400, storing and sending nothing", async () => {
      const car = await carWithLocation();
      const place = {
        openingHours: car.location.openingHours,
        timeZone: car.location.timeZone,
        closed: closedDaysAhead(car.location, new Date(), TEST_DRIVE_SLOTS.daysAhead, "de"),
      };
      const path = `/de${carPath(car, true)}`;
      // The next Sunday within the offered weeks: the demo locations are closed on Sundays.
      const today = testDriveDays(place)[0]!.day;
      const sunday = [1, 2, 3, 4, 5, 6, 7]
        .map((n) => addDays(today, n))
        .find((d) => new Date(d).getUTCDay() === 0)!;
      expect(openSlots(place.openingHours, sunday, 30)).toEqual([]);
      const before = await mailCount();
      const requestsBefore = (await db().select().from(carRequests)).length;
      const base = { kind: "test_drive", name: "Jonas Weber", email: "jonas@example.com", privacy: "on" };

      const closed = await request(path, form({ ...base, preferredDate: sunday, preferredTime: "10:00" }));
      expect(closed.status).toBe(400);
      expect(await closed.text()).toContain(
        '<p class="field-error" id="request-preferredDate-error">An diesem Tag ist der Standort geschlossen. Bitte wählen Sie einen der angebotenen Tage.</p>',
      );

      const open = testDriveDays(place)[3]!;
      const late = await request(path, form({ ...base, preferredDate: open.day, preferredTime: "22:00" }));
      expect(late.status).toBe(400);
      const lateHtml = await late.text();
      expect(lateHtml).toContain("Bitte wählen Sie eine der für diesen Tag angebotenen Uhrzeiten.");
      // The summary at the top links to the field, which gets the cursor even without JavaScript.
      expect(lateHtml).toContain('href="#request-preferredTime"');
      expect(lateHtml).toMatch(
        /<select[^>]*autofocus=""[^>]*id="request-preferredTime"|id="request-preferredTime"[^>]*autofocus=""/,
      );

      expect(await mailCount()).toBe(before);
      expect(await db().select().from(carRequests)).toHaveLength(requestsBefore);
    });

    it("a contact message is confirmed in the visitor's language and goes to the chosen location, else to the site's address", async () => {
      const [hamburg] = await db()
        .select()
        .from(locations)
        .where(and(eq(locations.projectId, dealer.id), eq(locations.city, "Hamburg")));
      let before = await mailCount();
      const withLocation = await request(
        "/tr/contact",
        form({
          name: "Ayşe Yılmaz",
          email: "ayse@example.com",
          subject: "rental",
          locationId: String(hamburg!.id),
          message: "Hafta sonu için bir minibüs kiralamak istiyorum.",
          privacy: "on",
        }),
      );
      expect(withLocation.status).toBe(303);
      const [stored] = await db()
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.email, "ayse@example.com"));
      expect(stored).toMatchObject({ lang: "tr", subject: "rental", locationId: hamburg!.id });
      let mails = await mailsAfter(before);
      expect(mails).toHaveLength(2);
      expect(mails[0]).toMatchObject({
        to: "ayse@example.com",
        lang: "tr",
        subject: "Mesajınızı aldık – Autohaus Brandt",
      });
      expect(mails[0]!.text).toContain("Konu: Kiralama");
      expect(mails[0]!.text).toContain("Şube: Autohaus Brandt Hamburg");
      expect(mails[0]!.text).toContain("Hafta sonu için bir minibüs kiralamak istiyorum.");
      expect(mails[1]).toMatchObject({
        to: "hamburg@autohaus-brandt.example",
        lang: "de",
        replyTo: "ayse@example.com",
        subject: "Kontaktformular: Vermietung",
      });
      expect(mails[1]!.text).toContain("Sprache: Türkisch");
      expect(mails[1]!.text).toContain("Name: Ayşe Yılmaz");

      before = await mailCount();
      const anywhere = await request(
        "/en/contact",
        form({
          name: "Jonas Weber",
          email: "jonas@example.com",
          subject: "financing",
          message: "What would a leasing offer for a van cost?",
          privacy: "on",
        }),
      );
      expect(anywhere.status).toBe(303);
      mails = await mailsAfter(before);
      expect(mails.map((m) => [m.to, m.lang])).toEqual([
        ["jonas@example.com", "en"],
        ["info@autohaus-brandt.example", "de"],
      ]);
      expect(mails[0]!.subject).toBe("We have received your message – Autohaus Brandt");
      expect(mails[1]!.text).toContain("Standort: Keine Präferenz");

      // A refused message sends nothing.
      before = await mailCount();
      expect((await request("/en/contact", form({ name: "J", email: "x" }))).status).toBe(400);
      expect(await mailCount()).toBe(before);
    });
  },
);
