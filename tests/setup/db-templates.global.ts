/**
 * Vitest global setup of the integration and reliability files: migrates and seeds the demo data once per
 * run and driver, so that each file's `createTestDatabase` copies it instead of migrating (24 migrations)
 * and seeding again (6.5 s on PGlite, 1.3 s on PostgreSQL, per file and driver). PostgreSQL copies a
 * template database (`CREATE DATABASE ... TEMPLATE`); PGlite loads a dump of its data directory.
 * Dropped again at the end of the run.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../../app/db/client.server";
import { seedDemo } from "../../seed/demo.server";
import { adminQuery, databaseUrl } from "./admin-db";

declare module "vitest" {
  export interface ProvidedContext {
    /** File with a PGlite data directory dump of a migrated, seeded database. */
    pgliteTemplateFile: string;
    /** Name of a migrated, seeded PostgreSQL database nobody connects to ("" without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

type Templates = { pgliteTemplateFile: string; postgresTemplate: string; drop: () => Promise<void> };

/**
 * The integration and reliability projects both name this file; Vitest runs it once per project, in one
 * process. The first call makes the templates, the second shares them (kept on globalThis: each project
 * loads this module anew), and the last teardown drops them.
 */
const shared = globalThis as typeof globalThis & {
  __autohausTemplates?: { made: Promise<Templates>; users: number };
};

export default async function setup(project: TestProject) {
  shared.__autohausTemplates ??= { made: makeTemplates(), users: 0 };
  const entry = shared.__autohausTemplates;
  entry.users += 1;
  const templates = await entry.made;
  project.provide("pgliteTemplateFile", templates.pgliteTemplateFile);
  project.provide("postgresTemplate", templates.postgresTemplate);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.__autohausTemplates = undefined;
    await templates.drop();
  };
}

async function makeTemplates(): Promise<Templates> {
  const dir = mkdtempSync(path.join(tmpdir(), "autohaus-template-"));
  const file = path.join(dir, "pglite.tar");
  const pglite = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(pglite);
  await seedDemo(pglite.db);
  const dump = await pglite.dumpDataDir?.();
  if (!dump) throw new Error("PGlite cannot dump its data directory");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();

  let template = "";
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    template = `autohaus_tpl_${randomBytes(5).toString("hex")}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
    const handle = await openDatabase({ url: databaseUrl(adminUrl, template), poolSize: 2 });
    await migrateDatabase(handle);
    await seedDemo(handle.db);
    await handle.close();
  }

  return {
    pgliteTemplateFile: file,
    postgresTemplate: template,
    drop: async () => {
      rmSync(dir, { recursive: true, force: true });
      if (adminUrl && template)
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    },
  };
}
