/** Demo data: one holding, two companies, a dealer project and a community project, with content. */
import { and, eq, inArray } from "drizzle-orm";
import type { NavLinkContent } from "../app/core/cms/nav-link";
import { sanitizeContentHtml } from "../app/core/cms/sanitize.server";
import type { FileStore } from "../app/core/files/file-store.server";
import { hashPassword } from "../app/core/identity/password.server";
import type { OpeningHours } from "../app/core/locations/opening-hours";
import { parseFeatureFlags, parseProjectConfig } from "../app/core/tenancy/project-config";
import type { Db } from "../app/db/client.server";
import {
  brands,
  carModels,
  cmsPages,
  cmsPageTranslations,
  companies,
  holdings,
  locations,
  navLinks,
  posts,
  postTranslations,
  projects,
  teamMembers,
  teams,
  users,
} from "../app/db/schema";
import type { Env } from "../app/env.server";
import { LOCALES, type Locale } from "../app/shared/locales";
import { seedDemoPhotos } from "./cars/demo-photos.server";
import { DEMO_CAR_COUNT, DEMO_CAR_SEED } from "./cars/demo-stock";
import { seedCars } from "./cars/seed-cars";
import { seedDemoOrders } from "./commerce/seed-orders";
import { seedShop } from "./commerce/seed-shop";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./content/accounts";
import { BRANDS } from "./content/brands";
import { seedConfigurator, upgradeConfigurator } from "./content/configurator";
import { GENERIC_PAGES } from "./content/pages";
import { POSTS } from "./content/posts";
import { SYSTEM_PAGES } from "./content/system-pages";
import { seedTours } from "./content/tours";
import type { Localized } from "./content/types";
import { jobCount, seedLeads } from "./leads/seed-leads";
import { seedRental } from "./rental/seed-rental";
import { seedServiceOfferings } from "./service-booking/seed-service-offerings";
import { seedDemoTradeIns } from "./trade-in/seed-demo-trade-ins";
import { seedWizards } from "./wizards/seed-wizards";

export const DEMO_PROJECT_SLUG = "autohaus-brandt";
export const COMMUNITY_PROJECT_SLUG = "brandt-community";
export { DEMO_CAR_COUNT } from "./cars/demo-stock";
/** Demo leads of the dealer site (the back office has a realistic amount of work to show). */
export const DEMO_LEADS = 320;

/** Demo data on first start, except in production unless SEED_DEMO=1 (SEED_DEMO=0 always skips). */
export function shouldSeedDemo(env: Pick<Env, "NODE_ENV" | "SEED_DEMO">): boolean {
  if (env.SEED_DEMO) return env.SEED_DEMO === "1";
  return env.NODE_ENV !== "production";
}

const weekdays = (opens: string, closes: string): OpeningHours =>
  (["mon", "tue", "wed", "thu", "fri"] as const).map((day) => ({ day, opens, closes }));

const LOCATIONS = [
  {
    slug: "berlin-charlottenburg",
    name: "Autohaus Brandt Berlin",
    city: "Berlin",
    // Its federal state's public holidays close it (decision 0050).
    region: "BE",
    // A day the dealer closes it besides the holidays (stock-taking), shown to buyers with the note.
    closedDays: [0, 1].map((n) => ({ date: `${new Date().getUTCFullYear() + n}-12-31`, note: "Inventur" })),
    street: "Kurfürstendamm",
    houseNumber: "120",
    zipCode: "10711",
    phone: "+49 30 1234560",
    email: "berlin@autohaus-brandt.example",
    latitude: 52.4986,
    longitude: 13.2936,
    openingHours: [...weekdays("08:00", "19:00"), { day: "sat" as const, opens: "09:00", closes: "15:00" }],
    services: ["sales", "used_cars", "service", "trade_in", "financing"],
  },
  {
    slug: "hamburg-rothenburgsort",
    name: "Autohaus Brandt Hamburg",
    city: "Hamburg",
    // Its federal state's public holidays close it (decision 0050).
    region: "HH",
    street: "Billstraße",
    houseNumber: "80",
    apartmentNumber: "Halle 2",
    zipCode: "20539",
    phone: "+49 40 9876540",
    email: "hamburg@autohaus-brandt.example",
    latitude: 53.5405,
    longitude: 10.0405,
    openingHours: [...weekdays("08:30", "18:30"), { day: "sat" as const, opens: "10:00", closes: "14:00" }],
    services: ["sales", "used_cars", "rental", "service", "trade_in"],
  },
  {
    slug: "muenchen-riem",
    name: "Autohaus Brandt München",
    city: "München",
    // Its federal state's public holidays close it (decision 0050).
    region: "BY",
    street: "Riemer Straße",
    houseNumber: "300",
    zipCode: "81829",
    phone: "+49 89 4567890",
    email: "muenchen@autohaus-brandt.example",
    latitude: 48.1335,
    longitude: 11.6915,
    openingHours: [...weekdays("08:00", "18:00"), { day: "sat" as const, opens: "08:00", closes: "16:00" }],
    services: ["sales", "rental", "service", "financing"],
  },
];

