import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase, SORT_MEMORY } from "../../app/db/client.server";

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the PostgreSQL pool", () => {
  let handle: DbHandle | undefined;
  afterAll(() => handle?.close());

  it("reports a server-side end of an idle connection instead of crashing, and keeps answering", async () => {
    const idleErrors: Error[] = [];
    handle = await openDatabase({
      url: process.env.TEST_DATABASE_URL,
      poolSize: 2,
      onIdleError: (error) => idleErrors.push(error),
    });
    const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle!.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [{ pid }] = (await rowsOf<{ pid: number }>(sql`select pg_backend_pid() as pid`)) as [
      { pid: number },
    ];
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [pid]);
    await admin.end();
    await expect.poll(() => idleErrors.length, { timeout: 5_000 }).toBe(1);
    expect(await rowsOf<{ one: number }>(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("gives each connection at least SORT_MEMORY for sorts and hashes, and keeps a larger setting", async () => {
    const bytes = async (db: DbHandle) =>
      (
        (await db.db.execute(
          sql`select pg_size_bytes(current_setting('work_mem'))::bigint::text as b`,
        )) as unknown as { rows: { b: string }[] }
      ).rows[0]!.b;
    const own = await openDatabase({ url: process.env.TEST_DATABASE_URL, poolSize: 1 });
    try {
      // The server's default is 4 MB; every query of the pool sees the raised value.
      for (let i = 0; i < 3; i++) expect(await bytes(own)).toBe(String(16 * 1024 * 1024));
      expect(SORT_MEMORY).toBe("16MB");
    } finally {
      await own.close();
    }
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set("options", "-c work_mem=64MB");
    const larger = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      expect(await bytes(larger)).toBe(String(64 * 1024 * 1024));
    } finally {
      await larger.close();
    }
  });
});
