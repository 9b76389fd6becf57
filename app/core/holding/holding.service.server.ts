/**
 * The holding screen's use cases (account/settings/holding, decision 0062): a holding
 * admin lists the holding's companies and their sites, adds a company, adds a site (white-label project)
 * to one of them with the first run's starter content and its first admin invited by mail, and pauses
 * or resumes a site. Nothing is deleted here. Every change is written to the holding audit in the same
 * transaction and announced to every server process (project-changes.server.ts).
 */
import { sql } from "drizzle-orm";
import type { Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { slugify } from "../cms/cms-rules";
import {
  createServiceContext,
  type ServiceContext,
  withTransaction,
} from "../context/service-context.server";
import type { SessionUser } from "../identity/session-user";
import { invitePerson } from "../people/people.service.server";
import { addStarterContent, NEUTRAL_LOGO } from "../setup/setup.service.server";
import { setupFieldErrors } from "../setup/setup-schema";
import type { Project } from "../tenancy/project";
import { announceProjectsChanged } from "../tenancy/project-changes.server";
import { parseFeatureFlags, parseProjectConfig } from "../tenancy/project-config";
import { hostCandidates } from "../tenancy/project-resolution";
import {
  companyHolding,
  domainsInUse,
  findHoldingCompany,
  findHoldingProject,
  insertCompany,
  insertHoldingAudit,
  insertProject,
  listHoldingAudit,
  listHoldingCompanies,
  listHoldingProjects,
  setHoldingSitePaused,
  slugsLike,
} from "./holding.repo.server";
import {
  companyCreateSchema,
  HOLDING_AUDIT_SHOWN,
  projectCreateSchema,
  projectRefSchema,
  type SiteState,
} from "./holding-schema";

export type SiteView = {
  id: string;
  name: string;
  domains: string[];
  languages: string[];
  defaultLanguage: string;
  currency: string;
  timeZone: string;
  state: SiteState;
  /** The site this page is shown on. */
  current: boolean;
};

export type CompanyView = {
  id: string;
  name: string;
  legalName: string | null;
  city: string | null;
  sites: SiteView[];
};

export type HoldingAuditView = {
  id: number;
  at: string;
  actor: string;
  action: string;
  subject: string;
  detail: Record<string, unknown>;
};

export type HoldingScreen = { companies: CompanyView[]; audit: HoldingAuditView[] };

type HoldingAdmin = { admin: SessionUser; holdingId: string };

/**
 * Only a holding admin (`holding_admin` with `in_holding`) of the holding that owns the visited site:
 * the session belongs to the site, the admin's company names their holding.
 */
async function requireHoldingAdmin(ctx: ServiceContext): Promise<Result<HoldingAdmin>> {
  const p = ctx.principal;
  if (!p) return err({ code: "unauthorized" });
  if (!p.roles.includes("holding_admin") || !p.inHolding) return err({ code: "forbidden" });
  const holdingId = await companyHolding(ctx.db, p.companyId);
  if (!holdingId || holdingId !== ctx.project.holdingId) return err({ code: "forbidden" });
  return ok({ admin: p, holdingId });
}

const nameOf = (p: { firstName: string; lastName: string; email: string }) =>
  `${p.firstName} ${p.lastName}`.trim() || p.email;

function invalid(fields: Record<string, string[]>) {
  return err({ code: "invalid" as const, fields });
}

function invalidFrom(error: Parameters<typeof setupFieldErrors>[0]) {
  return invalid(Object.fromEntries(Object.entries(setupFieldErrors(error)).map(([k, v]) => [k, [v]])));
}

/** Form fields that are not the input's own (the form's intent). */
function fieldsOf(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== "object") return {};
  const { intent: _intent, ...rest } = input as Record<string, unknown>;
  // Empty optional fields arrive as "" from a form: the schemas read them as absent.
  return rest;
}

