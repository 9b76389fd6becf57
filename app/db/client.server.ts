import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbHandle = {
  db: Db;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
  /** PGlite only: the data directory as an uncompressed tar (the tests' template, `loadDataDir`). */
  dumpDataDir?: () => Promise<Blob>;
};

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

export type DbOptions = {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /**
   * How long a query waits for a connection (a new one, or a free one of a busy pool) before it fails
   * (default 10 s): without it a query waits forever when the database is unreachable without refusing,
   * and the request hangs instead of answering 503 (decision 0036).
   */
  connectTimeoutMs?: number;
  /** What to do when an idle pooled connection fails (default: a warning on stderr). */
  onIdleError?: (error: Error) => void;
  /** PGlite only: start from this dump of a data directory (`DbHandle.dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
  /** Sees every statement with its parameters (tests count the statements a service runs). */
  logger?: Logger;
};

const ignoreCheckedOutError = () => {};

const defaultIdleError = (error: Error) =>
  process.stderr.write(`database: an idle connection failed and will be replaced: ${error.message}\n`);

/**
 * Opens the database: node-postgres when a URL is given, else embedded PGlite persisted in `dataDir`
 * (`memory://` for a throw-away in-memory database). Same SQL, same migrations.
 */
export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    });
    // An idle connection can fail (server restart, database dropped, network): the pool replaces it on
    // the next query. Without a listener pg would throw the error and stop the process.
    pool.on("error", (error) => (options.onIdleError ?? defaultIdleError)(error));
    // A connection that is checked out (a transaction between two statements) and fails meanwhile, e.g.
    // PostgreSQL restarting, emits 'error' too, and the pool listens only to idle ones: without this
    // listener the process would stop on it (found by the fault test, decision 0036). Nothing to do here:
    // the transaction's next statement fails ("not queryable", answered 503) and the pool drops the
    // broken connection when it is released.
    pool.on("connect", (client) => client.on("error", ignoreCheckedOutError));
    const db = drizzle(pool, { schema, logger: options.logger }) as unknown as Db;
    return { db, driver: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  // btree_gist: the exclusion constraints of rentals and workshop bays (migration 0012).
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const client = await PGlite.create(dataDir, {
    extensions: { btree_gist },
    loadDataDir: options.loadDataDir,
  });
  const db = drizzle(client, { schema, logger: options.logger }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir("none"),
  };
}

/** Applies the committed SQL migrations in `drizzle/`. */
export async function migrateDatabase(handle: DbHandle): Promise<void> {
  if (handle.driver === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migrate(handle.db as any, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migrate(handle.db as any, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