const NAV: Localized<NavLinkContent>[] = [
  {
    de: { text: "Gebrauchtwagen", link: "/gebrauchtwagen", dropdown: [] },
    en: { text: "Used cars", link: "/cars", dropdown: [] },
    pl: { text: "Samochody używane", link: "/cars", dropdown: [] },
    tr: { text: "İkinci el araçlar", link: "/cars", dropdown: [] },
  },
  {
    de: {
      text: "Neuwagen",
      link: "/fahrzeugmarke-waehlen",
      dropdown: [
        {
          type: "links_list",
          title: "Beliebte Marken",
          links: [
            { title: "Volkswagen", link: "/volkswagen-modelle" },
            { title: "BMW", link: "/bmw-modelle" },
            { title: "Audi", link: "/audi-modelle" },
            { title: "Alle Marken", link: "/fahrzeugmarke-waehlen" },
          ],
        },
        {
          type: "text",
          title: "Probefahrt",
          content: "Vereinbaren Sie eine Probefahrt an einem unserer drei Standorte.",
          link: "/contact?subject=test_drive",
          link_text: "Probefahrt anfragen",
        },
      ],
    },
    en: {
      text: "New cars",
      link: "/select-car-brand",
      dropdown: [
        {
          type: "links_list",
          title: "Popular brands",
          links: [
            { title: "Volkswagen", link: "/volkswagen-models" },
            { title: "BMW", link: "/bmw-models" },
            { title: "Audi", link: "/audi-models" },
            { title: "All brands", link: "/select-car-brand" },
          ],
        },
        {
          type: "text",
          title: "Test drive",
          content: "Arrange a test drive at any of our three locations.",
          link: "/contact?subject=test_drive",
          link_text: "Request a test drive",
        },
      ],
    },
    pl: {
      text: "Nowe samochody",
      link: "/select-car-brand",
      dropdown: [
        {
          type: "links_list",
          title: "Popularne marki",
          links: [
            { title: "Volkswagen", link: "/volkswagen-models" },
            { title: "BMW", link: "/bmw-models" },
            { title: "Audi", link: "/audi-models" },
            { title: "Wszystkie marki", link: "/select-car-brand" },
          ],
        },
        {
          type: "text",
          title: "Jazda próbna",
          content: "Umów się na jazdę próbną w jednym z naszych trzech salonów.",
          link: "/contact?subject=test_drive",
          link_text: "Zapytaj o jazdę próbną",
        },
      ],
    },
    tr: {
      text: "Sıfır araçlar",
      link: "/select-car-brand",
      dropdown: [
        {
          type: "links_list",
          title: "Popüler markalar",
          links: [
            { title: "Volkswagen", link: "/volkswagen-models" },
            { title: "BMW", link: "/bmw-models" },
            { title: "Audi", link: "/audi-models" },
            { title: "Tüm markalar", link: "/select-car-brand" },
          ],
        },
        {
          type: "text",
          title: "Test sürüşü",
          content: "Üç şubemizden birinde test sürüşü randevusu alın.",
          link: "/contact?subject=test_drive",
          link_text: "Test sürüşü talep edin",
        },
      ],
    },
  },
  // Issue 37: the services a buyer uses online, in the menu (the home page's tiles were their only way in).
  {
    de: {
      text: "Service",
      link: null,
      dropdown: [
        {
          type: "links_list",
          title: "Online für Sie da",
          links: [
            { title: "Inzahlungnahme", link: "/inzahlungnahme" },
            { title: "Werkstatttermin buchen", link: "/onlineterminbuchung" },
            { title: "Autovermietung", link: "/vermietung" },
            { title: "Shop", link: "/shop" },
          ],
        },
      ],
    },
    en: {
      text: "Services",
      link: null,
      dropdown: [
        {
          type: "links_list",
          title: "Online for you",
          links: [
            { title: "Trade-in", link: "/buyback" },
            { title: "Book a workshop slot", link: "/car-service" },
            { title: "Car rental", link: "/car-rental" },
            { title: "Shop", link: "/shop" },
          ],
        },
      ],
    },
    pl: {
      text: "Usługi",
      link: null,
      dropdown: [
        {
          type: "links_list",
          title: "Online dla Ciebie",
          links: [
            { title: "Odkup samochodu", link: "/buyback" },
            { title: "Termin w serwisie", link: "/car-service" },
            { title: "Wynajem samochodów", link: "/car-rental" },
            { title: "Sklep", link: "/shop" },
          ],
        },
      ],
    },
    tr: {
      text: "Hizmetler",
      link: null,
      dropdown: [
        {
          type: "links_list",
          title: "Online hizmetlerimiz",
          links: [
            { title: "Takas", link: "/buyback" },
            { title: "Servis randevusu", link: "/car-service" },
            { title: "Araç kiralama", link: "/car-rental" },
            { title: "Mağaza", link: "/shop" },
          ],
        },
      ],
    },
  },
  {
    de: { text: "Standorte", link: "/standorte", dropdown: [] },
    en: { text: "Locations", link: "/locations", dropdown: [] },
    pl: { text: "Lokalizacje", link: "/locations", dropdown: [] },
    tr: { text: "Şubeler", link: "/locations", dropdown: [] },
  },
  {
    de: { text: "Blog", link: "/blog", dropdown: [] },
    en: { text: "Blog", link: "/blog", dropdown: [] },
    pl: { text: "Blog", link: "/blog", dropdown: [] },
    tr: { text: "Blog", link: "/blog", dropdown: [] },
  },
  {
    de: { text: "Kontakt", link: "/contact", dropdown: [] },
    en: { text: "Contact", link: "/contact", dropdown: [] },
    pl: { text: "Kontakt", link: "/contact", dropdown: [] },
    tr: { text: "İletişim", link: "/contact", dropdown: [] },
  },
];

