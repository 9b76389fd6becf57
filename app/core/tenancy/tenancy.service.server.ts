import type { Db } from "../../db/client.server";
import { isLocale, type Locale } from "../../shared/locales";
import type { ServiceContext } from "../context/service-context.server";
import type { Project } from "./project";
import { parseFeatureFlags, parseProjectConfig } from "./project-config";
import { hostCandidates, isLocalHost, normalizeHost } from "./project-resolution";
import {
  findAllProjects,
  findDefaultProject,
  findProjectByDomains,
  findProjectBySlug,
  type ProjectRow,
} from "./tenancy.repo.server";

function toProject({ pausedAt, ...row }: NonNullable<ProjectRow>): Project {
  const languages = row.languages.filter(isLocale) as Locale[];
  const defaultLanguage = isLocale(row.defaultLanguage) ? row.defaultLanguage : (languages[0] ?? "de");
  return {
    ...row,
    currency: row.currency.trim(),
    languages: languages.length ? languages : [defaultLanguage],
    defaultLanguage,
    config: parseProjectConfig(row.config),
    features: parseFeatureFlags(row.features),
    paused: pausedAt !== null,
  };
}

/** The project a request is for: the one listing the host among its domains; local hosts get the default. */
export async function resolveProject(db: Db, hostHeader: string | null | undefined): Promise<Project | null> {
  const host = normalizeHost(hostHeader);
  const row = isLocalHost(host) ? null : await findProjectByDomains(db, hostCandidates(host));
  const found = row ?? (await findDefaultProject(db));
  return found ? toProject(found) : null;
}

/** Looks up another project of the context's holding by slug (for `owner` query parameters). */
export async function projectBySlugInHolding(ctx: ServiceContext, slug: string): Promise<Project | null> {
  if (slug === ctx.project.slug) return ctx.project;
  const row = await findProjectBySlug(ctx.db, slug, ctx.project.holdingId);
  return row ? toProject(row) : null;
}

/**
 * Project resolution with a short per-process memory: every request needs its project, and project
 * settings change rarely. `forget()` is called after a settings change in this process; other
 * processes see it within `ttlMs`.
 */
export function createProjectResolver(db: Db, ttlMs = 5_000) {
  const memory = new Map<string, { project: Project | null; expires: number }>();
  return {
    async resolve(hostHeader: string | null | undefined, now = Date.now()): Promise<Project | null> {
      const host = normalizeHost(hostHeader);
      const known = memory.get(host);
      if (known && known.expires > now) return known.project;
      const project = await resolveProject(db, host);
      if (memory.size > 1000) memory.clear();
      memory.set(host, { project, expires: now + ttlMs });
      return project;
    },
    forget(): void {
      memory.clear();
    },
  };
}

/** Every project of the installation, for boot-time maintenance (not for requests: they have theirs). */
export async function allProjects(db: Db): Promise<Project[]> {
  const rows = await findAllProjects(db);
  return rows.map(toProject);
}
