/** The production process: built React Router app + API on one port, graceful shutdown on SIGTERM. */
import cluster from "node:cluster";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { closeLiveStreams } from "../app/api/notifications";
import { startBackgroundWork } from "../app/core/background/background.server";
import { backgroundTasks } from "../app/core/background/background-tasks.server";
import { outboxHandlers } from "../app/core/background/outbox-handlers.server";
import { startInboundMail } from "../app/core/inbound-mail/imap-reader.server";
import { smtpTransport } from "../app/core/mail/outbox.server";
import { setLiveBus, startLiveBus } from "../app/core/notifications/live-events.server";
import { pushSubjectFrom } from "../app/core/push/push-handler.server";
import { vapidKeys } from "../app/core/push/vapid.server";
import { listenForProjectChanges } from "../app/core/tenancy/project-changes.server";
import { devMailboxEnabled, readEnv } from "../app/env.server";
import { createServerApp } from "./app";
import { bootDatabase, openFileStore } from "./boot";
import { createDocumentHandler } from "./document-handler";
import { trackConnections } from "./drain";
import { runsDemo, StartRefused, startupChecks } from "./first-run";
import { createLogger } from "./logger";
import { applyServerTimeouts } from "./timeouts";
import { answerHeaderOverflow, MAX_HEADER_BYTES } from "./url-length";

const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);
// The file store first (decision 0065): wrong S3 credentials or bucket stop the start with a clear line.
const files = await openFileStore(env, logger);
const handle = await bootDatabase(env, logger, files);
// Decision 0052: the setup token of an empty installation; no production start with demo passwords.
// Forked workers (server/cluster.ts) leave the checks and the log lines to their primary.
let setupToken: string | undefined;
try {
  setupToken = await startupChecks(handle.db, env, logger, { announce: cluster.isPrimary });
} catch (error) {
  if (!(error instanceof StartRefused)) throw error;
  logger.fatal(error.message);
  await handle.close().catch(() => {});
  process.exit(1);
}

// Browser push (decision 0034): the installation's VAPID keys are made on the first start, then kept.
await vapidKeys(handle.db);
// Live events (decision 0033): LISTEN/NOTIFY across processes on PostgreSQL, in-process on PGlite.
const liveBus = await startLiveBus(handle, env.DATABASE_URL, logger);
setLiveBus(liveBus);
// Sites added, paused or resumed in any process reach this one's project memory at once (decision 0062).
const projectChanges =
  handle.driver === "postgres" && env.DATABASE_URL
    ? await listenForProjectChanges(env.DATABASE_URL, logger)
    : undefined;

const buildDir = path.resolve("build");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
const handleDocument = createDocumentHandler(build, "production");

const app = createServerApp({
  db: handle.db,
  logger,
  handleDocument,
  clientBuildDir: path.relative(process.cwd(), path.join(buildDir, "client")),
  trustProxy: env.TRUST_PROXY,
  pageCacheSeconds: env.PAGE_CACHE_SECONDS,
  production: env.NODE_ENV === "production",
  authThrottle: env.AUTH_THROTTLE === "1",
  files,
  publicUrl: env.PUBLIC_URL,
  devMailbox: devMailboxEnabled(env),
  setupToken,
  mailConfigured: Boolean(env.SMTP_URL),
  demo: runsDemo(env),
  projectChanges,
});
// Mail leaves the outbox only with SMTP_URL; without it (and outside production), admins read it in the
// development mailbox. Periodic tasks run in any case, once per period across all processes.
const background = startBackgroundWork({
  db: handle.db,
  logger,
  handlers: outboxHandlers({
    mail: env.SMTP_URL ? { transport: await smtpTransport(env.SMTP_URL), from: env.MAIL_FROM } : undefined,
    push: { subject: pushSubjectFrom(env.MAIL_FROM, env.PUSH_SUBJECT) },
  }),
  tasks: backgroundTasks,
  tickEveryMs: env.SCHEDULER_TICK_SECONDS * 1000,
  retryBaseSeconds: env.OUTBOX_RETRY_BASE_SECONDS,
});
// Inbound mail (decision 0067): every process looks for mailboxes; one process in total reads each.
const inbound = startInboundMail({
  db: handle.db,
  logger,
  envImapUrl: env.IMAP_URL,
  pollSeconds: env.IMAP_POLL_SECONDS,
});
// A committed notification row wakes the dispatcher of every process (one of them claims it).
liveBus.onOutboxWake(() => background.wakeDispatcher());

// Node reads URLs up to 64 KB, so the app answers a long one (414) in its own shape; longer requests get
// the same shapes from answerHeaderOverflow (server/url-length.ts, decision 0046).
const server = serve(
  {
    fetch: app.fetch,
    port: env.PORT,
    hostname: env.HOST,
    serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
  },
  (info) => {
    logger.info(
      { port: info.port, driver: handle.driver },
      `Autohaus listening on http://localhost:${info.port}`,
    );
  },
) as Server;
applyServerTimeouts(server);
answerHeaderOverflow(server);

let stopping = false;
// Tracks connections for the drain (server/drain.ts): answers every request taken, refuses new ones.
const drain = trackConnections(server);
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // No new background runs from now on; the current one finishes before the database closes.
  const backgroundStopped = Promise.all([background.stop(), inbound.stop()]).catch(() => {});
  drain.start(async () => {
    await backgroundStopped;
    await liveBus.close().catch(() => {});
    await projectChanges?.close().catch(() => {});
    await handle.close().catch(() => {});
    logger.info("stopped");
    process.exit(0);
  });
  // Open event streams would hold the drain open.
  closeLiveStreams();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
// The memory report for operators and the load test (decision 0036): `kill -USR2 <pid>` prints one JSON
// line with process.memoryUsage(), whatever LOG_LEVEL says, after a full garbage collection when the
// process runs with --expose-gc (so heap figures of two reports compare live data, not garbage).
process.on("SIGUSR2", () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const line = { time: Date.now(), msg: "memory", gc: Boolean(gc), memory: process.memoryUsage() };
  process.stdout.write(`${JSON.stringify(line)}\n`);
});
process.on("SIGINT", () => void shutdown("SIGINT"));
