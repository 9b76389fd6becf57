/**
 * Every value a person sees is translated and labelled. Every back-office page of the
 * route table (shared/account-routes.ts) is opened as each demo role of the dealer site, and the
 * storefront's main pages as a visitor and as a customer, in de, en, pl and tr, through the real app.
 * The page's text nodes and its title, aria-label, placeholder and alt attributes must hold no message
 * key (`settings:mailbox.title`, `mailbox.title`, `dashboard.cards.communication`) and no raw field dump
 * (`paymentMethod pay_at_pickup`, `fulfilment pickup`, `wizardId 2`). The detector is
 * tests/setup/screen-texts.ts (its precision: tests/unit/screen-texts.test.ts).
 *
 * The job page is opened for a job of every workflow, and for jobs whose request box has every kind of
 * request data: a trade-in finished in the wizard (its answers with `wizardId`, `privacy`, `marketing`),
 * a purchase placed through the checkout, a car request, a rental, a workshop booking, a financing
 * request, a call-back booked from a mail link and a community membership. A new screen is covered by
 * construction (it is in the route table). PGlite only: the texts do not depend on the database.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "../../app/core/commerce/cart.service.server";
import { placeOrder } from "../../app/core/commerce/checkout.service.server";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { ACCOUNT_ROUTES, mayOpen } from "../../app/shared/account-routes";
import { LOCALES } from "../../app/shared/locales";
import { DEALER_PRINCIPALS, dealerAccount } from "../setup/demo-principals";
import { catalogueKeys, findRawTexts, screenTexts } from "../setup/screen-texts";
import { STOREFRONT_PAGES } from "../setup/storefront-pages";
import { createTestDatabase, serviceContextFor, type TestDatabase } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

type Who = Exclude<(typeof DEALER_PRINCIPALS)[number], "anonymous">;
const ROLES = DEALER_PRINCIPALS.filter((p): p is Who => p !== "anonymous");

/** Requests in flight at once (the app runs in this process: more would only queue). */
const PARALLEL = 4;

const STOREFRONT = STOREFRONT_PAGES;

