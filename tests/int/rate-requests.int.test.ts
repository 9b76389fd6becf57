import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import { calculateOffer } from "../../app/core/rates/rate-offer";
import { submitRateRequest } from "../../app/core/rates/rate-request.service.server";
import { rateWizardHooks } from "../../app/core/rates/rate-wizard.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { brands, carModels, cars, jobs } from "../../app/db/schema";
import { carPath } from "../../app/shared/car-path";
import { routePath } from "../../app/shared/route-table";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, type TestRequest } from "../setup/test-server";

// Without a build (`npm run build`) these tests are skipped, and `npm test` names the reason.

describe.runIf(hasBuild()).each(testDrivers())(
  "financing, leasing and subscription requests on %s",
  (driver) => {
    let database: TestDatabase;
    let request: TestRequest;
    let dealer: Project;
    const db = () => database.handle.db;

    async function availableCar() {
      const [row] = await db()
        .select({
          id: cars.id,
          number: cars.number,
          priceMinor: cars.priceMinor,
          brandName: brands.name,
          modelName: carModels.name,
          variant: cars.variant,
        })
        .from(cars)
        .innerJoin(brands, eq(brands.id, cars.brandId))
        .innerJoin(carModels, eq(carModels.id, cars.modelId))
        .where(and(eq(cars.projectId, dealer.id), eq(cars.status, "available"), isNotNull(cars.publishedAt)))
        .orderBy(asc(cars.number))
        .limit(1);
      if (!row) throw new Error("no available car in the demo data");
      return row;
    }

    const rateJobs = (carId: string) =>
      db()
        .select()
        .from(jobs)
        .where(eq(jobs.carId, carId))
        .then((rows) => rows.filter((j) => ["FINANCING", "LEASING", "SUBSCRIPTION"].includes(j.systemType)));

    beforeAll(async () => {
      database = await createTestDatabase(driver);
      request = await createTestApp(db());
      dealer = (await resolveProject(db(), "localhost"))!;
    });
    afterAll(() => database?.drop());

    const person = {
      name: "Lena Fischer",
      email: "lena.fischer@example.com",
      phone: "+49 30 987654",
      privacy: "on",
      website: "",
    };

    it("makes a LEASING job with the car, the server's calculation and the car's value", async () => {
      const car = await availableCar();
      const ctx = serviceContextFor(db(), dealer, { locale: "de" });
      const result = await submitRateRequest(ctx, car.number, {
        ...person,
        offer: "leasing",
        down: "2000",
        term: "48",
        km: "20000",
        message: "Bitte mit Wartungspaket.",
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const [job] = await db().select().from(jobs).where(eq(jobs.id, result.value.jobId!));
      const expected = calculateOffer("leasing", car.priceMinor, {
        downPaymentMinor: 200_000,
        termMonths: 48,
        mileageKm: 20_000,
      });
      expect(job).toMatchObject({
        projectId: dealer.id,
        systemType: "LEASING",
        carId: car.id,
        vehicleBrandName: car.brandName,
        vehicleModelName: car.modelName,
        vehicleValueMinor: car.priceMinor,
      });
      expect(job!.payload).toMatchObject({
        offer: "leasing",
        carNumber: car.number,
        message: "Bitte mit Wartungspaket.",
        calculation: expected,
      });
    });

    it("asks from the car page without JavaScript (PRG) for each kind, with the tab's calculator", async () => {
      const car = await availableCar();
      const path = `/de${carPath(car, true)}`;
      const leasingPage = await (await request(`${path}?offer=leasing&term=24&km=10000`)).text();
      expect(leasingPage).toContain('data-testid="leasing-calculator"');
      expect(leasingPage).toContain('name="km" value="10000"');
      expect(leasingPage).toContain("Leasingangebot anfragen");
      const before = await rateJobs(car.id);
      for (const [offer, extra] of [
        ["financing", { down: "1000", term: "60" }],
        ["leasing", { down: "0", term: "24", km: "10000" }],
        ["subscription", { term: "6", km: "2000" }],
      ] as const) {
        const res = await request(path, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
          body: new URLSearchParams({ ...person, intent: "rate", offer, ...extra }).toString(),
        });
        expect(res.status).toBe(303);
        const to = res.headers.get("location")!;
        expect(to).toContain(`offer_sent=${offer}`);
        const sent = await (await request(to.replace("#financing", ""))).text();
        expect(sent).toContain('data-testid="rate-request-sent"');
      }
      const after = await rateJobs(car.id);
      expect(after.length - before.length).toBe(3);
      const subscription = after.find((j) => j.systemType === "SUBSCRIPTION")!;
      expect((subscription.payload as { calculation: { termMonths: number } }).calculation.termMonths).toBe(
        6,
      );
    });

    it("refuses bad and hostile input with translated messages, a 4xx and nothing saved", async () => {
      const car = await availableCar();
      const path = `/de${carPath(car, true)}`;
      const before = await rateJobs(car.id);
      const post = (body: Record<string, string>) =>
        request(path, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
          body: new URLSearchParams({ intent: "rate", ...body }).toString(),
        });
      const bad = await post({
        ...person,
        email: "kein-mail",
        offer: "leasing",
        down: "99999999",
        term: "13",
        km: "abc",
      });
      expect(bad.status).toBe(400);
      const html = await bad.text();
      expect(html).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
      expect(html).toContain('value="kein-mail"');
      const hostiles: Record<string, string>[] = [
        { offer: "<script>alert(1)</script>", term: "36" },
        { offer: "leasing", term: "36' OR 1=1 --", km: "15000" },
        { offer: "subscription", term: "x".repeat(5000), km: "1500" },
        { offer: "financing", down: "-5", term: "48" },
      ];
      for (const hostile of hostiles) {
        const res = await post({ ...person, ...hostile });
        expect(res.status).toBe(400);
        expect(await res.text()).not.toContain("<script>alert(1)</script>");
      }
      expect(await rateJobs(car.id)).toHaveLength(before.length);
    });

    it("does not take requests for a kind the site does not offer", async () => {
      const car = await availableCar();
      const withoutLeasing = { ...dealer, features: { ...dealer.features, leasing: false } };
      const ctx = serviceContextFor(db(), withoutLeasing, { locale: "en" });
      const result = await submitRateRequest(ctx, car.number, {
        ...person,
        offer: "leasing",
        term: "36",
        km: "15000",
      });
      expect(result).toEqual({ ok: false, error: { code: "not_found" } });
    });

    it("serves the own request pages as click wizards and shows the calculated offer after the finish", async () => {
      for (const type of ["FINANCING", "LEASING", "SUBSCRIPTION"]) {
        const res = await request(`/de/clickWizard/type/${type}`);
        expect(res.status).toBe(200);
      }
      // routePath gives the page without a language prefix: German, the site's default language.
      const terms = await (await request(routePath("leasingTerms", "de"))).text();
      const link = /<a[^>]*data-testid="rate-request-link"[^>]*>([^<]*)/.exec(terms);
      expect(link?.[0]).toContain('href="/clickWizard/type/LEASING"');
      expect(link?.[1]).toBe("Leasing ohne bestimmtes Fahrzeug anfragen");
      const page = await (await request("/de/clickWizard/type/LEASING")).text();
      expect(page).toContain("Leasingangebot anfragen");

      const ctx = serviceContextFor(db(), dealer, { locale: "de" });
      const answers = {
        priceEur: "30000",
        downPaymentEur: "3000",
        termMonths: "36",
        mileageKm: "10000",
        firstName: "Lena",
        lastName: "Fischer",
        email: "lena.wizard@example.com",
        privacy: "yes",
      };
      const lead = await createLead(
        ctx,
        "LEASING",
        {
          firstName: "Lena",
          lastName: "Fischer",
          email: answers.email,
          language: "de",
          privacyAccepted: true,
        },
        { ...answers },
      );
      if (!lead.ok) throw new Error("lead not created");
      const result = await rateWizardHooks("leasing").afterLead!(ctx, {
        sessionId: "00000000-0000-0000-0000-000000000000",
        answers,
        lead: lead.value,
      });
      expect(result.ok).toBe(true);
      if (!result.ok || result.value?.kind !== "message") throw new Error("no offer");
      expect(result.value.key).toBe("rates:result.leasing");
      // 58 % residual of 30,000 = 17,400; 27,000 financed at 4.99 % effective over 36 months.
      expect(result.value.vars.residual).toMatch(/^17\.400,00\s€$/);
      const [job] = await db().select().from(jobs).where(eq(jobs.id, lead.value.jobId));
      expect(job!.vehicleValueMinor).toBe(3_000_000);
      expect(job!.payload).toMatchObject({
        priceEur: "30000",
        calculation: calculateOffer("leasing", 3_000_000, {
          downPaymentMinor: 300_000,
          termMonths: 36,
          mileageKm: 10_000,
        }),
      });
    });

    it("walks the leasing wizard without JavaScript to a success screen with the calculated rate", async () => {
      const path = "/de/clickWizard/type/LEASING";
      const form = { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" };
      const post = (fields: Record<string, string>, cookie?: string) =>
        request(path, {
          method: "POST",
          headers: { ...form, ...(cookie ? { cookie } : {}) },
          body: new URLSearchParams(fields).toString(),
        });
      const first = await post({
        step: "car",
        session: "",
        intent: "next",
        brand: "",
        model: "",
        priceEur: "30000",
      });
      expect(first.status).toBe(303);
      const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0]!;
      const termsPage = await (await request(`${path}?step=terms`, { headers: { cookie } })).text();
      const session = /name="session" value="([0-9a-f-]{36})"/.exec(termsPage)?.[1] ?? "";
      expect(session).not.toBe("");
      const terms = await post(
        {
          step: "terms",
          session,
          intent: "next",
          downPaymentEur: "3000",
          termMonths: "36",
          mileageKm: "10000",
        },
        cookie,
      );
      expect(terms.headers.get("location")).toContain("step=contact");
      const contact = await post(
        {
          step: "contact",
          session,
          intent: "next",
          firstName: "Jonas",
          lastName: "Leasing",
          email: "jonas.leasing@example.com",
          phone: "",
          privacy: "on",
        },
        cookie,
      );
      expect(contact.headers.get("location")).toContain("step=done");
      const done = await (await request(`${path}?step=done`, { headers: { cookie } })).text();
      const offer = calculateOffer("leasing", 3_000_000, {
        downPaymentMinor: 300_000,
        termMonths: 36,
        mileageKm: 10_000,
      });
      const euros = (offer.kind === "leasing" ? offer.monthlyRateMinor : 0) / 100;
      const rate = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(euros);
      expect(done).toContain("Ihre Beispielrate:");
      expect(done.replace(/\u00a0/g, " ")).toContain(rate.replace(/\u00a0/g, " "));
      const [job] = await db()
        .select()
        .from(jobs)
        .where(eq(jobs.systemType, "LEASING"))
        .orderBy(desc(jobs.id))
        .limit(1);
      expect(job!.vehicleValueMinor).toBe(3_000_000);
      expect((job!.payload as { calculation: unknown }).calculation).toEqual(offer);
    });
  },
);
