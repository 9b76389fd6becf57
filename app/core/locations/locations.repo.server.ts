import { and, asc, eq } from "drizzle-orm";
import { locations } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";
import type { ClosedDay } from "./closed-days";

export function listProjectLocations(scope: TenantScope) {
  return scope.db
    .select()
    .from(locations)
    .where(scope.owns(locations))
    .orderBy(asc(locations.city), asc(locations.name));
}

export async function findProjectLocation(scope: TenantScope, id: number) {
  const rows = await scope.db
    .select()
    .from(locations)
    .where(and(scope.owns(locations), eq(locations.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** A location's region and own closed days (decision 0050). */
export async function updateLocationCalendar(
  scope: TenantScope,
  id: number,
  values: { region?: string | null; closedDays?: ClosedDay[] },
): Promise<void> {
  await scope.db
    .update(locations)
    .set(values)
    .where(and(scope.owns(locations), eq(locations.id, id)));
}
