/**
 * What a server start checks before it serves (decision 0052):
 * - an empty installation gets its setup token (SETUP_TOKEN, or 32 random bytes) and one log line with
 *   the setup link; processes forked later inherit the token through the environment;
 * - a production start refuses while an account still has the public demo password;
 * - the demo (DEMO=1, or demo data asked for with SEED_DEMO=1) warns that its passwords are public.
 */
import { arrayOverlaps, inArray, or } from "drizzle-orm";
import type { pino } from "pino";
import { verifyPassword } from "../app/core/identity/password.server";
import { needsSetup } from "../app/core/setup/setup.service.server";
import { newSetupToken } from "../app/core/setup/setup-token.server";
import type { Db } from "../app/db/client.server";
import { users } from "../app/db/schema";
import type { Env } from "../app/env.server";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../seed/content/accounts";

/** Raised when a production start must not go on; its message says what to do. */
export class StartRefused extends Error {}

/** The demo runs (its passwords are public by design): `npm start` without NODE_ENV, or SEED_DEMO=1. */
export function runsDemo(env: Pick<Env, "DEMO" | "SEED_DEMO" | "NODE_ENV">): boolean {
  return env.DEMO === "1" || (env.NODE_ENV === "production" && env.SEED_DEMO === "1");
}

/**
 * The accounts that still sign in with the demo password: the demo's own addresses and every admin
 * (a copied demo admin under another address). Each candidate costs one Argon2 verification.
 */
export async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const candidates = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
        arrayOverlaps(users.roles, ["admin", "holding_admin"]),
      ),
    )
    .limit(200);
  const found: string[] = [];
  for (const c of candidates) {
    if (c.passwordHash && (await verifyPassword(c.passwordHash, DEMO_PASSWORD))) found.push(c.email);
  }
  return [...new Set(found)].sort();
}

/**
 * The start-up checks. `announce`: this process writes the log lines (the primary of a cluster, or
 * the only process); forked workers pass false and read the token their primary put in the environment.
 * Answers the setup token while the installation is empty, else undefined.
 */
export async function startupChecks(
  db: Db,
  env: Env,
  logger: pino.Logger,
  options: { announce: boolean },
): Promise<string | undefined> {
  const demo = runsDemo(env);
  if (options.announce && env.NODE_ENV === "production" && !demo) {
    const exposed = await accountsWithDemoPassword(db);
    if (exposed.length > 0)
      throw new StartRefused(
        `Refusing to start in production: ${exposed.length} account(s) still have the public demo password (${exposed.join(", ")}). ` +
          "Start on an empty database and set it up at /setup, or lock these accounts with `npm run setup -- --lock-demo-accounts` (they then need a password reset); see docs/going-live.md.",
      );
  }
  if (options.announce && demo)
    logger.warn(
      "Demo: this installation runs the demo data, whose accounts all have the public password 'autohaus-demo'. Do not use it for real data; docs/going-live.md says how to go live.",
    );

  if (!(await needsSetup(db))) return undefined;
  let token = process.env.SETUP_TOKEN;
  const given = Boolean(token);
  if (!token) {
    token = newSetupToken();
    // Processes forked after this (server/cluster.ts) inherit it.
    process.env.SETUP_TOKEN = token;
  }
  if (options.announce) {
    const base = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
    // Written past the logger on purpose: its redaction (decision 0046) would hide the one secret this
    // line exists to hand to the operator. A JSON line like the logger's, once per start.
    const msg = given
      ? `Setup: open ${base}/setup and enter the SETUP_TOKEN you set`
      : `Setup: open ${base}/setup?token=${token}`;
    process.stdout.write(`${JSON.stringify({ level: 40, time: new Date().toISOString(), msg })}\n`);
  }
  return token;
}
