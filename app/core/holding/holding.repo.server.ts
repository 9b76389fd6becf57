/**
 * Drizzle queries of the holding screen (decision 0062). Every query names the holding it is for: a
 * holding admin reaches the companies and sites of their own holding only.
 */
import { and, arrayOverlaps, asc, desc, eq, inArray, like, or } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { companies, holdingAudit, projects } from "../../db/schema";

export async function companyHolding(db: Db, companyId: string) {
  const [row] = await db
    .select({ holdingId: companies.holdingId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.holdingId ?? null;
}

export async function listHoldingCompanies(db: Db, holdingId: string) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      legalName: companies.legalName,
      city: companies.city,
      country: companies.country,
    })
    .from(companies)
    .where(eq(companies.holdingId, holdingId))
    .orderBy(asc(companies.name), asc(companies.id));
}

export async function listHoldingProjects(db: Db, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      id: projects.id,
      companyId: projects.companyId,
      name: projects.name,
      slug: projects.slug,
      domains: projects.domains,
      languages: projects.languages,
      defaultLanguage: projects.defaultLanguage,
      currency: projects.currency,
      timeZone: projects.timeZone,
      pausedAt: projects.pausedAt,
      isDefault: projects.isDefault,
    })
    .from(projects)
    .where(inArray(projects.companyId, companyIds))
    .orderBy(asc(projects.name), asc(projects.id));
}

/** The company, when it belongs to the holding. */
export async function findHoldingCompany(db: Db, holdingId: string, companyId: string) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.holdingId, holdingId)))
    .limit(1);
  return row ?? null;
}

/** The site, when one of the holding's companies owns it. */
export async function findHoldingProject(db: Db, holdingId: string, projectId: string) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, pausedAt: projects.pausedAt })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(projects.id, projectId), eq(companies.holdingId, holdingId)))
    .limit(1);
  return row ?? null;
}

/** Domains of any site of the installation (every holding's) that overlap the given host names. */
export async function domainsInUse(db: Db, hosts: string[]): Promise<string[]> {
  if (hosts.length === 0) return [];
  const rows = await db
    .select({ domains: projects.domains })
    .from(projects)
    .where(arrayOverlaps(projects.domains, hosts));
  return rows.flatMap((r) => r.domains).filter((d) => hosts.includes(d));
}

/** Slugs of the installation that start with `base` (a new site's slug is unique among all). */
export async function slugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: projects.slug })
    .from(projects)
    .where(or(eq(projects.slug, base), like(projects.slug, `${base}-%`)));
  return rows.map((r) => r.slug);
}

export async function insertCompany(db: Db, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  return row!;
}

export async function insertProject(db: Db, values: typeof projects.$inferInsert) {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

/**
 * Pauses or resumes a site of the holding: the update names the holding, so a site of another holding
 * is never touched whatever id is passed (the projects table is the tenants' register, not a tenant's).
 */
export async function setHoldingSitePaused(
  db: Db,
  holdingId: string,
  siteId: string,
  pausedAt: Date | null,
): Promise<boolean> {
  const changed = await db
    .update(projects)
    .set({ pausedAt, updatedAt: new Date() })
    .where(
      and(
        eq(projects.id, siteId),
        inArray(
          projects.companyId,
          db.select({ id: companies.id }).from(companies).where(eq(companies.holdingId, holdingId)),
        ),
      ),
    )
    .returning({ id: projects.id });
  return changed.length === 1;
}

export async function insertHoldingAudit(db: Db, values: typeof holdingAudit.$inferInsert) {
  await db.insert(holdingAudit).values(values);
}

export async function listHoldingAudit(db: Db, holdingId: string, limit: number) {
  return db
    .select()
    .from(holdingAudit)
    .where(eq(holdingAudit.holdingId, holdingId))
    .orderBy(desc(holdingAudit.createdAt), desc(holdingAudit.id))
    .limit(limit);
}