function audit(ctx: ServiceContext, h: HoldingAdmin, action: string, subject: string, detail = {}) {
  return insertHoldingAudit(ctx.db, {
    holdingId: h.holdingId,
    actorId: h.admin.id,
    actorName: nameOf(h.admin),
    action,
    subject,
    detail,
    createdAt: ctx.clock.now(),
  });
}

export async function holdingScreen(ctx: ServiceContext): Promise<Result<HoldingScreen>> {
  const allowed = await requireHoldingAdmin(ctx);
  if (!allowed.ok) return allowed;
  const { holdingId } = allowed.value;
  const [companyRows, entries] = await Promise.all([
    listHoldingCompanies(ctx.db, holdingId),
    listHoldingAudit(ctx.db, holdingId, HOLDING_AUDIT_SHOWN),
  ]);
  const siteRows = await listHoldingProjects(
    ctx.db,
    companyRows.map((c) => c.id),
  );
  return ok({
    companies: companyRows.map((c) => ({
      id: c.id,
      name: c.name,
      legalName: c.legalName,
      city: c.city,
      sites: siteRows
        .filter((s) => s.companyId === c.id)
        .map((s) => ({
          id: s.id,
          name: s.name,
          domains: s.domains,
          languages: s.languages,
          defaultLanguage: s.defaultLanguage,
          currency: s.currency.trim(),
          timeZone: s.timeZone,
          state: s.pausedAt ? "paused" : "online",
          current: s.id === ctx.project.id,
        })),
    })),
    audit: entries.map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      actor: e.actorName,
      action: e.action,
      subject: e.subject,
      detail: e.detail,
    })),
  });
}

/** A new company of the holding (legal name, address, register entry, VAT id: the first run's rules). */
export async function addCompany(ctx: ServiceContext, input: unknown): Promise<Result<{ id: string }>> {
  const allowed = await requireHoldingAdmin(ctx);
  if (!allowed.ok) return allowed;
  const parsed = companyCreateSchema.safeParse(fieldsOf(input));
  if (!parsed.success) return invalidFrom(parsed.error);
  const c = parsed.data;
  const id = await withTransaction(ctx, async (tx) => {
    const row = await insertCompany(tx.db, { holdingId: allowed.value.holdingId, ...c });
    await audit(tx, allowed.value, "company_create", c.name, { legalName: c.legalName });
    return row.id;
  });
  return ok({ id });
}

export type SiteCreated = { projectId: string; slug: string; adminId: string };

/**
 * A new site for one of the holding's companies, all or nothing: the project (never the default one),
 * the first run's starter menu, legal drafts and workflows, and its first admin, invited by mail through
 * the people service. Its domains are unique across the installation; the site answers on them at once.
 */
