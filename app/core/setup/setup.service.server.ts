/**
 * The first run (decision 0052): on an empty installation, one transaction creates the holding,
 * the company, the first project (the default site), its locations, a starter navigation, the legal
 * pages as drafts to be reviewed, the default workflows and the first admin. Used by the setup page
 * (server/setup-page.ts) and by `npm run setup` (scripts/setup.ts).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import {
  cmsPageDrafts,
  cmsPages,
  companies,
  holdings,
  locations,
  navLinks,
  projects,
  users,
} from "../../db/schema";
import type { Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { slugify } from "../cms/cms-rules";
import { sanitizeContentHtml } from "../cms/sanitize.server";
import { createServiceContext } from "../context/service-context.server";
import { translate } from "../i18n/messages.server";
import { VERIFY_TOKEN_HOURS } from "../identity/auth-schema";
import { issueVerificationLink } from "../identity/email-verification.service.server";
import { hashPassword } from "../identity/password.server";
import { ensureDefaultWorkflows } from "../leads/workflows.service.server";
import type { Project } from "../tenancy/project";
import { parseFeatureFlags, parseProjectConfig } from "../tenancy/project-config";
import { LEGAL_PAGE_KEYS, type LegalCompany, legalPage } from "./legal-templates";
import { type SetupData, setupFieldErrors, setupSchema } from "./setup-schema";

/** The logo of a new site until the dealer sets its own (a car, no name). */
export const NEUTRAL_LOGO = "/brand/site-logo.svg";

/** Invalid input (field path → catalogue keys), or a project exists already (`conflict`). */
export type SetupError =
  | { code: "invalid"; fields: Record<string, string[]> }
  | { code: "conflict"; message: "already_set_up" };

export type SetupDone = {
  projectId: string;
  projectSlug: string;
  adminId: string;
  adminEmail: string;
  /** The site's languages, its default first. */
  languages: Locale[];
  /** The admin has to confirm the address from a mailed link first (SMTP configured). */
  verificationMailed: boolean;
};

class AlreadySetUp extends Error {}

/** Whether the installation has no project yet (the only state in which setup runs). */
export async function needsSetup(db: Db): Promise<boolean> {
  const rows = await db.select({ id: projects.id }).from(projects).limit(1);
  return rows.length === 0;
}

/** Starter links of the top menu in each language (paths as the route table spells them). */
const NAV: Record<
  Locale,
  { cars: [string, string]; locations: [string, string]; contact: [string, string] }
> = {
  de: {
    cars: ["Gebrauchtwagen", "/gebrauchtwagen"],
    locations: ["Standorte", "/standorte"],
    contact: ["Kontakt", "/contact"],
  },
  en: {
    cars: ["Used cars", "/cars"],
    locations: ["Locations", "/locations"],
    contact: ["Contact", "/contact"],
  },
  pl: {
    cars: ["Samochody używane", "/cars"],
    locations: ["Lokalizacje", "/locations"],
    contact: ["Kontakt", "/contact"],
  },
  tr: {
    cars: ["İkinci el araçlar", "/cars"],
    locations: ["Şubeler", "/locations"],
    contact: ["İletişim", "/contact"],
  },
};

export type SetupOptions = {
  /** SMTP is configured: the admin's address is confirmed through a mailed link, else taken as given. */
  verifyByMail: boolean;
  /** Origin for the confirmation link (the setup request's, or PUBLIC_URL). */
  origin: string;
  /** Language the admin set the site up in (their account's language; the mail's). */
  locale?: Locale;
};

/** Validates `input` and sets the installation up, all or nothing; refused once a project exists. */
export async function runSetup(
  db: Db,
  input: unknown,
  options: SetupOptions,
): Promise<Result<SetupDone, SetupError>> {
  const parsed = setupSchema.safeParse(input);
  if (!parsed.success) {
    const fields = Object.entries(setupFieldErrors(parsed.error)).map(([k, v]) => [k, [v]]);
    return err({ code: "invalid", fields: Object.fromEntries(fields) });
  }
  const data = parsed.data;
  if (!(await needsSetup(db))) return err({ code: "conflict", message: "already_set_up" });
  const passwordHash = await hashPassword(data.admin.password);
  try {
    const done = await db.transaction((tx) =>
      createInstallation(tx as unknown as Db, data, passwordHash, options),
    );
    return ok(done);
  } catch (error) {
    if (error instanceof AlreadySetUp) return err({ code: "conflict", message: "already_set_up" });
    throw error;
  }
}

