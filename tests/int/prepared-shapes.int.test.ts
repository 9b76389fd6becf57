/**
 * Queries built per request and run as statements prepared by shape (context/prepared.server.ts
 * `byShape`, decision 0018), on PGlite and PostgreSQL: the same shape with other values
 * answers with those values' rows, another shape gets another statement, and past the limit of shapes
 * a query still answers (unprepared).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtOncePerShape, byShape, shapeName } from "../../app/core/context/prepared.server";
import { workflows } from "../../app/db/schema";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";

describe.each(testDrivers())("statements prepared by shape on %s", (driver) => {
  let database: TestDatabase;
  let ids: number[];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ids = (
      await database.handle.db.select({ id: workflows.id }).from(workflows).orderBy(asc(workflows.id))
    ).map((w) => w.id);
    expect(ids.length).toBeGreaterThan(3);
  });
  afterAll(() => database?.drop());

  const byIds = (some: number[]) =>
    database.handle.db
      .select({ id: workflows.id })
      .from(workflows)
      .where(inArray(workflows.id, some))
      .orderBy(asc(workflows.id));

  it("answers each call with its own values, however often the shape repeats", async () => {
    const db = database.handle.db;
    for (let round = 0; round < 3; round++) {
      for (const id of ids) {
        const rows = await byShape(db, "test_one", byIds([id]));
        expect(rows.map((r) => r.id)).toEqual([id]);
      }
    }
    // Another shape (two values) is another statement, with its own rows.
    const two = await byShape(db, "test_one", byIds([ids[0]!, ids[2]!]));
    expect(two.map((r) => r.id)).toEqual([ids[0], ids[2]]);
    expect(shapeName("p", byIds([1]).toSQL().sql)).toBe(shapeName("p", byIds([2]).toSQL().sql));
    expect(shapeName("p", byIds([1]).toSQL().sql)).not.toBe(shapeName("p", byIds([1, 2]).toSQL().sql));
  });

  it("still answers past the limit of shapes, unprepared", async () => {
    const db = database.handle.db;
    const narrowed = (id: number) =>
      db
        .select({ id: workflows.id })
        .from(workflows)
        .where(and(eq(workflows.id, id), eq(workflows.id, id)));
    const rows = await byShape(db, "test_limit", narrowed(ids[1]!), 0);
    expect(rows.map((r) => r.id)).toEqual([ids[1]]);
  });

  it("builds a shape once and answers each call with its own values", async () => {
    const db = database.handle.db;
    let builds = 0;
    const build = (n: number) => () => {
      builds++;
      return db
        .select({ id: workflows.id })
        .from(workflows)
        .where(
          inArray(
            workflows.id,
            Array.from({ length: n }, (_, i) => sql.placeholder(`id${i}`)),
          ),
        )
        .orderBy(asc(workflows.id));
    };
    for (let round = 0; round < 3; round++) {
      for (const id of ids) {
        const rows = await builtOncePerShape(db, "test_built", "one", { id0: id }, build(1));
        expect(rows.map((r) => r.id)).toEqual([id]);
      }
    }
    expect(builds).toBe(1);
    const two = await builtOncePerShape(db, "test_built", "two", { id0: ids[2], id1: ids[0] }, build(2));
    expect(two.map((r) => r.id)).toEqual([ids[0], ids[2]]);
    expect(builds).toBe(2);
    // Past the limit of shapes: built for the call, and still its own values' rows.
    const past = await builtOncePerShape(db, "test_built_limit", "one", { id0: ids[1] }, build(1), 0);
    expect(past.map((r) => r.id)).toEqual([ids[1]]);
    expect(builds).toBe(3);
  });

  it.runIf(driver === "postgres")("runs a shape as one named statement of its connection", async () => {
    // A transaction keeps one connection, whose prepared statements PostgreSQL lists.
    const names = await database.handle.db.transaction(async (tx) => {
      for (const id of ids) {
        const query = tx
          .select({ id: workflows.id })
          .from(workflows)
          .where(inArray(workflows.id, [id]))
          .orderBy(asc(workflows.id));
        const rows = await byShape(tx, "test_named", query);
        expect(rows.map((r) => r.id)).toEqual([id]);
      }
      const listed = await tx.execute(
        sql`select name, statement from pg_prepared_statements where name like 'test_named_%'`,
      );
      return (listed as unknown as { rows: { name: string; statement: string }[] }).rows;
    });
    expect(names).toEqual([
      { name: shapeName("test_named", byIds([1]).toSQL().sql), statement: byIds([1]).toSQL().sql },
    ]);
  });
});