export async function addProject(
  ctx: ServiceContext,
  input: unknown,
  meta: { origin: string },
): Promise<Result<SiteCreated>> {
  const allowed = await requireHoldingAdmin(ctx);
  if (!allowed.ok) return allowed;
  const h = allowed.value;
  const parsed = projectCreateSchema.safeParse(fieldsOf(input));
  if (!parsed.success) return invalidFrom(parsed.error);
  const p = parsed.data;
  const company = await findHoldingCompany(ctx.db, h.holdingId, p.companyId);
  if (!company) return invalid({ companyId: ["holding:errors.unknown_company"] });
  const languages = [p.defaultLanguage, ...p.languages.filter((l) => l !== p.defaultLanguage)] as Locale[];

  const outcome = await withTransaction(ctx, async (tx): Promise<Result<SiteCreated>> => {
    // Two additions at once: the second waits here and then sees the first one's domains and slug.
    await tx.db.execute(sql`LOCK TABLE projects IN EXCLUSIVE MODE`);
    const taken = await domainsInUse(tx.db, p.domains.flatMap(hostCandidates));
    const clash = p.domains.filter((d) => hostCandidates(d).some((c) => taken.includes(c)));
    if (clash.length > 0) return invalid({ domains: ["holding:errors.domain_taken"] });

    const base = slugify(p.name) || "site";
    const slugs = new Set(await slugsLike(tx.db, base));
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;

    const config = parseProjectConfig({
      main_logo: NEUTRAL_LOGO,
      contact_email: company.email ?? undefined,
    });
    const features = parseFeatureFlags({});
    const row = await insertProject(tx.db, {
      companyId: company.id,
      slug,
      name: p.name,
      domains: p.domains,
      currency: p.currency,
      languages,
      defaultLanguage: p.defaultLanguage,
      timeZone: p.timeZone,
      isDefault: false,
      config,
      features,
    });
    const project: Project = {
      id: row.id,
      slug: row.slug,
      name: row.name,
      domains: row.domains,
      companyId: company.id,
      holdingId: h.holdingId,
      currency: p.currency,
      timeZone: p.timeZone,
      languages,
      defaultLanguage: p.defaultLanguage,
      isCommunity: false,
      config,
      features,
      paused: false,
    };
    await addStarterContent(tx.db, project.id, languages, {
      legalName: company.legalName ?? company.name,
      street: company.street ?? "",
      houseNumber: company.houseNumber ?? "",
      zipCode: company.zipCode ?? "",
      city: company.city ?? "",
      country: company.country ?? "",
      registerNumber: company.registerNumber,
      vatId: company.vatId,
      representative: company.representative ?? "",
      email: company.email ?? "",
      phone: company.phone,
    });

    // The first admin, through the people service: an account without password and a mailed link.
    const site = createServiceContext({
      db: tx.db,
      project,
      principal: h.admin,
      locale: p.defaultLanguage,
      clock: ctx.clock,
    });
    const invited = await invitePerson(
      site,
      {
        first_name: p.adminFirstName,
        last_name: p.adminLastName,
        email: p.adminEmail,
        language: p.defaultLanguage,
        roles: ["admin"],
      },
      { origin: siteOrigin(meta.origin, p.domains[0]!) },
    );
    if (!invited.ok) throw new Error(`first admin not invited: ${JSON.stringify(invited.error)}`);

    await audit(tx, h, "project_create", p.name, {
      company: company.name,
      domains: p.domains,
      admin: p.adminEmail,
    });
    await announceProjectsChanged(tx.db);
    return ok({ projectId: project.id, slug, adminId: invited.value.id });
  });
  return outcome;
}

/** The new site's own address for its admin's link, with the scheme (and port) of the request. */
function siteOrigin(requestOrigin: string, host: string): string {
  try {
    const url = new URL(requestOrigin);
    return `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`;
  } catch {
    return `https://${host}`;
  }
}

async function setPaused(ctx: ServiceContext, input: unknown, paused: boolean): Promise<Result<null>> {
  const allowed = await requireHoldingAdmin(ctx);
  if (!allowed.ok) return allowed;
  const parsed = projectRefSchema.safeParse(fieldsOf(input));
  if (!parsed.success) return err({ code: "not_found", message: "holding:errors.unknown_project" });
  const site = await findHoldingProject(ctx.db, allowed.value.holdingId, parsed.data.projectId);
  if (!site) return err({ code: "not_found", message: "holding:errors.unknown_project" });
  if (Boolean(site.pausedAt) === paused)
    return err({
      code: "conflict",
      message: paused ? "holding:errors.already_paused" : "holding:errors.not_paused",
    });
  await withTransaction(ctx, async (tx) => {
    await setHoldingSitePaused(tx.db, allowed.value.holdingId, site.id, paused ? ctx.clock.now() : null);
    await audit(tx, allowed.value, paused ? "pause" : "resume", site.name);
    await announceProjectsChanged(tx.db);
  });
  return ok(null);
}

/** Visitors of the site get the maintenance page; its staff keep the back office; its data stays. */
export function pauseProject(ctx: ServiceContext, input: unknown) {
  return setPaused(ctx, input, true);
}

export function resumeProject(ctx: ServiceContext, input: unknown) {
  return setPaused(ctx, input, false);
}
