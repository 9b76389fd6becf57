/**
 * Statements that every page request runs with the same shape (decision 0018, sixth round): built once
 * per database, project and name, then only executed with their placeholders' values. node-postgres
 * prepares a named statement once per connection; the text is the same for every project (the project
 * is a parameter), so one name serves them all. Inside a transaction the statement belongs to it.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import type { TenantScope } from "./tenant-scope.server";

const statements = new WeakMap<Db, Map<string, unknown>>();

export function preparedFor<T>(
  scope: TenantScope,
  name: string,
  build: (scope: TenantScope, name: string) => T,
): T {
  let byKey = statements.get(scope.db);
  if (!byKey) {
    byKey = new Map();
    statements.set(scope.db, byKey);
  }
  const key = `${name}|${scope.projectId}`;
  let statement = byKey.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build(scope, name);
    byKey.set(key, statement);
  }
  return statement;
}

/**
 * Distinct shapes `byShape` prepares per database at most, and as many again `builtOncePerShape`
 * (whose job pages have the texts `byShape` gave them, so mostly the same statements); past that,
 * queries run unprepared.
 */
export const SHAPES_PER_DATABASE = 200;
const shapes = new WeakMap<Db, Map<string, string>>();

/**
 * A Drizzle select: `prepare` builds its SQL (the costly part: about 0.8 ms for the job page on a slow
 * machine) into a query object that can be executed. node-postgres' object carries the statement's
 * name in the configs it sends; PGlite's has none (it parses every statement anyway).
 */
type Preparable<R> = { prepare(name: string): PreparedShape<R> };
type PreparedShape<R> = {
  getQuery(): { sql: string };
  execute(placeholderValues?: Record<string, unknown>): Promise<R>;
  rawQueryConfig?: { name?: string };
  queryConfig?: { name?: string };
};

/**
 * Runs a query built per request as a named prepared statement, named by a hash of its text: requests
 * that build the same shape (the same filters, with other values) share one statement, which
 * PostgreSQL parses once per connection instead of on every request (the sidebar's counters: 3.4 ms
 * of the database's time per back-office page at 1,000,000 jobs; decision 0018, seventh round). The
 * values stay parameters. At most SHAPES_PER_DATABASE shapes are prepared, so a stream of unusual
 * filter combinations cannot grow the connections' statement lists without end; the rest run as
 * before. Shapes are counted per `Db`: a transaction's handle counts its own.
 *
 * The SQL is built once: the query is prepared unnamed, its text read from the result, and the name
 * set on what the driver sends (decision 0018, eighth round). Unnamed, it runs exactly as `await query`.
 */
export async function byShape<R>(
  db: Db,
  prefix: string,
  query: Preparable<R>,
  limit = SHAPES_PER_DATABASE,
): Promise<R> {
  let known = shapes.get(db);
  if (!known) {
    known = new Map();
    shapes.set(db, known);
  }
  // Drizzle's `execute()` prepares with no name (an unnamed statement); so does this.
  const prepared = query.prepare(undefined as unknown as string);
  const text = prepared.getQuery().sql;
  let name = known.get(text);
  if (name === undefined) {
    if (known.size >= limit) return prepared.execute();
    name = shapeName(prefix, text);
    known.set(text, name);
  }
  nameStatement(prepared, name);
  return prepared.execute();
}

/** Sets the name node-postgres prepares the statement under (PGlite's query objects carry none). */
function nameStatement(prepared: PreparedShape<unknown>, name: string): void {
  for (const config of [prepared.rawQueryConfig, prepared.queryConfig]) {
    if (config && "name" in config) config.name = name;
  }
}

/** A statement's name: the prefix and a hash of its text (one text, one name, on every connection). */
export function shapeName(prefix: string, text: string): string {
  return `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
}

const builtShapes = new WeakMap<Db, Map<string, PreparedShape<unknown>>>();

/**
 * `byShape` for a query that is also built only once per shape (decision 0018, twelfth look): Drizzle
 * building the job page's statement was about 8 % of a rendered job list. `build` makes the query with
 * `sql.placeholder(name)` wherever a value of `values` goes; `key` names everything else that shapes
 * its text (which conditions, how many values in a list, sort, limits, the project). The first call of
 * a key builds and prepares it (named after its text, as `byShape` names it); later calls only execute
 * it with their own values. Past `limit` keys per database it is built for each call and runs unnamed.
 * Placeholders reach the driver as they are given: pass values as the driver takes them (strings for
 * timestamps).
 */
export async function builtOncePerShape<R>(
  db: Db,
  prefix: string,
  key: string,
  values: Record<string, unknown>,
  build: () => Preparable<R>,
  limit = SHAPES_PER_DATABASE,
): Promise<R> {
  let built = builtShapes.get(db);
  if (!built) {
    built = new Map();
    builtShapes.set(db, built);
  }
  const shape = `${prefix}|${key}`;
  let prepared = built.get(shape) as PreparedShape<R> | undefined;
  if (prepared === undefined) {
    prepared = build().prepare(undefined as unknown as string);
    if (built.size >= limit) return prepared.execute(values);
    nameStatement(prepared, shapeName(prefix, prepared.getQuery().sql));
    built.set(shape, prepared as PreparedShape<unknown>);
  }
  return prepared.execute(values);
}

/**
 * A LIMIT written into the statement rather than sent as a parameter. A statement prepared by shape
 * (`byShape`) is planned for its parameters' values on every call until PostgreSQL finds a plan for
 * any values as cheap; with the limit unknown, no generic plan ever is, and each page paid about 6 ms
 * of planning at 1,000,000 jobs. Our limits are small integers of our own (the page size, the caps).
 */
export function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`bad limit ${n}`);
  return sql.raw(String(n)) as unknown as number;
}
