/**
 * Tenant scope (docs/decisions/0020): repositories of tenant-owned tables take a `TenantScope`, never a
 * bare database and project id, and build every filter on `project_id` with it. The only place that
 * names the column is this module; `tests/unit/tenant-scope-lint.test.ts` fails when a repository or
 * service writes a project filter of its own, and `tests/int/tenant-scope.int.test.ts` proves for every
 * table with a `project_id` column that project A's services neither see nor change project B's rows.
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.server";
import type { ServiceContext } from "./service-context.server";

/** A table with a `project_id` column (Drizzle property `projectId`). */
export type TenantTable = PgTable & { projectId: PgColumn };

export type TenantScope = {
  /** The database or transaction the scope queries (inside `withTransaction`, the transaction). */
  readonly db: Db;
  readonly projectId: string;
  /** `table.project_id = <project>`: for each tenant table a query reads, joins, updates or deletes. */
  owns(table: TenantTable): SQL;
  /** `owns(table)` and'ed with the query's own conditions. */
  where(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL;
  /** Insert values stamped with the project (a caller cannot pass another project's id). */
  stamp<V extends object>(values: V): Omit<V, "projectId"> & { projectId: string };
};

/** The scope of a raw database handle and project id, for code that runs outside a request (media, jobs). */
export function scopeOf(db: Db, projectId: string): TenantScope {
  const owns = (table: TenantTable) => eq(table.projectId, projectId);
  return {
    db,
    projectId,
    owns,
    where: (table, ...conditions) => and(owns(table), ...conditions) as SQL,
    stamp: (values) => ({ ...values, projectId }),
  };
}

/** The scope of a service context: its db (or transaction) and its project. */
export function scoped(ctx: ServiceContext): TenantScope {
  return scopeOf(ctx.db, ctx.project.id);
}
