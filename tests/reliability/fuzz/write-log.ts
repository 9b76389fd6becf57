/**
 * Per-table row changes, case by case: a row trigger on every table of the Drizzle schema records each
 * INSERT and DELETE into an unlogged side table of the (throwaway) test database. `take()` reads and
 * empties it, so the rows a request added or removed are known exactly, table by table — the per-table
 * row count before and after that one request, without counting every table twice per request.
 */
import { getTableName, isTable } from "drizzle-orm";
import pg from "pg";
import * as schema from "../../../app/db/schema";

/** Every table of app/db/schema. */
export function schemaTables(): string[] {
  return [
    ...new Set(
      Object.values(schema)
        .filter((value) => isTable(value))
        .map((table) => getTableName(table)),
    ),
  ].sort();
}

export type RowChanges = Record<string, { inserted: number; deleted: number }>;

export async function installWriteLog(databaseUrl: string, tables: readonly string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`
    CREATE UNLOGGED TABLE IF NOT EXISTS fuzz_row_changes (tbl text NOT NULL, op text NOT NULL);
    CREATE OR REPLACE FUNCTION fuzz_log_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_row_changes VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$;
  `);
  for (const table of tables) {
    await client.query(
      `CREATE TRIGGER fuzz_log_row_change AFTER INSERT OR DELETE ON "${table}"
       FOR EACH ROW EXECUTE FUNCTION fuzz_log_row_change()`,
    );
  }
  return {
    /** The rows inserted and deleted per table since the last call (and forgets them). */
    async take(): Promise<RowChanges> {
      const { rows } = await client.query<{ tbl: string; op: string; n: string }>(
        `WITH gone AS (DELETE FROM fuzz_row_changes RETURNING tbl, op)
         SELECT tbl, op, count(*) AS n FROM gone GROUP BY tbl, op`,
      );
      const changes: RowChanges = {};
      for (const row of rows) {
        const entry = changes[row.tbl] ?? { inserted: 0, deleted: 0 };
        changes[row.tbl] = entry;
        if (row.op === "INSERT") entry.inserted += Number(row.n);
        else entry.deleted += Number(row.n);
      }
      return changes;
    },
    close: () => client.end(),
  };
}