/**
 * Seeds the demo data once; returns false when it is already there. With `files` (the server and
 * `npm run db:seed`; not the tests' database templates, whose file stores differ) a few used cars get
 * uploaded photos rendered from their illustrations (seed/cars/demo-photos.server.ts).
 */
export async function seedDemo(db: Db, options: { files?: FileStore } = {}): Promise<boolean> {
  const existing = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.slug, DEMO_PROJECT_SLUG));
  if (existing.length > 0) {
    // Reference data that came after the first seed (issue 10: the models' paints; issue 11: leads;
    // issue 12: the shop).
    await upgradeConfigurator(db);
    await seedDemoLeads(db);
    await seedShop(db, existing[0]!.id);
    // Issue 36: orders in each state with their documents, on demo purchase jobs (once).
    await seedDemoOrders(db, existing[0]!.id);
    // Issue 14: the rental fleet.
    await seedRental(db, existing[0]!.id);
    // Issue 13: the demo customer's trade-ins (the top menu's customer cars).
    await seedDemoTradeIns(db);
    await seedDemoWizards(db);
    // Issue 14: workshop services of the locations that offer service (idempotent).
    await seedServiceOfferings(db, existing[0]!.id);
    await seedDemoTeam(db, existing[0]!.id);
    // Issue 17: the demo tours of the job list and the job page (idempotent).
    await seedTours(db, existing[0]!.id);
    return false;
  }

  await db.transaction(async (tx) => {
    const [holding] = await tx.insert(holdings).values({ name: "Brandt Mobility Holding GmbH" }).returning();
    const [dealerCo, communityCo] = await tx
      .insert(companies)
      .values([
        {
          holdingId: holding!.id,
          name: "Autohaus Brandt GmbH",
          legalName: "Autohaus Brandt GmbH",
          vatId: "DE123456789",
        },
        {
          holdingId: holding!.id,
          name: "Brandt Community GmbH",
          legalName: "Brandt Community GmbH",
          vatId: "DE987654321",
        },
      ])
      .returning();

    const [dealer, community] = await tx
      .insert(projects)
      .values([
        {
          companyId: dealerCo!.id,
          slug: DEMO_PROJECT_SLUG,
          name: "Autohaus Brandt",
          domains: ["autohaus-brandt.example", "www.autohaus-brandt.example"],
          currency: "EUR",
          languages: [...LOCALES],
          defaultLanguage: "de",
          isDefault: true,
          config: parseProjectConfig({
            main_logo: "/brand/logo.svg",
            scroll_logo: "/brand/logo-compact.svg",
            use_scroll_logo: true,
            contact_email: "info@autohaus-brandt.example",
          }),
          features: parseFeatureFlags({
            shop: true,
            trade_in: true,
            rental: true,
            service_booking: true,
            financing: true,
            leasing: true,
            subscription: true,
            articles: true,
            news: true,
            blog: true,
            knowledge_base: true,
            // Issue 17: the communication center (the community site keeps it off).
            communication: true,
            // The site's own help page: the help link must lead somewhere real.
            knowledgeBaseUrl: "/docs",
          }),
        },
        {
          companyId: communityCo!.id,
          slug: COMMUNITY_PROJECT_SLUG,
          name: "Brandt Community",
          domains: ["community.autohaus-brandt.example", "community.localhost"],
          currency: "EUR",
          languages: ["de", "en"],
          defaultLanguage: "de",
          isCommunity: true,
          config: parseProjectConfig({
            main_logo: "/brand/community-logo.svg",
            brand_color: "#1d6b4f",
            menu: {
              version_desktop: { id: "centered_with_account" },
              version_mobile: { id: "single_minimalistic" },
            },
          }),
          features: parseFeatureFlags({ community: true, blog: true, news: true }),
        },
      ])
      .returning();

    await tx.insert(locations).values(LOCATIONS.map((l) => ({ ...l, projectId: dealer!.id })));
    await tx
      .insert(navLinks)
      .values(NAV.map((content, position) => ({ projectId: dealer!.id, position, content })));
    await tx.insert(navLinks).values(
      [NAV[3]!, NAV[4]!].map((content, position) => ({
        projectId: community!.id,
        position,
        content: Object.fromEntries(Object.entries(content).filter(([l]) => l === "de" || l === "en")),
      })),
    );

    for (const project of [dealer!, community!]) {
      const langs = project.languages as Locale[];
      for (const page of SYSTEM_PAGES) {
        const [row] = await tx
          .insert(cmsPages)
          .values({ projectId: project.id, systemKey: page.key })
          .returning();
        await tx.insert(cmsPageTranslations).values(
          langs.map((lang) => ({
            pageId: row!.id,
            lang,
            title: page.text[lang].title,
            slug: page.text[lang].slug,
            contentHtml: sanitizeContentHtml(page.text[lang].html),
            seoDescription: page.text[lang].seoDescription,
          })),
        );
      }
    }

    const pageIds = new Map<string, string>();
    for (const page of GENERIC_PAGES) {
      const [row] = await tx
        .insert(cmsPages)
        .values({
          projectId: dealer!.id,
          parentId: page.parentKey ? pageIds.get(page.parentKey) : null,
          menuVersion: page.menuVersion ?? null,
          menuBackground: page.menuBackground ?? null,
        })
        .returning();
      pageIds.set(page.key, row!.id);
      await tx.insert(cmsPageTranslations).values(
        LOCALES.map((lang) => ({
          pageId: row!.id,
          lang,
          title: page.text[lang].title,
          slug: page.text[lang].slug,
          contentHtml: sanitizeContentHtml(page.text[lang].html),
          seoDescription: page.text[lang].seoDescription,
        })),
      );
    }

    for (const post of POSTS) {
      for (const project of [dealer!, community!]) {
        if (project === community && post.kind === "blog") continue;
        const langs = project.languages as Locale[];
        const [row] = await tx
          .insert(posts)
          .values({
            projectId: project.id,
            kind: post.kind,
            author: post.author,
            publishedAt: new Date(post.publishedAt),
          })
          .returning();
        await tx.insert(postTranslations).values(
          langs.map((lang) => ({
            postId: row!.id,
            projectId: project.id,
            kind: post.kind,
            lang,
            title: post.text[lang].title,
            slug: post.text[lang].slug,
            excerpt: post.text[lang].excerpt,
            contentHtml: sanitizeContentHtml(post.text[lang].html),
          })),
        );
      }
    }

    // Demo accounts, one per role group, all with the password DEMO_PASSWORD.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await tx.insert(users).values(
      DEMO_ACCOUNTS.map((a) => {
        const project = a.project === "dealer" ? dealer! : community!;
        return {
          projectId: project.id,
          companyId: project.companyId,
          email: a.email,
          passwordHash,
          roles: a.roles,
          inHolding: a.inHolding ?? false,
          firstName: a.firstName,
          lastName: a.lastName,
          companyName: a.companyName ?? null,
          approvedAt: a.roles.includes("business_client") ? new Date() : null,
          termsAcceptedAt: a.termsAccepted ? new Date() : null,
          termsVersion: a.termsAccepted ? 1 : null,
          emailVerifiedAt: new Date(),
        };
      }),
    );

    // Issue 17: a team of the dealer with the sales employee in it (sharing with teams).
    await seedDemoTeam(tx as unknown as Db, dealer!.id);

    for (const brand of BRANDS) {
      const [row] = await tx
        .insert(brands)
        .values({ slug: brand.slug, name: brand.name, country: brand.country })
        .onConflictDoNothing()
        .returning();
      if (!row) continue;
      await tx.insert(carModels).values(brand.models.map((model) => ({ ...model, brandId: row.id })));
    }
    await seedConfigurator(tx as unknown as Db);
    // Stock for the dealer site: enough for every filter to show something (issue 4).
    await seedCars(tx as unknown as Db, {
      projectId: dealer!.id,
      count: DEMO_CAR_COUNT,
      seed: DEMO_CAR_SEED,
    });
    await seedDemoLeads(tx as unknown as Db);
    // The dealer's shop (issue 12).
    await seedShop(tx as unknown as Db, dealer!.id);
    // Orders in each state with their documents, on demo purchase jobs (issue 36).
    await seedDemoOrders(tx as unknown as Db, dealer!.id);
    await seedRental(tx as unknown as Db, dealer!.id);
    // The demo customer's trade-ins (issue 13), after the stock their ranges are computed from.
    await seedDemoTradeIns(tx as unknown as Db);
    // Click wizards and their texts (issue 13).
    await seedDemoWizards(tx as unknown as Db);
    // Workshop services with durations and prices (issue 14).
    await seedServiceOfferings(tx as unknown as Db, dealer!.id);
    await seedTours(tx as unknown as Db, dealer!.id);
  });
  // After the transaction: the photos are files first, then rows (as a dealer's upload).
  if (options.files) await seedDemoPhotos(db, DEMO_PROJECT_SLUG, options.files);
  return true;
}

