/**
 * Inserts generated clients (generate-clients.ts) into a project in batches, for the client search's
 * benchmark (`npm run seed:large -- --clients 200000`). Idempotent per index: a client whose e-mail is
 * already there is skipped (the unique index), so a second run with the same count adds nothing.
 */
import { sql } from "drizzle-orm";
import { scopeOf } from "../../app/core/context/tenant-scope.server";
import type { Db } from "../../app/db/client.server";
import { clients } from "../../app/db/schema";
import { generateClient } from "./generate-clients";

/** Generated clients already in the project (their e-mails carry an index and one of the demo domains). */
export async function generatedClientCount(db: Db, projectId: string): Promise<number> {
  const scope = scopeOf(db, projectId);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(scope.where(clients, sql`${clients.email} ~ '\\.[0-9]+@[a-z0-9-]+\\.example$'`));
  return row?.n ?? 0;
}

export async function seedClients(
  db: Db,
  options: {
    projectId: string;
    count: number;
    firstIndex: number;
    seed?: number;
    batchSize?: number;
    now?: Date;
    days?: number;
  },
): Promise<number> {
  const scope = scopeOf(db, options.projectId);
  const now = options.now ?? new Date();
  const batch = options.batchSize ?? 1000;
  let inserted = 0;
  for (let start = 0; start < options.count; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(options.count, start + batch); i++) {
      rows.push(
        scope.stamp(generateClient(options.seed ?? 17, options.firstIndex + i, now, options.days ?? 730)),
      );
    }
    const done = await db.insert(clients).values(rows).onConflictDoNothing().returning({ id: clients.id });
    inserted += done.length;
  }
  return inserted;
}
