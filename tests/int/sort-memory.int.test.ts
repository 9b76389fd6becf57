/**
 * Sort memory for a statement that needs it (context/sort-memory.server.ts, decision 0018 eighth
 * round), on PGlite and PostgreSQL: raised inside, the connection's own setting untouched after, and a
 * larger setting kept.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServiceContext, withTransaction } from "../../app/core/context/service-context.server";
import { SORT_MEMORY, withSortMemory } from "../../app/core/context/sort-memory.server";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";

type Rows = { rows: { w: string }[] };
const setting = sql`select current_setting('work_mem') as w`;

describe.each(testDrivers())("sort memory on %s", (driver) => {
  let database: TestDatabase;
  let ctx: ReturnType<typeof createServiceContext>;

  beforeAll(async () => {
    database = await createTestDatabase(driver, { seed: false });
    ctx = createServiceContext({
      db: database.handle.db,
      project: { id: "00000000-0000-0000-0000-000000000000", defaultLanguage: "de" } as never,
    });
  });
  afterAll(() => database?.drop());

  it("runs the statement with at least SORT_MEMORY and leaves the connection as it was", async () => {
    const before = ((await database.handle.db.execute(setting)) as unknown as Rows).rows[0]!.w;
    expect(before).toBe("4MB");
    const inside = await withSortMemory<Rows>(ctx, setting);
    expect(inside.rows[0]!.w).toBe(SORT_MEMORY);
    const after = ((await database.handle.db.execute(setting)) as unknown as Rows).rows[0]!.w;
    expect(after).toBe("4MB");
  });

  it("keeps a larger setting", async () => {
    const inside = await withTransaction(ctx, async (tx) => {
      await tx.db.execute(sql`set local work_mem = '64MB'`);
      return withSortMemory<Rows>(tx, setting);
    });
    expect(inside.rows[0]!.w).toBe("64MB");
  });
});
