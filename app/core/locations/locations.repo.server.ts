import { and, asc, eq } from "drizzle-orm";
import { locations } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";

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