/** The demo team: one the sales employee is a member of; sharing a workflow with it opens all of its jobs to them. */
export const DEMO_TEAM_NAME = "Verkauf Berlin";

async function seedDemoTeam(db: Db, projectId: string) {
  const [team] = await db
    .insert(teams)
    .values({ projectId, name: DEMO_TEAM_NAME })
    .onConflictDoNothing()
    .returning({ id: teams.id });
  if (!team) return; // there already
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.projectId, projectId), inArray(users.email, ["sales@autohaus-brandt.example"])));
  if (members.length)
    await db.insert(teamMembers).values(members.map((u) => ({ projectId, teamId: team.id, userId: u.id })));
}

/** The trade-in and call-back wizards for the dealer, the call-back wizard for the community site. */
async function seedDemoWizards(db: Db) {
  const sites = await db
    .select({ id: projects.id, slug: projects.slug })
    .from(projects)
    .where(inArray(projects.slug, [DEMO_PROJECT_SLUG, COMMUNITY_PROJECT_SLUG]));
  for (const site of sites) {
    await seedWizards(
      db,
      site.id,
      site.slug === DEMO_PROJECT_SLUG
        ? ["TRADE_IN", "CALLBACK", "FINANCING", "LEASING", "SUBSCRIPTION"]
        : ["CALLBACK"],
    );
  }
}

/** A few hundred leads over the last 90 days for the dealer, a few for the community (once). */
async function seedDemoLeads(db: Db) {
  const sites = await db
    .select({ id: projects.id, slug: projects.slug })
    .from(projects)
    .where(inArray(projects.slug, [DEMO_PROJECT_SLUG, COMMUNITY_PROJECT_SLUG]));
  for (const site of sites) {
    if ((await jobCount(db, site.id)) > 0) continue;
    const dealer = site.slug === DEMO_PROJECT_SLUG;
    await seedLeads(db, {
      projectId: site.id,
      count: dealer ? DEMO_LEADS : 24,
      seed: dealer ? 11 : 12,
      days: 90,
    });
  }
}
