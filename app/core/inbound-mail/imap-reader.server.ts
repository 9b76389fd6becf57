/**
 * The mailbox reader (decision 0067). Every server process runs a supervisor that looks at the
 * projects with a mailbox (an admin's IMAP URL, or `IMAP_URL` for the default project) and tries to take
 * each one's lease (mailbox.repo.server.ts): exactly one process in total reads a mailbox. The holder
 * connects with imapflow, reads every message after the last UID it stored (from the start again when
 * UIDVALIDITY changed), hands each to `ingestMail` (stored once per Message-ID) and moves the stored
 * position after each, then waits in IMAP IDLE for new mail, waking at least every `pollSeconds` (the
 * polling fallback, and the lease's heartbeat). A dropped connection or a server that is away is retried
 * with backoff; its error is recorded in words the communication centre shows. A process that loses the
 * lease stops reading; one that stops gives it up so another takes over at once.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { eq } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import type { pino } from "pino";
import type { Db } from "../../db/client.server";
import { projects } from "../../db/schema";
import { createServiceContext } from "../context/service-context.server";
import { scopeOf } from "../context/tenant-scope.server";
import type { Project } from "../tenancy/project";
import { allProjects } from "../tenancy/tenancy.service.server";
import { effectiveImapUrl, ingestMail } from "./inbound.service.server";
import {
  claimMailboxLease,
  findMailbox,
  onMailboxSettingsSaved,
  recordMailboxState,
  releaseMailboxLease,
} from "./mailbox.repo.server";
import { parseRawMail, toIncoming } from "./parse-mail.server";

export type InboundOptions = {
  db: Db;
  logger: pino.Logger;
  /** `IMAP_URL`: the default (demo) project's mailbox when no admin set one. */
  envImapUrl?: string;
  /** Longest wait between two looks at the mailbox while IDLE says nothing (default 10 s). */
  pollSeconds?: number;
  /** How often the supervisor looks for mailboxes to read (default 10 s). */
  superviseEveryMs?: number;
  /** Messages larger than this are recorded with their headers only (default 25 MB). */
  maxMessageBytes?: number;
  /** This process's name in the lease (default host, pid and a random part). */
  holder?: string;
  /** Longest wait between two connection attempts while the server is away (default 60 s). */
  maxBackoffMs?: number;
};

export type InboundReader = {
  holder: string;
  /** Projects whose mailbox this process reads now. */
  reading: () => string[];
  /** Looks for mailboxes now instead of at the next tick. */
  supervise: () => Promise<void>;
  stop: () => Promise<void>;
};

/** An error as the communication centre words it (communication:mailbox.errors.<code>). */
export function errorCode(error: unknown): "auth" | "unreachable" | "mailbox" | "tls" | "other" {
  const e = error as {
    authenticationFailed?: boolean;
    code?: string;
    serverResponseCode?: string;
    message?: string;
  };
  if (e?.authenticationFailed || e?.serverResponseCode === "AUTHENTICATIONFAILED") return "auth";
  const code = String(e?.code ?? "");
  if (/CERT|TLS|SSL|SELF_SIGNED/i.test(code) || /certificate|tls|ssl/i.test(e?.message ?? "")) return "tls";
  if (e?.serverResponseCode === "NONEXISTENT" || /mailbox|folder/i.test(e?.message ?? "")) return "mailbox";
  if (
    /ECONN|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT|EAI_AGAIN|NoConnection|ClosedAfterConnect|EPIPE|Timeout/i.test(
      code,
    )
  )
    return "unreachable";
  if (/connect|closed|timeout|socket/i.test(e?.message ?? "")) return "unreachable";
  return "other";
}

function connectionOf(url: string) {
  const u = new URL(url);
  const secure = u.protocol === "imaps:";
  return {
    host: u.hostname,
    port: Number(u.port || (secure ? 993 : 143)),
    secure,
    auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) },
    folder: decodeURIComponent(u.pathname.replace(/^\//, "")) || "INBOX",
  };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(t);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const t = setTimeout(done, ms);
    t.unref?.();
    signal.addEventListener("abort", done, { once: true });
  });

type Running = { url: string; controller: AbortController; done: Promise<void> };

