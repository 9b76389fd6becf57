import { and, arrayOverlaps, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { companies, projects } from "../../db/schema";

const projectColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  domains: projects.domains,
  companyId: projects.companyId,
  holdingId: companies.holdingId,
  currency: projects.currency,
  timeZone: projects.timeZone,
  languages: projects.languages,
  defaultLanguage: projects.defaultLanguage,
  isCommunity: projects.isCommunity,
  config: projects.config,
  features: projects.features,
  pausedAt: projects.pausedAt,
};

export type ProjectRow = Awaited<ReturnType<typeof findProjectByDomains>>;

export async function findProjectByDomains(db: Db, hosts: string[]) {
  const rows = await db
    .select(projectColumns)
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(arrayOverlaps(projects.domains, hosts))
    .limit(1);
  return rows[0] ?? null;
}

export async function findDefaultProject(db: Db) {
  const rows = await db
    .select(projectColumns)
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(projects.isDefault, true))
    .limit(1);
  return rows[0] ?? null;
}

export async function findProjectBySlug(db: Db, slug: string, holdingId?: string) {
  const rows = await db
    .select(projectColumns)
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(
      holdingId ? and(eq(projects.slug, slug), eq(companies.holdingId, holdingId)) : eq(projects.slug, slug),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Every project of the installation (boot-time maintenance that runs per project). */
export async function findAllProjects(db: Db) {
  return db
    .select(projectColumns)
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .orderBy(projects.slug);
}
