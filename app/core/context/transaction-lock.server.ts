/**
 * One transaction at a time for `key`, until it commits or rolls back (a transaction-level advisory
 * lock of PostgreSQL; PGlite runs one transaction at a time anyway). Call it inside a transaction.
 *
 * For inserts that an exclusion constraint referees (service bays, rental cars, decision 0027): two
 * transactions inserting overlapping rows at once can each insert first and then wait for the other's
 * row to be decided, which PostgreSQL ends with a deadlock error (40P01) instead of the 23P01 the
 * caller answers with "taken". Taken first, the lock makes the second insert see the first one's commit.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";

export async function lockForTransaction(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
