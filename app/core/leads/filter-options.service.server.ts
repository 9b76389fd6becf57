/**
 * Filter option lists of the job filters, each fetched with `autocomplete` (what the employee
 * typed) and the current filters: value counts are counted among the jobs the other filters leave (a
 * filter never narrows its own options). Limits apply: companies only for holding members and
 * admins, locations and white-label projects within what the user may see.
 */
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { clients, companies, jobs, locations, projects, users } from "../../db/schema";
import { inGroup, ROLE_GROUPS } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { visibleClientsCondition } from "../access/visibility.server";
import { foldText } from "../catalog/car-search-text";
import { remembered, type ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { allowedProjects, showsCompanyFilter } from "./filter-scope";
import type { JobListParams } from "./job-filters";
import { jobConditions } from "./jobs.repo.server";
import { jobCriteria } from "./jobs.service.server";
import { listWorkflowDefs } from "./workflows.service.server";

export const FILTER_OPTION_LISTS = [
  "employees",
  "clients",
  "brands",
  "models",
  "locations",
  "companies",
  "whiteLabelProjects",
  "workflows",
  "statuses",
  "cities",
  "sources",
  "tags",
  "userTags",
  "labels",
] as const;
export type FilterOptionList = (typeof FILTER_OPTION_LISTS)[number];

export type FilterOption = { value: string; label: string; count?: number };

const MAX_OPTIONS = 50;
/** Distinct values read before the autocomplete text narrows them (brands, sources, tags are few). */
const MAX_SCANNED = 500;
/** `%text%` for ILIKE with the user's wildcards taken literally. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The key a list's values filter (its own filter is left out when counting). */
const OWN_KEY: Partial<Record<FilterOptionList, keyof JobListParams>> = {
  brands: "brand",
  models: "model",
  sources: "source",
  tags: "tags",
  userTags: "leadTags",
  labels: "labels",
  employees: "assignee",
};

export async function filterOptions(
  ctx: ServiceContext,
  list: FilterOptionList,
  autocomplete: string | undefined,
  p: JobListParams,
): Promise<Result<FilterOption[]>> {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" });
  if (!inGroup(user, "workflows")) return err({ code: "forbidden" });
  const text = autocomplete?.trim().slice(0, 60) || undefined;
  const scope = scoped(ctx);
  const own = OWN_KEY[list];
  const others = own ? ({ ...p, [own]: [] } as JobListParams) : p;
  const where = () => jobCriteria(ctx, others).then((c) => jobConditions(scope, c));

  // Accents and case do not matter ("sko" finds "Škoda"), so the text is matched here, not by ILIKE.
  const folded = text ? foldText(text) : null;
  const matching = (options: FilterOption[]) =>
    (folded ? options.filter((o) => foldText(o.label).includes(folded)) : options).slice(0, MAX_OPTIONS);

  /** Distinct values of a job column among the filtered jobs, most frequent first. */
  const valuesOf = async (column: SQL) => {
    const rows = await scope.db
      .select({ value: sql<string>`${column}`, count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(await where(), sql`${column} is not null`))
      .groupBy(column)
      .orderBy(desc(sql`count(*)`), asc(column))
      .limit(MAX_SCANNED);
    return matching(rows.map((r) => ({ value: r.value, label: r.value, count: r.count })));
  };
  /** The same for an array column: each element counts (tags, lead tags, labels). */
  const elementsOf = async (column: SQL) => {
    const rows = await scope.db.execute<{ value: string; count: number }>(sql`
      select v.value, count(*)::int as count
      from ${jobs} cross join lateral unnest(${column}) as v(value)
      where ${await where()}
      group by v.value order by count(*) desc, v.value limit ${MAX_SCANNED}`);
    const list = Array.isArray(rows) ? rows : (rows as { rows: { value: string; count: number }[] }).rows;
    return matching(list.map((r) => ({ value: r.value, label: r.value, count: Number(r.count) })));
  };

  switch (list) {
    case "brands":
      return ok(await valuesOf(sql`${jobs.vehicleBrandName}`));
    case "models":
      return ok(await valuesOf(sql`${jobs.vehicleModelName}`));
    case "sources":
      return ok(await valuesOf(sql`${jobs.source}`));
    case "tags":
      return ok(await elementsOf(sql`${jobs.tags}`));
    case "userTags":
      return ok(await elementsOf(sql`${jobs.leadTags}`));
    case "labels":
      return ok(await elementsOf(sql`${jobs.labels}`));
    case "employees": {
      const read = () =>
        scope.db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(
            and(
              eq(users.companyId, ctx.project.companyId),
              sql`${users.roles} && ${sql.param([...ROLE_GROUPS.workflows])}::text[]`,
              text
                ? sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) ilike ${like(text)}`
                : undefined,
            ),
          )
          .orderBy(asc(users.lastName), asc(users.firstName))
          .limit(MAX_OPTIONS);
      // The whole list (every job list page shows it) is remembered by the process; a profile change
      // forgets it (decision 0018). Typed text asks the database.
      const rows = text ? await read() : await remembered(ctx, "employees", read);
      return ok(rows.map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName}`.trim() || u.email })));
    }
    case "clients": {
      const rows = await scope.db
        .select({
          id: clients.id,
          firstName: clients.firstName,
          lastName: clients.lastName,
          email: clients.email,
        })
        .from(clients)
        .where(
          scope.where(
            clients,
            // Only the clients the visibility policy lets this employee see.
            visibleClientsCondition(scope, user) ?? undefined,
            text
              ? sql`(${clients.firstName} || ' ' || ${clients.lastName} || ' ' || coalesce(${clients.email}, '')) ilike ${like(text)}`
              : undefined,
          ),
        )
        .orderBy(asc(clients.lastName), asc(clients.firstName))
        .limit(MAX_OPTIONS);
      return ok(
        rows.map((c) => ({ value: c.id, label: `${c.firstName} ${c.lastName}`.trim() || (c.email ?? "") })),
      );
    }
    case "locations":
    case "cities": {
      const holding = await holdingProjects(ctx);
      const ids = allowedProjects(
        user,
        { id: ctx.project.id, isCommunity: ctx.project.isCommunity, name: ctx.project.name },
        holding,
      ).map((x) => x.id);
      const rows = await scope.db
        .select({ id: locations.id, name: locations.name, city: locations.city })
        .from(locations)
        .where(
          and(
            inArray(locations.projectId, ids),
            text ? sql`(${locations.name} || ' ' || ${locations.city}) ilike ${like(text)}` : undefined,
          ),
        )
        .orderBy(asc(locations.city), asc(locations.name));
      if (list === "locations") return ok(rows.map((l) => ({ value: String(l.id), label: l.name })));
      return ok([...new Set(rows.map((l) => l.city))].map((c) => ({ value: c, label: c })));
    }
    case "companies": {
      if (!showsCompanyFilter(user)) return err({ code: "forbidden" });
      const rows = await scope.db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(
          and(
            eq(companies.holdingId, ctx.project.holdingId),
            text ? ilike(companies.name, like(text)) : undefined,
          ),
        )
        .orderBy(asc(companies.name));
      return ok(rows.map((c) => ({ value: c.id, label: c.name })));
    }
    case "whiteLabelProjects": {
      const holding = await holdingProjects(ctx);
      const current = { id: ctx.project.id, isCommunity: ctx.project.isCommunity, name: ctx.project.name };
      const allowed = allowedProjects(user, current, holding);
      return ok(
        allowed
          .filter((x) => !text || x.name.toLowerCase().includes(text.toLowerCase()))
          .map((x) => ({ value: x.id, label: x.name })),
      );
    }
    case "workflows":
    case "statuses": {
      const defs = await listWorkflowDefs(ctx);
      if (list === "workflows") {
        return ok(
          defs
            .filter((w) => !text || w.lang_name.toLowerCase().includes(text.toLowerCase()))
            .map((w) => ({ value: String(w.id), label: w.lang_name })),
        );
      }
      const wf = defs.find((w) => String(w.id) === p.workflow);
      // Statuses only once a workflow is chosen.
      return ok(
        (wf?.statuses ?? [])
          .filter((s) => !text || s.name.toLowerCase().includes(text.toLowerCase()))
          .map((s) => ({ value: String(s.id), label: s.name })),
      );
    }
  }
}

/** The projects of the request's holding (for the white-label and location filters' limits). */
async function holdingProjects(ctx: ServiceContext) {
  return ctx.db
    .select({ id: projects.id, isCommunity: projects.isCommunity, name: projects.name })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(companies.holdingId, ctx.project.holdingId))
    .orderBy(asc(projects.name));
}
