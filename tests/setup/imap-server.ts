/**
 * A real IMAP server for the inbound-mail tests (decision 0067): Debian's Dovecot
 * (`dovecot-imapd`, installed by .ci/install-system-deps.sh) as a private, non-daemon instance with its
 * own configuration, base directory and mail store under a temporary folder, plaintext login on
 * 127.0.0.1 and users from a static file. No mock of the IMAP protocol. `stop` and `start` again keep the
 * mail store and the port (the "server went away and came back" test).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, chown, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "./server-process";

export type ImapServer = {
  port: number;
  /** `imap://user:pass@127.0.0.1:port/INBOX` of a user of this server. */
  url: (user?: string) => string;
  /** Appends a raw RFC 5322 message to a user's INBOX (as a mail server's delivery would). */
  append: (raw: string, user?: string) => Promise<void>;
  /** Stops the server (the store stays); `start` brings it back on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
  log: () => Promise<string>;
};

export const IMAP_PASSWORD = "imap-secret";

/** The processes whose parent is `pid` (from /proc). */
/**
 * The processes of one Dovecot instance, found by the instance name in their titles
 * ("dovecot-<instance>/imap"): a session's process is not always the master's child (it was seen
 * re-parented to init), so the parent is not a reliable way to find it.
 */
async function instancePids(instance: string): Promise<number[]> {
  const out: number[] = [];
  for (const entry of await readdir("/proc").catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (cmdline.includes(`dovecot-${instance}/`)) out.push(Number(entry));
  }
  return out;
}

function dovecotBinary(): string | null {
  for (const candidate of ["/usr/sbin/dovecot", "/usr/local/sbin/dovecot"]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Whether Dovecot is installed (the tests say so instead of passing silently when it is not). */
export const hasDovecot = () => dovecotBinary() !== null;

async function waitForPort(port: number, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const s = connect(port, "127.0.0.1");
      s.once("connect", () => {
        s.destroy();
        resolve(true);
      });
      s.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`IMAP server did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startImapServer(users: readonly string[] = ["dealer"]): Promise<ImapServer> {
  const binary = dovecotBinary();
  if (!binary) throw new Error("dovecot is not installed: run .ci/install-system-deps.sh");
  const dir = await mkdtemp(path.join(tmpdir(), "autohaus-imap-"));
  await chmod(dir, 0o755);
  const base = path.join(dir, "run");
  const mail = path.join(dir, "mail");
  await mkdir(base, { recursive: true });
  await mkdir(mail, { recursive: true });
  const port = await freePort();
  const instance = `autohaus-test-${port}`;
  // Dovecot refuses to run its login processes as root: as root they run as Debian's own users.
  const me = userInfo();
  const root = me.uid === 0;
  const internal = root ? "dovecot" : me.username;
  const login = root ? "dovenull" : me.username;
  const id = (...args: string[]) => execFileSync("id", args).toString().trim();
  if (root) await chown(mail, Number(id("-u", "dovecot")), Number(id("-g", "dovecot")));
  const group = root ? "dovecot" : id("-gn");
  await writeFile(path.join(dir, "users"), users.map((u) => `${u}:{PLAIN}${IMAP_PASSWORD}::::::\n`).join(""));
  const conf = path.join(dir, "dovecot.conf");
  await writeFile(
    conf,
    `base_dir = ${base}
state_dir = ${base}/state
instance_name = ${instance}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${internal}
default_internal_group = ${group}
default_login_user = ${login}
log_path = ${dir}/dovecot.log
first_valid_uid = 1
first_valid_gid = 1
mail_location = maildir:${mail}/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${internal} gid=${group} home=${mail}/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
service anvil {
  chroot =
}
`,
  );
  let child: ChildProcess | null = null;
  const server: ImapServer = {
    port,
    url: (user = users[0]!) => `imap://${user}:${IMAP_PASSWORD}@127.0.0.1:${port}/INBOX`,
    async append(raw, user = users[0]!) {
      const { ImapFlow } = await import("imapflow");
      const client = new ImapFlow({
        host: "127.0.0.1",
        port,
        secure: false,
        auth: { user, pass: IMAP_PASSWORD },
        logger: false,
      });
      await client.connect();
      try {
        await client.append("INBOX", raw.replace(/\r?\n/g, "\r\n"));
      } finally {
        await client.logout().catch(() => {});
      }
    },
    async start() {
      if (child) return;
      child = spawn(binary, ["-F", "-c", conf], { stdio: "ignore" });
      const started = child;
      started.once("exit", () => {
        if (child === started) child = null;
      });
      await waitForPort(port, 10_000);
    },
    async stop() {
      const running = child;
      if (!running) return;
      // The master leaves the sessions of connected clients running when it stops: those processes
      // end too, or a connected reader would never notice the server went away.
      await new Promise<void>((resolve) => {
        running.once("exit", () => resolve());
        running.kill("SIGTERM");
      });
      for (const pid of await instancePids(instance)) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
      child = null;
      // The login and mail processes end with their master; wait until the port is free again.
      const until = Date.now() + 5_000;
      while (Date.now() < until) {
        const open = await new Promise<boolean>((resolve) => {
          const s = connect(port, "127.0.0.1");
          s.once("connect", () => {
            s.destroy();
            resolve(true);
          });
          s.once("error", () => resolve(false));
        });
        if (!open) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
    log: () => readFile(path.join(dir, "dovecot.log"), "utf8").catch(() => ""),
  };
  await server.start();
  return server;
}
