/**
 * Two readers as two operating-system processes (decision 0067): two production server processes
 * (server/main.ts over the build, tests/setup/server-process.ts) on one PostgreSQL database, both with
 * `IMAP_URL` pointing at one private Dovecot. Exactly one holds the mailbox's lease and reads; killed
 * with SIGKILL (no chance to give the lease up), the other takes over once the lease ran out, and every
 * message appended before, during and after is stored exactly once, each a single timeline entry of its
 * client. PostgreSQL only: a PGlite database cannot be shared between processes.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { hasDovecot, type ImapServer, startImapServer } from "../setup/imap-server";
import { type ServerProcess, startServerProcess } from "../setup/server-process";
import { createTestDatabase, type TestDatabase } from "../setup/test-db";
import { hasBuild } from "../setup/test-server";

const run = Boolean(process.env.TEST_DATABASE_URL) && hasBuild() && hasDovecot();
/** IMAP_POLL_SECONDS=1 gives the shortest lease (15 s); the supervisor looks every 10 s. */
const LEASE_MS = 15_000;
const SUPERVISE_MS = 10_000;

async function until<T>(what: string, read: () => Promise<T | null | undefined | false>, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.runIf(run)("inbound mail: two server processes, one PostgreSQL, one Dovecot", () => {
  let database: TestDatabase;
  let db: Db;
  let imap: ImapServer;
  let processes: ServerProcess[] = [];

  beforeAll(async () => {
    [database, imap] = await Promise.all([createTestDatabase("postgres"), startImapServer()]);
    db = database.handle.db;
    const env = { IMAP_URL: imap.url(), IMAP_POLL_SECONDS: "1" };
    processes = await Promise.all([
      startServerProcess({ databaseUrl: database.url!, env, startTimeoutMs: 300_000 }),
      startServerProcess({ databaseUrl: database.url!, env, startTimeoutMs: 300_000 }),
    ]);
  }, 400_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await imap?.close();
    await database?.drop();
  });

  it("one process reads; killed, the other takes over within the lease; nothing lost, nothing twice", async () => {
    const dealer = (await resolveProject(db, "localhost"))!;
    const email = "zwei.prozesse@kunde.example";
    await db
      .insert(schema.clients)
      .values({ projectId: dealer.id, firstName: "Zoe", lastName: "Prozess", email, language: "de" });
    const mailbox = async () =>
      (await db.select().from(schema.mailboxes).where(eq(schema.mailboxes.projectId, dealer.id)))[0];
    /** The process whose pid the lease holder names (host:pid:random). */
    const holderOf = (holder: string | null | undefined) =>
      processes.find((p) => holder?.split(":")[1] === String(p.child.pid)) ?? null;
    const ids: string[] = [];
    const append = async (n: number, label: string) => {
      for (let i = 0; i < n; i++) {
        const id = `<${label}-${i}@kunde.example>`;
        ids.push(id);
        await imap.append(
          [
            `From: ${email}`,
            "To: crm@autohaus-brandt.example",
            `Subject: ${label} ${i}`,
            `Message-ID: ${id}`,
            "",
            "x",
          ].join("\n"),
        );
      }
    };
    const stored = async (wanted: string[]) =>
      (
        await db
          .select({ id: schema.inboundMails.messageId })
          .from(schema.inboundMails)
          .where(inArray(schema.inboundMails.messageId, wanted))
      ).length === wanted.length;

    const first = await until("a reader", async () => holderOf((await mailbox())?.leaseHolder));
    await append(4, "before");
    await until("the first mails stored", () => stored(ids));
    // Only one process holds the lease the whole time (the other keeps trying at every look).
    for (let i = 0; i < 10; i++) {
      expect(holderOf((await mailbox())?.leaseHolder)).toBe(first);
      await new Promise((r) => setTimeout(r, 200));
    }

    // Mail arrives, the reader dies without a word, more mail arrives.
    await append(3, "during");
    await first.stop("SIGKILL");
    const killedAt = Date.now();
    await append(3, "after");
    const second = await until(
      "the other process took over",
      async () => {
        const p = holderOf((await mailbox())?.leaseHolder);
        return p && p !== first ? p : null;
      },
      LEASE_MS + SUPERVISE_MS + 10_000,
    );
    // The lease runs out, then the other process's next look takes it.
    expect(Date.now() - killedAt).toBeLessThan(LEASE_MS + SUPERVISE_MS + 5_000);
    expect(second).not.toBe(first);

    await until("every mail stored", () => stored(ids), 30_000);
    const rows = await db
      .select({ messageId: schema.inboundMails.messageId })
      .from(schema.inboundMails)
      .where(inArray(schema.inboundMails.messageId, ids));
    expect(rows.map((r) => r.messageId).sort()).toEqual([...ids].sort());
    const entries = await db
      .select({ messageId: schema.communications.messageId })
      .from(schema.communications)
      .where(inArray(schema.communications.messageId, ids));
    expect(entries.map((r) => r.messageId).sort()).toEqual([...ids].sort());
  }, 120_000);
});
