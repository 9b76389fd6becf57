/**
 * Backups of the platform's data: the database and the uploaded files.
 *
 * - PostgreSQL (`DATABASE_URL`): `pg_dump --format=custom` into `database.dump` (restored with
 *   `pg_restore`); the tools of the server's major version (or newer) must be on the PATH.
 * - PGlite (no `DATABASE_URL`): a copy of the data folder into `pglite/`. PGlite is an embedded,
 *   single-process database: stop the server first (a running server's folder is not a consistent copy).
 *
 * Both add `uploads/` (every object of the file store, decision 0065: the local disk or the S3 bucket,
 * but the rendered picture variants of `media-cache/`, which are made again on demand) and
 * `manifest.json` with the numbers of orders, jobs, clients and stored files, which a restore checks
 * against what it restored (every backed-up file is in the target store again, with its size).
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { FileStore } from "../../app/core/files/file-store.server";
import { openDatabase } from "../../app/db/client.server";

export type BackupCounts = { orders: number; jobs: number; clients: number };
export type Manifest = {
  format: 1;
  driver: "postgres" | "pglite";
  createdAt: string;
  counts: BackupCounts;
  /** Stored files in `uploads/`. */
  uploads: number;
  /** Their bytes together. */
  uploadBytes?: number;
};

export type Target = { databaseUrl?: string; dataDir: string; files: FileStore };

/** Rendered variants: a cache, made again from the originals on the first request. */
const NOT_BACKED_UP = "media-cache/";

/** The backed-up files below `dir`, as store keys with their sizes. */
function filesIn(dir: string): { key: string; file: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return { key: path.relative(dir, file).split(path.sep).join("/"), file };
    });
}

async function counts(target: Target): Promise<BackupCounts> {
  const handle = await openDatabase({ url: target.databaseUrl, dataDir: target.dataDir, poolSize: 1 });
  try {
    const one = async (table: string) => {
      const rows = (await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as
        | { rows: { n: number }[] }
        | { n: number }[];
      const list = Array.isArray(rows) ? rows : rows.rows;
      return Number(list[0]?.n ?? 0);
    };
    return { orders: await one("orders"), jobs: await one("jobs"), clients: await one("clients") };
  } finally {
    await handle.close();
  }
}

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { stdio: ["ignore", "inherit", "inherit"] });
  if (r.error) throw new Error(`${cmd} could not be started: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`${cmd} failed with exit code ${r.status}`);
}

/** Writes a backup into `outDir` (created; must not exist yet) and returns its manifest. */
export async function backup(target: Target, outDir: string): Promise<Manifest> {
  if (existsSync(outDir)) throw new Error(`${outDir} exists already; a backup goes into a new folder`);
  mkdirSync(outDir, { recursive: true });
  const driver = target.databaseUrl ? "postgres" : "pglite";
  const before = await counts(target);
  if (target.databaseUrl) {
    run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${path.join(outDir, "database.dump")}`,
      `--dbname=${target.databaseUrl}`,
    ]);
  } else {
    const uploads = target.files.localDir ? path.resolve(target.files.localDir) : null;
    cpSync(target.dataDir, path.join(outDir, "pglite"), {
      recursive: true,
      // A local file store inside the data folder (the default) is copied once, below.
      filter: (src) => !uploads || !path.resolve(src).startsWith(uploads),
    });
  }
  let uploads = 0;
  let uploadBytes = 0;
  for await (const object of target.files.list("")) {
    if (object.key.startsWith(NOT_BACKED_UP)) continue;
    const got = await target.files.get(object.key);
    if (!got) continue;
    const file = path.join(outDir, "uploads", ...object.key.split("/"));
    mkdirSync(path.dirname(file), { recursive: true });
    await pipeline(got.body, createWriteStream(file));
    uploads++;
    uploadBytes += got.size;
  }
  const manifest: Manifest = {
    format: 1,
    driver,
    createdAt: new Date().toISOString(),
    counts: before,
    uploads,
    uploadBytes,
  };
  writeFileSync(path.join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return r.rows[0].n === 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into the target. Refuses a target that already holds data unless `force` (PGlite:
 * the old folder is moved aside, never deleted). Returns what the manifest promised and what is there now.
 */
export async function restore(
  target: Target,
  fromDir: string,
  options: { force?: boolean } = {},
): Promise<{
  expected: BackupCounts;
  restored: BackupCounts;
  uploads: { expected: number; restored: number };
}> {
  const manifestPath = path.join(fromDir, "manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`${fromDir} is not a backup (no manifest.json)`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  const driver = target.databaseUrl ? "postgres" : "pglite";
  if (manifest.driver !== driver) {
    throw new Error(
      `this is a ${manifest.driver} backup; restore it with ${manifest.driver === "postgres" ? "DATABASE_URL set" : "no DATABASE_URL"}`,
    );
  }
  if (target.databaseUrl) {
    const empty = await postgresIsEmpty(target.databaseUrl);
    if (!empty && !options.force)
      throw new Error("the target database is not empty (use --force to replace it)");
    run("pg_restore", [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      ...(empty ? [] : ["--clean", "--if-exists"]),
      `--dbname=${target.databaseUrl}`,
      path.join(fromDir, "database.dump"),
    ]);
  } else {
    if (existsSync(path.join(target.dataDir, "PG_VERSION"))) {
      if (!options.force)
        throw new Error(`${target.dataDir} holds a database already (use --force to move it aside)`);
      const aside = `${target.dataDir.replace(/\/+$/, "")}.before-restore-${Date.now()}`;
      renameSync(target.dataDir, aside);
      console.log(`[backup] the old data folder is now ${aside}`);
    }
    cpSync(path.join(fromDir, "pglite"), target.dataDir, { recursive: true });
  }
  // Every backed-up file into the target's store, then counted there: present with the same size.
  const files = filesIn(path.join(fromDir, "uploads"));
  for (const f of files) await target.files.put(f.key, createReadStream(f.file));
  let present = 0;
  for (const f of files) {
    const info = await target.files.head(f.key);
    if (info && info.size === statSync(f.file).size) present++;
  }
  return {
    expected: manifest.counts,
    restored: await counts(target),
    uploads: { expected: manifest.uploads, restored: present },
  };
}
