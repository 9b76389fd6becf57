/**
 * Backups: `npm run db:backup` and `npm run db:restore`, run as an operator runs them
 * (their own processes), restore into an empty database and find every order, job and client of the
 * backup again, with the uploaded files. An existing database is refused without --force.
 * PGlite: a copy of the data folder; PostgreSQL: pg_dump's custom format (when TEST_DATABASE_URL is set).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { addToCart } from "../../app/core/commerce/cart.service.server";
import { placeOrder } from "../../app/core/commerce/checkout.service.server";
import { fileStoreFromEnv } from "../../app/core/files/files.server";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { type Db, openDatabase } from "../../app/db/client.server";
import { clients, items, jobs, locations, orders } from "../../app/db/schema";
import { startS3Server } from "../setup/s3-server";
import { openSeededDatabaseAt, serviceContextFor, testDrivers } from "../setup/test-db";

const tmp = mkdtempSync(path.join(tmpdir(), "autohaus-backup-"));

function cli(script: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
    timeout: 180_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** `cli` without blocking this process (whose event loop answers for s3rver). */
async function cliAsync(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
  });
  let out = "";
  child.stdout.on("data", (d) => {
    out += d;
  });
  child.stderr.on("data", (d) => {
    out += d;
  });
  const status = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { status, out };
}

/** One placed order on top of the demo data's orders, so that a new order is in the backup too. */
async function placeAnOrder(db: Db) {
  const project = (await resolveProject(db, "localhost"))!;
  const ctx = serviceContextFor(db, project, { locale: "de" });
  const owner = { kind: "visitor" as const, visitorId: randomUUID() };
  const [item] = await db.select().from(items).where(eq(items.sku, "MER-KEY-001"));
  const [location] = await db.select().from(locations).where(eq(locations.projectId, project.id)).limit(1);
  await addToCart(ctx, owner, { kind: "item", itemId: item!.id, quantity: 1 });
  const placed = await placeOrder(ctx, owner, {
    idempotencyKey: randomUUID(),
    customer: { firstName: "Bea", lastName: "Backup", email: "bea.backup@example.com" },
    fulfilment: "pickup",
    locationId: location!.id,
    paymentMethod: "bank_transfer",
    acceptTerms: true,
    acceptCancellationPolicy: true,
  });
  if (!placed.ok) throw new Error(`no order: ${JSON.stringify(placed.error)}`);
}

async function idsOf(db: Db) {
  const ids = async (rows: Promise<{ id: string | number }[]>) =>
    (await rows).map((r) => String(r.id)).sort();
  return {
    orders: await ids(db.select({ id: orders.number }).from(orders)),
    jobs: await ids(db.select({ id: jobs.id }).from(jobs)),
    clients: await ids(db.select({ id: clients.id }).from(clients)),
  };
}

function uploads(dir: string) {
  mkdirSync(path.join(dir, "cms"), { recursive: true });
  writeFileSync(path.join(dir, "cms", "picture.webp"), "not really a picture");
}

