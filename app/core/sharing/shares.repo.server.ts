/**
 * Drizzle queries of sharing (decision 0031): the shares of one resource with their targets' names, the
 * targets one may share with, and the row-level rule every list of a shareable type adds to its query:
 * `sharedResourceIds(scope, type, viewer)`, the ids of that type shared with the viewer directly, with a
 * team the viewer is a member of, or with the viewer's company.
 */
import { and, asc, eq, ilike, inArray, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { companies, resourceShareSettings, resourceShares, teamMembers, teams, users } from "../../db/schema";
import { ROLE_GROUPS } from "../../shared/permissions";
import type { TenantScope } from "../context/tenant-scope.server";
import type { ShareWithType } from "./sharing-schema";

export type Viewer = { id: string; companyId: string };
/**
 * A viewer, or the columns of an outer query's user row (a correlated subquery: user-state.server.ts),
 * or a prepared statement's placeholders.
 */
export type ViewerRef = { id: string | SQLWrapper; companyId: string | SQLWrapper };

/** `share_with matches the viewer` for rows of `resource_shares`. */
function holderCondition(scope: TenantScope, viewer: ViewerRef): SQL {
  const myTeams = scope.db
    .select({ id: sql<string>`${teamMembers.teamId}::text` })
    .from(teamMembers)
    .where(scope.where(teamMembers, eq(teamMembers.userId, viewer.id)));
  // Shares name their holders as text; a column of an outer query is a uuid.
  const text = (v: string | SQLWrapper) => (typeof v === "string" ? v : sql`${v}::text`);
  return or(
    and(eq(resourceShares.shareWithType, "user"), eq(resourceShares.shareWithId, text(viewer.id))),
    and(eq(resourceShares.shareWithType, "company"), eq(resourceShares.shareWithId, text(viewer.companyId))),
    and(eq(resourceShares.shareWithType, "team"), inArray(resourceShares.shareWithId, myTeams)),
  ) as SQL;
}

/** A subquery of the ids (as text) of `type` shared with the viewer: `inArray(sql\`id::text\`, ...)`. */
export function sharedResourceIds(scope: TenantScope, type: string, viewer: ViewerRef) {
  return scope.db
    .select({ id: resourceShares.resourceId })
    .from(resourceShares)
    .where(
      scope.where(resourceShares, eq(resourceShares.resourceType, type), holderCondition(scope, viewer)),
    );
}

export async function holdsShare(scope: TenantScope, type: string, id: string, viewer: Viewer) {
  const [row] = await scope.db
    .select({ id: resourceShares.id })
    .from(resourceShares)
    .where(
      scope.where(
        resourceShares,
        eq(resourceShares.resourceType, type),
        eq(resourceShares.resourceId, id),
        holderCondition(scope, viewer),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findShareRows(scope: TenantScope, type: string, id: string) {
  return scope.db
    .select({
      shareWithType: resourceShares.shareWithType,
      shareWithId: resourceShares.shareWithId,
      createdBy: resourceShares.createdBy,
    })
    .from(resourceShares)
    .where(
      scope.where(resourceShares, eq(resourceShares.resourceType, type), eq(resourceShares.resourceId, id)),
    )
    .orderBy(asc(resourceShares.createdAt), asc(resourceShares.id));
}

export async function findMayBeShared(scope: TenantScope, type: string, id: string): Promise<boolean> {
  const [row] = await scope.db
    .select({ v: resourceShareSettings.mayBeShared })
    .from(resourceShareSettings)
    .where(
      scope.where(
        resourceShareSettings,
        eq(resourceShareSettings.resourceType, type),
        eq(resourceShareSettings.resourceId, id),
      ),
    );
  return row?.v ?? false;
}

export async function saveMayBeShared(
  scope: TenantScope,
  type: string,
  id: string,
  mayBeShared: boolean,
  by: string,
  at: Date,
) {
  await scope.db
    .insert(resourceShareSettings)
    .values(scope.stamp({ resourceType: type, resourceId: id, mayBeShared, updatedBy: by, updatedAt: at }))
    .onConflictDoUpdate({
      target: [
        resourceShareSettings.projectId,
        resourceShareSettings.resourceType,
        resourceShareSettings.resourceId,
      ],
      set: { mayBeShared, updatedBy: by, updatedAt: at },
    });
}

export async function insertShare(
  scope: TenantScope,
  values: { type: string; id: string; withType: ShareWithType; withId: string; by: string; at: Date },
) {
  await scope.db
    .insert(resourceShares)
    .values(
      scope.stamp({
        resourceType: values.type,
        resourceId: values.id,
        shareWithType: values.withType,
        shareWithId: values.withId,
        createdBy: values.by,
        createdAt: values.at,
      }),
    )
    .onConflictDoNothing();
}

export async function deleteShare(
  scope: TenantScope,
  type: string,
  id: string,
  withType: ShareWithType,
  withId: string,
): Promise<number> {
  const rows = await scope.db
    .delete(resourceShares)
    .where(
      scope.where(
        resourceShares,
        eq(resourceShares.resourceType, type),
        eq(resourceShares.resourceId, id),
        eq(resourceShares.shareWithType, withType),
        eq(resourceShares.shareWithId, withId),
      ),
    )
    .returning({ id: resourceShares.id });
  return rows.length;
}

/** Removes every share and the settings of one resource (it was deleted). */
export async function deleteAllShares(scope: TenantScope, type: string, id: string): Promise<void> {
  await scope.db
    .delete(resourceShares)
    .where(
      scope.where(resourceShares, eq(resourceShares.resourceType, type), eq(resourceShares.resourceId, id)),
    );
  await scope.db
    .delete(resourceShareSettings)
    .where(
      scope.where(
        resourceShareSettings,
        eq(resourceShareSettings.resourceType, type),
        eq(resourceShareSettings.resourceId, id),
      ),
    );
}

/**
 * Who this project may share with. Teams: the project's. Users: employees of the project's company, and
 * holding-wide employees of the holding's companies (those who may sign in here). Companies: the
 * holding's. `ids` narrows to those ids (names for the list, or checking one target); `q` filters names.
 */
export async function findTargets(
  scope: TenantScope,
  holding: { companyId: string; holdingId: string },
  withType: ShareWithType,
  filter: {
    ids?: readonly string[];
    q?: string;
    limit?: number;
    /** Users only: with one of these roles (default: any employee role). */
    roles?: readonly string[];
  },
): Promise<{ id: string; name: string; firstName: string; lastName: string; company: string }[]> {
  const limit = filter.limit ?? 1000;
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  if (filter.ids && filter.ids.length === 0) return [];
  if (withType === "team") {
    const ids = filter.ids
      ?.filter((v) => /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2_147_483_647)
      .map(Number);
    if (ids && ids.length === 0) return [];
    const rows = await scope.db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(
        scope.where(
          teams,
          ids ? inArray(teams.id, ids) : undefined,
          like ? ilike(teams.name, like) : undefined,
        ),
      )
      .orderBy(asc(teams.name))
      .limit(limit);
    return rows.map((r) => ({ id: String(r.id), name: r.name, firstName: "", lastName: "", company: "" }));
  }
  const uuids = filter.ids?.filter((v) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
  );
  if (uuids && uuids.length === 0) return [];
  const inHolding = scope.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.holdingId, holding.holdingId));
  if (withType === "company") {
    const rows = await scope.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(
        and(
          eq(companies.holdingId, holding.holdingId),
          uuids ? inArray(companies.id, uuids) : undefined,
          like ? ilike(companies.name, like) : undefined,
        ),
      )
      .orderBy(asc(companies.name))
      .limit(limit);
    return rows.map((r) => ({ id: r.id, name: r.name, firstName: "", lastName: "", company: r.name }));
  }
  const rows = await scope.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      company: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        sql`${users.roles} && ${sql.param([...(filter.roles ?? ROLE_GROUPS.employee)])}::text[]`,
        or(
          eq(users.companyId, holding.companyId),
          and(eq(users.inHolding, true), inArray(users.companyId, inHolding)),
        ),
        uuids ? inArray(users.id, uuids) : undefined,
        like
          ? or(
              ilike(users.firstName, like),
              ilike(users.lastName, like),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    firstName: r.firstName,
    lastName: r.lastName,
    company: r.company,
  }));
}