async function createInstallation(
  tx: Db,
  data: SetupData,
  passwordHash: string,
  options: SetupOptions,
): Promise<SetupDone> {
  // Two setups at once: the second waits here and then finds the first one's project.
  await tx.execute(sql`LOCK TABLE projects IN EXCLUSIVE MODE`);
  if (!(await needsSetup(tx))) throw new AlreadySetUp();

  const [holding] = await tx.insert(holdings).values({ name: data.holding.name }).returning();
  const c = data.company;
  const [company] = await tx
    .insert(companies)
    .values({
      holdingId: holding!.id,
      name: c.name,
      legalName: c.legalName,
      vatId: c.vatId,
      street: c.street,
      houseNumber: c.houseNumber,
      zipCode: c.zipCode,
      city: c.city,
      country: c.country,
      registerNumber: c.registerNumber,
      representative: c.representative,
      email: c.email,
      phone: c.phone,
    })
    .returning();

  const p = data.project;
  const languages = [p.defaultLanguage, ...p.languages.filter((l) => l !== p.defaultLanguage)];
  const config = parseProjectConfig({
    main_logo: p.logo ?? NEUTRAL_LOGO,
    brand_color: p.brandColor,
    contact_email: c.email,
    menu: { version_desktop: { id: p.menuDesktop }, version_mobile: { id: p.menuMobile } },
  });
  const features = parseFeatureFlags({});
  const [row] = await tx
    .insert(projects)
    .values({
      companyId: company!.id,
      slug: slugify(p.name) || "site",
      name: p.name,
      domains: [...new Set(p.domains)],
      currency: p.currency,
      languages,
      defaultLanguage: p.defaultLanguage,
      timeZone: p.timeZone,
      // The first site answers every host no other project claims (localhost, a new domain).
      isDefault: true,
      config,
      features,
    })
    .returning();
  const project: Project = {
    id: row!.id,
    slug: row!.slug,
    name: row!.name,
    domains: row!.domains,
    companyId: company!.id,
    holdingId: holding!.id,
    currency: p.currency,
    languages,
    defaultLanguage: p.defaultLanguage,
    isCommunity: false,
    config,
    features,
  };

  const slugs = new Set<string>();
  await tx.insert(locations).values(
    data.locations.map((l) => {
      let slug = slugify(`${l.city} ${l.name}`) || "location";
      while (slugs.has(slug)) slug = `${slug}-2`;
      slugs.add(slug);
      return {
        projectId: project.id,
        slug,
        name: l.name,
        street: l.street,
        houseNumber: l.houseNumber,
        zipCode: l.zipCode,
        city: l.city,
        country: l.country,
        phone: l.phone,
        email: l.email,
        openingHours: l.openingHours,
        timeZone: p.timeZone,
        services: ["sales", "used_cars"],
      };
    }),
  );

  await addStarterContent(tx, project.id, languages, c);

  const locale = options.locale && languages.includes(options.locale) ? options.locale : p.defaultLanguage;
  const now = new Date();
  const [admin] = await tx
    .insert(users)
    .values({
      projectId: project.id,
      companyId: company!.id,
      email: data.admin.email,
      passwordHash,
      // The installation's owner: admin of the site and of the holding (adds companies and sites later).
      roles: ["holding_admin"],
      inHolding: true,
      firstName: data.admin.firstName,
      lastName: data.admin.lastName,
      language: locale,
      emailVerifiedAt: options.verifyByMail ? null : now,
    })
    .returning({ id: users.id, email: users.email, firstName: users.firstName });

  if (options.verifyByMail) {
    const ctx = createServiceContext({ db: tx, project, locale });
    const link = await issueVerificationLink(ctx, admin!, { origin: options.origin });
    await ctx.outbox.enqueue("mail", {
      to: admin!.email,
      subject: translate(locale, "auth:mail.verify.subject", { site: project.name }),
      text: translate(locale, "auth:mail.verify.text", {
        name: admin!.firstName,
        site: project.name,
        link,
        hours: VERIFY_TOKEN_HOURS,
      }),
    });
  }

  return {
    projectId: project.id,
    projectSlug: project.slug,
    adminId: admin!.id,
    adminEmail: admin!.email,
    languages,
    verificationMailed: options.verifyByMail,
  };
}

/**
 * What every new site starts with, the first one (setup) and every later one (the holding screen,
 * decision 0062): a starter top menu, the legal pages as drafts to be reviewed in each of its languages
 * with the company's data, and the default workflows and statuses.
 */
export async function addStarterContent(
  tx: Db,
  projectId: string,
  languages: readonly Locale[],
  c: LegalCompany,
): Promise<void> {
  await tx.insert(navLinks).values(
    (["cars", "locations", "contact"] as const).map((key, position) => ({
      projectId,
      position,
      content: Object.fromEntries(
        languages.map((lang) => [lang, { text: NAV[lang][key][0], link: NAV[lang][key][1], dropdown: [] }]),
      ),
    })),
  );

  // Legal texts are the dealer's responsibility: drafts from templates, flagged until an editor publishes.
  const legalCompany: LegalCompany = {
    legalName: c.legalName,
    street: c.street,
    houseNumber: c.houseNumber,
    zipCode: c.zipCode,
    city: c.city,
    country: c.country,
    registerNumber: c.registerNumber,
    vatId: c.vatId,
    representative: c.representative,
    email: c.email,
    phone: c.phone,
  };
  for (const [position, key] of LEGAL_PAGE_KEYS.entries()) {
    const [page] = await tx
      .insert(cmsPages)
      .values({ projectId, systemKey: key, reviewRequired: true, position })
      .returning({ id: cmsPages.id });
    await tx.insert(cmsPageDrafts).values(
      languages.map((lang) => {
        const text = legalPage(key, lang, legalCompany);
        return {
          projectId,
          pageId: page!.id,
          lang,
          title: text.title,
          slug: text.slug,
          contentHtml: sanitizeContentHtml(text.html),
        };
      }),
    );
  }

  // Workflows and statuses as every project gets them (boot does the same for older projects).
  await ensureDefaultWorkflows(tx);
}