describe.each(testDrivers())("backup and restore on %s", (driver) => {
  it("restores into an empty database and finds every order, job and client and the uploads", async () => {
    const run = `${driver}-${randomBytes(3).toString("hex")}`;
    const source: Record<string, string> = { UPLOAD_DIR: path.join(tmp, run, "uploads-a") };
    const target: Record<string, string> = { UPLOAD_DIR: path.join(tmp, run, "uploads-b") };
    let drop: (() => Promise<void>) | null = null;
    let before: Awaited<ReturnType<typeof idsOf>>;
    if (driver === "postgres") {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const names = [
        `autohaus_bk_${randomBytes(4).toString("hex")}`,
        `autohaus_rs_${randomBytes(4).toString("hex")}`,
      ];
      for (const n of names) await admin.query(`CREATE DATABASE ${n}`);
      await admin.end();
      const urlOf = (n: string) => {
        const u = new URL(process.env.TEST_DATABASE_URL!);
        u.pathname = `/${n}`;
        return u.toString();
      };
      source.DATABASE_URL = urlOf(names[0]!);
      target.DATABASE_URL = urlOf(names[1]!);
      drop = async () => {
        const again = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await again.connect();
        for (const n of names) await again.query(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
        await again.end();
      };
    } else {
      source.DATA_DIR = path.join(tmp, run, "data-a");
      target.DATA_DIR = path.join(tmp, run, "data-b");
    }
    try {
      const handle = await openSeededDatabaseAt({ url: source.DATABASE_URL, dataDir: source.DATA_DIR });
      await placeAnOrder(handle.db);
      before = await idsOf(handle.db);
      await handle.close();
      uploads(source.UPLOAD_DIR!);
      expect(before.orders.length).toBeGreaterThan(0);

      const folder = path.join(tmp, run, "backup");
      const made = cli("db-backup", [folder], source);
      // The demo's orders (seed/commerce/seed-orders.ts) and the one placed here.
      expect(made.out).toMatch(
        new RegExp(
          `\\[backup\\] \\w+ backup in .*: ${before.orders.length} orders, \\d+ jobs, \\d+ clients, 1 uploaded files`,
        ),
      );
      expect(made.status).toBe(0);
      console.info(made.out.trim());

      const restored = cli("db-restore", [folder], target);
      console.info(restored.out.trim());
      expect(restored.status).toBe(0);
      expect(restored.out).not.toContain("MISMATCH");

      const again = await openDatabase({ url: target.DATABASE_URL, dataDir: target.DATA_DIR });
      const after = await idsOf(again.db);
      await again.close();
      expect(after).toEqual(before);
      expect(readFileSync(path.join(target.UPLOAD_DIR!, "cms", "picture.webp"), "utf8")).toBe(
        "not really a picture",
      );

      // A second restore into the now full database is refused and changes nothing.
      const refused = cli("db-restore", [folder], target);
      expect(refused.status).toBe(1);
      expect(refused.out).toMatch(/not empty|holds a database already/);
      // A backup of the other driver is refused by name.
      const wrong = cli(
        "db-restore",
        [folder],
        driver === "postgres"
          ? { DATA_DIR: path.join(tmp, run, "c") }
          : { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/none" },
      );
      expect(wrong.status).toBe(1);
      expect(wrong.out).toContain(`this is a ${driver} backup`);
      expect(existsSync(path.join(tmp, run, "c", "PG_VERSION"))).toBe(false);
    } finally {
      await drop?.();
    }
  }, 300_000);
});

describe("backup and restore with the files in S3 buckets (decision 0065)", () => {
  it("copies the bucket's objects (not the variants) into the backup and puts them into the target's bucket, counted", async () => {
    const from = await startS3Server("backup-from");
    const into = await startS3Server("backup-into");
    try {
      const run = `s3-${randomBytes(3).toString("hex")}`;
      const source = { ...from.env, DATA_DIR: path.join(tmp, run, "data-a") };
      const target = { ...into.env, DATA_DIR: path.join(tmp, run, "data-b") };
      const handle = await openSeededDatabaseAt({ dataDir: source.DATA_DIR });
      await handle.close();
      const bucket = fileStoreFromEnv(from.storeEnv);
      await bucket.put("trade-in/6c1e/large.webp", Buffer.from("a trade-in photo"));
      await bucket.put("orders/inv.pdf", Buffer.from("%PDF an invoice"));
      await bucket.put("media-cache/car/v2/ab/ab1/320.webp", Buffer.from("a variant, made again on demand"));

      const folder = path.join(tmp, run, "backup");
      const made = await cliAsync("db-backup", [folder], source);
      expect(made.status, made.out).toBe(0);
      // The demo's supplier invoices (seed/commerce/seed-orders.ts) went to the local default store, not
      // this bucket: the two files put here are the backup's.
      expect(made.out).toMatch(/, 2 uploaded files/);
      const restored = await cliAsync("db-restore", [folder], target);
      console.info(restored.out.trim());
      expect(restored.status, restored.out).toBe(0);
      expect(restored.out).toMatch(/files 2\/2 \(s3\)/);
      const after = fileStoreFromEnv(into.storeEnv);
      expect((await after.read("trade-in/6c1e/large.webp"))?.toString()).toBe("a trade-in photo");
      expect(await after.head("media-cache/car/v2/ab/ab1/320.webp")).toBeNull();
    } finally {
      await from.close();
      await into.close();
    }
  }, 300_000);
});
