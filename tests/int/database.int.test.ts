import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "../../app/db/client.server";

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
});
