/** Real databases for integration tests: in-memory PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Logger } from "drizzle-orm";
import { createServiceContext, type ServiceContext } from "../../app/core/context/service-context.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import type { Project } from "../../app/core/tenancy/project";
import { type Db, type DbHandle, migrateDatabase, openDatabase } from "../../app/db/client.server";
import type { Locale } from "../../app/shared/locales";
import { seedDemo } from "../../seed/demo.server";
import { adminQuery, databaseUrl } from "./admin-db";

export type Driver = "pglite" | "postgres";

export function testDrivers(): Driver[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * For files that sweep the app's answers over HTTP (every route, role or hostile input against the
 * same pages): what they check is decided by the app, not by the database, and their storage paths are
 * covered on both databases by the feature files. They run once: on PostgreSQL when it is configured
 * (as in production), else on PGlite (decision 0074).
 */
export function sweepDrivers(): Driver[] {
  return process.env.TEST_DATABASE_URL ? ["postgres"] : ["pglite"];
}

/** `url`: the PostgreSQL database's connection string (for a second pool, as a second process has). */
export type TestDatabase = { handle: DbHandle; drop: () => Promise<void>; url?: string };

/**
 * The run's migrated and seeded templates (tests/setup/db-templates.global.ts), when this file runs under
 * Vitest with that global setup; else none, and each database is migrated and seeded itself.
 */
export async function templates(): Promise<{ pgliteFile?: string; postgres?: string }> {
  if (!process.env.VITEST) return {};
  const { inject } = await import("vitest");
  return {
    pgliteFile: inject("pgliteTemplateFile") || undefined,
    postgres: inject("postgresTemplate") || undefined,
  };
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * Opens a migrated and seeded demo database at the given place (a PGlite data folder or an empty
 * PostgreSQL database of the admin server), copied from the run's templates when there are some: for
 * tests whose database must live where another process can open it (backups, command-line tools).
 */
export async function openSeededDatabaseAt(where: { dataDir?: string; url?: string }): Promise<DbHandle> {
  const template = await templates();
  if (where.url && template.postgres) {
    const target = new URL(where.url);
    const name = target.pathname.slice(1);
    const adminUrl = process.env.TEST_DATABASE_URL!;
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.postgres}`);
    return openDatabase({ url: where.url, poolSize: 2 });
  }
  if (where.dataDir && !where.url && template.pgliteFile) {
    pgliteTemplate ??= readFile(template.pgliteFile).then((bytes) => new Blob([bytes]));
    return openDatabase({ dataDir: where.dataDir, loadDataDir: await pgliteTemplate });
  }
  const handle = await openDatabase(where);
  await migrateDatabase(handle);
  await seedDemo(handle.db);
  return handle;
}

/** A fresh, migrated (and by default seeded) database that nothing else uses. */
export async function createTestDatabase(
  driver: Driver,
  options: { seed?: boolean; logger?: Logger } = {},
): Promise<TestDatabase> {
  const seed = options.seed !== false;
  const template = seed ? await templates() : {};
  let handle: DbHandle;
  let drop: () => Promise<void>;
  let url: string | undefined;
  if (driver === "pglite") {
    const file = template.pgliteFile;
    if (file) pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
    handle = await openDatabase({
      dataDir: "memory://",
      loadDataDir: file ? await pgliteTemplate : undefined,
      logger: options.logger,
    });
    drop = () => handle.close();
    if (file) return { handle, drop };
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
    const name = `autohaus_t_${randomBytes(5).toString("hex")}`;
    await adminQuery(
      adminUrl,
      template.postgres ? `CREATE DATABASE ${name} TEMPLATE ${template.postgres}` : `CREATE DATABASE ${name}`,
    );
    url = databaseUrl(adminUrl, name);
    handle = await openDatabase({ url, poolSize: 5, logger: options.logger });
    drop = async () => {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
    if (template.postgres) return { handle, drop, url };
  }
  await migrateDatabase(handle);
  if (seed) await seedDemo(handle.db);
  return { handle, drop, url };
}

/** A service context for calling services directly in a test (no principal unless given). */
export function serviceContextFor(
  db: Db,
  project: Project,
  options: { locale?: Locale; principal?: SessionUser | null; now?: Date } = {},
): ServiceContext {
  const { now } = options;
  return createServiceContext({
    db,
    project,
    locale: options.locale,
    principal: options.principal,
    clock: now ? { now: () => now } : undefined,
  });
}

/** An employee by e-mail and an open, unassigned job of their project (to assign to them in a test). */
export async function employeeAndOpenJob(db: Db, email: string) {
  const { and, eq, isNull } = await import("drizzle-orm");
  const schema = await import("../../app/db/schema");
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const [job] = await db
    .select({ id: schema.jobs.id })
    .from(schema.jobs)
    .where(
      and(
        eq(schema.jobs.projectId, user.projectId),
        eq(schema.jobs.visibility, "open"),
        isNull(schema.jobs.assigneeId),
      ),
    )
    .limit(1);
  if (!job) throw new Error(`no open unassigned job in the project of ${email}`);
  return { user, job };
}

/** What a session principal holds beside who the user is: a freshly seeded user's settings. */
export const SESSION_DEFAULTS = {
  companyName: null,
  avatarPath: null,
  language: null,
  soundSettings: { success: false, information: true, warning: true, danger: true },
  needsTerms: false,
  pendingApproval: false,
} satisfies Partial<SessionUser>;

/**
 * A seeded user by e-mail as the session knows them (the principal a service context takes), in
 * `project`'s company; settings at their defaults.
 */
export async function sessionUserOf(db: Db, email: string, project: Project): Promise<SessionUser> {
  const { eq } = await import("drizzle-orm");
  const schema = await import("../../app/db/schema");
  const [u] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return {
    id: u.id,
    email: u.email,
    roles: u.roles as string[],
    inHolding: u.inHolding,
    projectId: u.projectId,
    companyId: project.companyId,
    firstName: u.firstName,
    lastName: u.lastName,
    ...SESSION_DEFAULTS,
  };
}
