import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { locations } from "../../db/schema";

export function listProjectLocations(db: Db, projectId: string) {
  return db
    .select()
    .from(locations)
    .where(eq(locations.projectId, projectId))
    .orderBy(asc(locations.city), asc(locations.name));
}

export async function findProjectLocation(db: Db, projectId: string, id: number) {
  const rows = await db
    .select()
    .from(locations)
    .where(and(eq(locations.projectId, projectId), eq(locations.id, id)))
    .limit(1);
  return rows[0] ?? null;
}