describe.runIf(hasBuild())("screen texts", () => {
  let database: TestDatabase;
  let db: Db;
  let request: TestRequest;
  let A: Project;
  /** Path parameters of the account pages, and the job pages to open (`workflowId/jobId`). */
  const ids: Record<string, string> = {};
  const jobPages: string[] = [];
  const cookies = new Map<Who, string>();

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    db = database.handle.db;
    request = await createTestApp(db);
    A = (await resolveProject(db, "localhost"))!;
    const ctx = (locale: "de" | "en" = "de") => serviceContextFor(db, A, { locale });
    const first = async <T>(rows: Promise<T[]>) => (await rows)[0];

    // A purchase through the checkout: its job's request has fulfilment, payment method and lines.
    const owner = { kind: "visitor" as const, visitorId: randomUUID() };
    const item = await first(
      db
        .select()
        .from(schema.items)
        .where(and(eq(schema.items.projectId, A.id), eq(schema.items.sku, "CARE-KIT-001"))),
    );
    await addToCart(ctx("en"), owner, { kind: "item", itemId: item!.id, quantity: 2 });
    const location = await first(
      db
        .select()
        .from(schema.locations)
        .where(eq(schema.locations.projectId, A.id))
        .orderBy(asc(schema.locations.id)),
    );
    const placed = await placeOrder(ctx("en"), owner, {
      idempotencyKey: randomUUID(),
      customer: { firstName: "Paula", lastName: "Pickup", email: "paula.pickup@example.com" },
      fulfilment: "pickup",
      locationId: location!.id,
      paymentMethod: "pay_at_pickup",
      acceptTerms: true,
      acceptCancellationPolicy: true,
      note: "Please call before.",
    } as Parameters<typeof placeOrder>[2]);
    if (!placed.ok) throw new Error(`order: ${JSON.stringify(placed.error)}`);
    const order = (await first(
      db.select().from(schema.orders).where(eq(schema.orders.id, placed.value.id)),
    ))!;
    ids.number = order.number;

    // Requests as their services store them (the shapes of each createLead call).
    const tradeInWizard = await first(
      db
        .select()
        .from(schema.wizards)
        .where(and(eq(schema.wizards.projectId, A.id), eq(schema.wizards.systemType, "TRADE_IN"))),
    );
    const callbackWizard = await first(
      db
        .select()
        .from(schema.wizards)
        .where(and(eq(schema.wizards.projectId, A.id), eq(schema.wizards.systemType, "CALLBACK"))),
    );
    const car = (await first(
      db.select().from(schema.cars).where(eq(schema.cars.projectId, A.id)).orderBy(asc(schema.cars.id)),
    ))!;
    const client = {
      name: "Rita Rohdaten",
      email: "rita.rohdaten@example.com",
      phone: "+49 30 5550123",
      language: "de" as const,
      privacyAccepted: true,
    };
    const requests: [Parameters<typeof createLead>[1], Record<string, unknown>][] = [
      [
        "TRADE_IN",
        {
          brand: "Volkswagen",
          model: "Golf",
          firstRegistration: "2019-04",
          mileageKm: "85000",
          fuel: "diesel",
          gearbox: "automatic",
          accidentFree: "no",
          serviceHistory: "partial",
          owners: "2",
          damageDescription: "Scratch on the rear bumper",
          photos: [],
          firstName: "Rita",
          lastName: "Rohdaten",
          email: client.email,
          phone: client.phone,
          privacy: "yes",
          marketing: "yes",
          wizardId: tradeInWizard!.id,
        },
      ],
      [
        "CALLBACK",
        {
          topic: "financing",
          locationId: String(location!.id),
          timeframe: "this_week",
          timeOfDay: "afternoon",
          firstName: "Rita",
          lastName: "Rohdaten",
          phone: client.phone,
          privacy: "yes",
          wizardId: callbackWizard!.id,
        },
      ],
      [
        "CAR_REQUEST",
        {
          kind: "test_drive",
          message: "Saturday morning?",
          carNumber: car.number,
          preferredAt: "2026-12-12T09:00:00.000Z",
        },
      ],
      [
        "RENTAL",
        {
          reference: "R-2026-0001",
          carId: car.id,
          pickupLocationId: location!.id,
          returnLocationId: location!.id,
          pickupAt: "2026-12-12T09:00:00.000Z",
          returnAt: "2026-12-14T09:00:00.000Z",
          birthDate: "1990-05-01",
          priceMinor: 15900,
          depositMinor: 50000,
          includedKm: 400,
          currency: "EUR",
        },
      ],
      [
        "SERVICE",
        {
          offering: "inspection",
          offeringId: 1,
          startsAt: "2026-12-12T09:00:00.000Z",
          endsAt: "2026-12-12T10:00:00.000Z",
          vehicle: "VW Golf, B-AB 123",
          note: "Brakes squeak",
        },
      ],
      [
        "FINANCING",
        {
          offer: "financing",
          carNumber: car.number,
          car: "Volkswagen Golf 2.0 TDI",
          currency: "EUR",
          message: "Is 48 months possible?",
          calculation: { termMonths: 48 },
        },
      ],
      [
        "COMMUNITY",
        {
          company_name: "Rohdaten GmbH",
          vat_id: "DE123456789",
          street: "Hauptstraße 1",
          zip_code: "10115",
          city: "Berlin",
          phone: client.phone,
          member_terms_accepted_at: "2026-12-01T10:00:00.000Z",
        },
      ],
      ["CALLBACK", { slot: "2026-12-12T09:00:00.000Z", note: "After 9 please", fromJobId: 1 }],
      ["CONTACT", { subject: "Opening hours", message: "Open on Sunday?", migratedFrom: "contact_requests" }],
    ];
    const made: number[] = [];
    for (const [systemType, payload] of requests) {
      const lead = await createLead(ctx(), systemType, client, payload, {
        vehicleBrandName: "Volkswagen",
        vehicleModelName: "Golf",
        locationId: location!.id,
        source: systemType === "RENTAL" ? "rental" : "website",
      });
      // A system type without a workflow on this site (community on the dealer site) is left out.
      if (lead.ok) made.push(lead.value.jobId);
    }
    const jobs = await db
      .select({ id: schema.jobs.id, workflowId: schema.jobs.workflowId, systemType: schema.jobs.systemType })
      .from(schema.jobs)
      .where(eq(schema.jobs.projectId, A.id))
      .orderBy(asc(schema.jobs.id));
    const pages = new Map<string, string>();
    // One job per workflow and system type, the order's job, and the jobs made above.
    for (const j of jobs) pages.set(`${j.workflowId}|${j.systemType}`, `${j.workflowId}/${j.id}`);
    for (const j of jobs.filter((j) => made.includes(j.id) || j.id === order.jobId)) {
      pages.set(`made|${j.id}`, `${j.workflowId}/${j.id}`);
    }
    jobPages.push(...pages.values());
    ids.workflowId = String(jobs[0]!.workflowId);
    ids.jobId = String(jobs[0]!.id);

    const scalar = async (query: ReturnType<typeof sql>) => {
      const r = await db.execute(query);
      const rows = (Array.isArray(r) ? r : (r as { rows: Record<string, unknown>[] }).rows) as Record<
        string,
        unknown
      >[];
      return String(Object.values(rows[0] ?? {})[0] ?? "");
    };
    ids.client = await scalar(sql`select client_id from jobs where id = ${made[0]!}`);
    ids.item = item!.id;
    ids.car = String(car.number);
    ids.cmsPage = await scalar(sql`select id from cms_pages where project_id = ${A.id} order by id limit 1`);
    ids.news = await scalar(
      sql`select id from posts where project_id = ${A.id} and kind = 'news' order by id limit 1`,
    );
    ids.blog = await scalar(
      sql`select id from posts where project_id = ${A.id} and kind = 'blog' order by id limit 1`,
    );
    ids.tour = await scalar(sql`select id from tours where project_id = ${A.id} order by id limit 1`);
    ids.content = String(tradeInWizard!.functionalContentId);
    for (const who of ROLES) cookies.set(who, await loginCookie(request, dealerAccount(who).email));
  });
  afterAll(() => database?.drop());

  /**
   * The account pages `who` may open (the server's rule): every route with its parameters filled, the
   * job page once per job, and the lists' other views.
   */
  function accountPages(who: Who): string[] {
    const account = dealerAccount(who);
    const principal = { roles: account.roles, inHolding: Boolean(account.inHolding) };
    const out: string[] = [];
    for (const route of ACCOUNT_ROUTES) {
      if (!mayOpen(principal, A.features, route.access)) continue;
      if (route.key === "job") {
        out.push(...jobPages.map((p) => `account/jobs/${p}`));
        continue;
      }
      const param: Record<string, string> = {
        workflowJobs: ids.workflowId!,
        lead: ids.jobId!,
        client: ids.client!,
        itemEdit: ids.item!,
        carEdit: ids.car!,
        order: ids.number!,
        cmsPage: ids.cmsPage!,
        cmsNewsPost: ids.news!,
        cmsBlogPost: ids.blog!,
        tour: ids.tour!,
        functionalContent: ids.content!,
      };
      const path = route.path.replace(/:\w+/, param[route.key] ?? "");
      out.push(`account/${path}`.replace(/\/$/, ""));
      if (route.key === "workflowJobs") out.push(`account/jobs/${ids.workflowId}?display=kanban`);
      if (route.key === "orders") out.push("account/orders?view=documents");
    }
    return out;
  }

  type Visit = { who: Who | "visitor"; url: string };

  async function crawl(visits: Visit[]) {
    const catalogue = catalogueKeys();
    const findings = new Set<string>();
    const failures: string[] = [];
    let shown = 0;
    let redirected = 0;
    const queue = [...visits];
    const worker = async () => {
      for (let v = queue.shift(); v; v = queue.shift()) {
        const cookie = v.who === "visitor" ? "" : (cookies.get(v.who) ?? "");
        const res = await request(v.url, { headers: { cookie, "x-forwarded-for": "10.36.5.1" } });
        if (res.status >= 500) failures.push(`${v.who} ${v.url}: ${res.status}`);
        if (res.status >= 300 && res.status < 400) {
          redirected++;
          await res.body?.cancel();
          continue;
        }
        const html = await res.text();
        if (!html.startsWith("<!DOCTYPE html>")) continue;
        shown++;
        for (const f of findRawTexts(screenTexts(html), catalogue)) {
          findings.add(`${v.url} as ${v.who}: "${f.text.slice(0, 120)}" in ${f.where} (${f.why})`);
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    return { findings: [...findings].sort(), failures, shown, redirected };
  }

  it("no back-office page shows a message key or a raw field, for any role, in any language", async () => {
    // Each role opens each of its pages in one language, the languages taking turns along the list, so
    // every page is seen in every language across the roles; the manager opens the job pages (the
    // request box of every kind of request) in all four.
    const visits: Visit[] = [];
    ROLES.forEach((who, i) => {
      accountPages(who).forEach((page, j) => {
        const langs =
          who === "manager" && /^account\/jobs\/\d+\/\d+$/.test(page) ? LOCALES : [LOCALES[(i + j) % 4]!];
        for (const lang of langs) visits.push({ who, url: `/${lang}/${page}` });
      });
    });
    const started = Date.now();
    const { findings, failures, shown, redirected } = await crawl(visits);
    console.info(`[screen texts] ${visits.length} account pages, ${shown} shown, ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
    expect(findings).toEqual([]);
    // Every page a role may open is a page (`leads/{id}` redirects to the job).
    expect(shown + redirected).toBe(visits.length);
    expect(redirected).toBeLessThan(ROLES.length);
  }, 300_000);

  it("no storefront page shows a message key or a raw field, to a visitor or a customer", async () => {
    const visits: Visit[] = [];
    const links = async (lang: string, list: string, pattern: RegExp) => {
      const html = await (await request(`/${lang}/${list}`)).text();
      return [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))].slice(0, 1);
    };
    for (const lang of LOCALES) {
      const extra = [
        ...(await links(lang, "cars", /href="\/[a-z]{2}\/((?:cars|gebrauchtwagen)\/[a-z0-9-]+-\d+)"/g)),
        ...(await links(lang, "blog", /href="\/[a-z]{2}\/(blog\/[^"?#]+)"/g)),
        ...(await links(lang, "locations", /href="\/[a-z]{2}\/((?:locations|standorte)\/[^"?#]+)"/g)),
      ];
      // A visitor opens every page in every language, the customer each page in one of them.
      [...STOREFRONT, ...extra].forEach((page, j) => {
        visits.push({ who: "visitor", url: `/${lang}/${page}` });
        if (LOCALES[j % 4] === lang) visits.push({ who: "client", url: `/${lang}/${page}` });
      });
    }
    const started = Date.now();
    const { findings, failures, shown } = await crawl(visits);
    console.info(
      `[screen texts] ${visits.length} storefront pages, ${shown} shown, ${Date.now() - started} ms`,
    );
    expect(failures).toEqual([]);
    expect(findings).toEqual([]);
    expect(shown).toBeGreaterThan(STOREFRONT.length * 4);
  }, 300_000);
});