export function startInboundMail(options: InboundOptions): InboundReader {
  const { db, logger } = options;
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const pollMs = (options.pollSeconds ?? 10) * 1000;
  const leaseSeconds = Math.max(15, Math.ceil((pollMs / 1000) * 3));
  const maxBytes = options.maxMessageBytes ?? 25 * 1024 * 1024;
  const running = new Map<string, Running>();
  let stopped = false;

  /** Reads one project's mailbox until the signal aborts or the lease is lost. */
  async function readMailbox(project: Project, url: string, signal: AbortSignal) {
    const scope = scopeOf(db, project.id);
    const ctx = createServiceContext({ db, project });
    const conn = connectionOf(url);
    let backoff = 1_000;
    /** Attempts that failed since the last connection that stood. */
    let failures = 0;
    while (!signal.aborted) {
      if (!(await claimMailboxLease(scope, holder, leaseSeconds))) return;
      const client = new ImapFlow({
        host: conn.host,
        port: conn.port,
        secure: conn.secure,
        auth: conn.auth,
        logger: false,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 5 * 60_000,
      });
      let wake: (() => void) | null = null;
      let closed = false;
      client.on("exists", () => wake?.());
      client.on("close", () => {
        closed = true;
        wake?.();
      });
      client.on("error", (error: unknown) => {
        logger.warn({ err: error, projectId: project.id }, "mailbox connection error");
      });
      try {
        // While reconnecting after a failure the mailbox keeps showing its error (in words) until a
        // connection stands again, instead of flickering to "connecting" on every attempt.
        if (failures === 0) await recordMailboxState(scope, holder, { state: "connecting" });
        await client.connect();
        const lock = await client.getMailboxLock(conn.folder);
        try {
          await recordMailboxState(scope, holder, { state: "connected", lastError: null });
          backoff = 1_000;
          failures = 0;
          while (!signal.aborted && !closed) {
            if (!(await claimMailboxLease(scope, holder, leaseSeconds))) return;
            await readNew(client, project, scope, ctx, signal);
            await recordMailboxState(scope, holder, { lastReadAt: new Date() });
            if (closed) break;
            // IDLE wakes us on new mail; the timer is the fallback. The library enters IDLE by itself only
            // while no mailbox lock is held, and this reader holds its lock the whole session: so IDLE is
            // started here (the next command, the look after waking, ends it).
            client.idle().catch((error: unknown) => {
              logger.debug({ err: error, projectId: project.id }, "IDLE ended with an error");
            });
            await new Promise<void>((resolve) => {
              const done = () => {
                clearTimeout(t);
                signal.removeEventListener("abort", done);
                resolve();
              };
              const t = setTimeout(done, pollMs);
              t.unref?.();
              wake = done;
              signal.addEventListener("abort", done, { once: true });
            });
            wake = null;
          }
        } finally {
          lock.release();
        }
        if (closed && !signal.aborted)
          throw Object.assign(new Error("connection closed"), { code: "NoConnection" });
      } catch (error) {
        if (signal.aborted) break;
        const code = errorCode(error);
        logger.warn({ err: error, projectId: project.id, code }, "mailbox reading failed");
        await recordMailboxState(scope, holder, { state: "error", lastError: code }).catch(() => {});
        failures += 1;
        await sleep(backoff, signal);
        backoff = Math.min(backoff * 2, options.maxBackoffMs ?? 60_000);
      } finally {
        if (!closed) await client.logout().catch(() => client.close());
        else client.close();
      }
    }
  }

  async function readNew(
    client: ImapFlow,
    project: Project,
    scope: ReturnType<typeof scopeOf>,
    ctx: ReturnType<typeof createServiceContext>,
    signal: AbortSignal,
  ) {
    const box = client.mailbox;
    if (!box) return;
    const uidValidity = Number(box.uidValidity);
    const row = await findMailbox(scope);
    let last = row?.uidValidity === uidValidity ? (row?.lastUid ?? 0) : 0;
    if (row?.uidValidity !== uidValidity) {
      // A new mailbox, or the server renumbered it: read from the start; Message-IDs keep repeats out.
      await recordMailboxState(scope, holder, { uidValidity, lastUid: 0 });
    }
    // A command makes the server report what arrived since (IDLE may not have said so yet).
    await client.noop();
    if (box.exists === 0) return;
    const found = await client.search({ uid: `${last + 1}:*` }, { uid: true });
    const uids = (found || []).filter((u) => u > last).sort((a, b) => a - b);
    for (const uid of uids) {
      if (signal.aborted) return;
      const head = await client.fetchOne(
        String(uid),
        { uid: true, size: true, internalDate: true },
        { uid: true },
      );
      if (!head) continue;
      const size = head.size ?? 0;
      const meta = {
        uidValidity,
        uid,
        sizeBytes: size,
        receivedAt: head.internalDate ? new Date(head.internalDate) : undefined,
      };
      let mail: Awaited<ReturnType<typeof parseRawMail>>;
      if (size > maxBytes) {
        // Too large to keep: recorded with its headers (and left in the mailbox), never dropped silently.
        const headers = await client.fetchOne(String(uid), { headers: true }, { uid: true });
        const { simpleParser } = await import("mailparser");
        const parsed = await simpleParser(headers ? (headers.headers ?? Buffer.alloc(0)) : Buffer.alloc(0));
        mail = toIncoming(parsed, meta, true);
      } else {
        const full = await client.fetchOne(String(uid), { source: true }, { uid: true });
        // biome-ignore lint/complexity/useOptionalChain: fetchOne answers false when the message is gone.
        if (!full || !full.source) continue;
        mail = await parseRawMail(full.source, meta);
      }
      await ingestMail(ctx, mail);
      last = uid;
      if (!(await recordMailboxState(scope, holder, { uidValidity, lastUid: uid }))) return;
      logger.debug({ projectId: project.id, uid }, "mail read");
    }
  }

  async function supervise() {
    if (stopped) return;
    const defaults = new Set(
      (await db.select({ id: projects.id }).from(projects).where(eq(projects.isDefault, true))).map(
        (p) => p.id,
      ),
    );
    const wanted = new Map<string, { project: Project; url: string }>();
    for (const project of await allProjects(db)) {
      if (!project.features.communication) continue;
      const row = await findMailbox(scopeOf(db, project.id));
      const url = effectiveImapUrl({ isDefault: defaults.has(project.id) }, row, options.envImapUrl);
      if (url) wanted.set(project.id, { project, url });
    }
    for (const [id, r] of running) {
      if (wanted.get(id)?.url !== r.url) {
        r.controller.abort();
        await r.done;
      }
    }
    for (const [id, { project, url }] of wanted) {
      if (running.has(id) || stopped) continue;
      const scope = scopeOf(db, id);
      if (!(await claimMailboxLease(scope, holder, leaseSeconds))) continue;
      const controller = new AbortController();
      const done = readMailbox(project, url, controller.signal)
        .catch((error) => logger.error({ err: error, projectId: id }, "mailbox reader failed"))
        .finally(() => {
          running.delete(id);
        });
      running.set(id, { url, controller, done });
      logger.info({ projectId: id, holder }, "reading the mailbox");
    }
  }

  let ticking: Promise<void> | null = null;
  const tick = () => {
    ticking ??= supervise()
      .catch((error) => logger.error({ err: error }, "mailbox supervisor failed"))
      .finally(() => {
        ticking = null;
      });
    return ticking;
  };
  const timer = setInterval(tick, options.superviseEveryMs ?? 10_000);
  timer.unref?.();
  const first = setTimeout(tick, 0);
  first.unref?.();
  // An admin who sets a mailbox here sees it read within seconds, not at the next tick.
  const unlisten = onMailboxSettingsSaved(() => void tick());

  return {
    holder,
    reading: () => [...running.keys()],
    supervise: tick,
    async stop() {
      stopped = true;
      unlisten();
      clearInterval(timer);
      clearTimeout(first);
      await ticking;
      const readers = [...running.entries()];
      for (const [, r] of readers) r.controller.abort();
      await Promise.all(readers.map(([, r]) => r.done));
      for (const [id] of readers) await releaseMailboxLease(scopeOf(db, id), holder).catch(() => {});
    },
  };
}
