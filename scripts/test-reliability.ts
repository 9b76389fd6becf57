/**
 * `npm run test:reliability`: the reliability suite at full size on PostgreSQL, then every
 * figure it printed, in one summary. Runs:
 *  - tests/reliability/ with RELIABILITY=full: fuzzing (1,000 generated hostile inputs per operation and
 *    principal), load (50 connections, 60 s, three runs with heap and RSS), faults (PostgreSQL restarted
 *    under load, SIGTERM under load, a full disk, a failing mail server), two processes behind a proxy;
 *  - the security checks that are part of `npm test` anyway: headers, cookies, sessions, CSRF and
 *    throttling (security-rules), the permission matrix, the wapiti scan, and backup/restore.
 * `npm test` (and so CI) runs the same files in their quick size.
 * PostgreSQL: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (each test makes its
 * own database there and drops it).
 */
import { spawn, spawnSync } from "node:child_process";
import pg from "pg";

const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await probe.connect();
  await probe.end();
} catch (error) {
  console.error(
    `PostgreSQL is not reachable at ${url} (${(error as Error).message}).\n` +
      "The reliability suite runs on a real PostgreSQL server: set TEST_DATABASE_URL to one where the user may create databases.",
  );
  process.exit(1);
}

// Server processes serve the built app: build first when the sources changed.
const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-if-stale.ts"], {
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);

const FIGURE =
  /^\s*\[(fuzz|load|memory|faults|processes|security scan|security rules|permission matrix|restore|backup)[^\]]*\]/;
const figures: string[] = [];
const started = Date.now();
const child = spawn(
  "npx",
  [
    "vitest",
    "run",
    // One file at a time: the load figures and the memory comparison are measured on an otherwise idle
    // machine (npm test runs the quick size beside the integration files instead).
    "--maxWorkers=1",
    "--project",
    "reliability",
    "--project",
    "int",
    "tests/reliability/",
    "tests/int/security-rules.int.test.ts",
    "tests/int/security-scan.int.test.ts",
    "tests/int/permissions.int.test.ts",
    "tests/int/backup.int.test.ts",
  ],
  {
    env: { ...process.env, TEST_DATABASE_URL: url, RELIABILITY: "full" },
    stdio: ["ignore", "pipe", "inherit"],
  },
);
let pending = "";
child.stdout.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk);
  pending += chunk.toString();
  const lines = pending.split("\n");
  pending = lines.pop() ?? "";
  for (const line of lines) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes
    const plain = line.replace(/\u001b\[[0-9;]*m/g, "");
    if (FIGURE.test(plain)) figures.push(plain.trim());
  }
});
const code: number = await new Promise((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\n━━ Reliability figures (RELIABILITY=full, ${minutes} min) ━━`);
for (const line of figures) console.log(line);
if (figures.length === 0) console.log("(no figures printed: see the output above)");
console.log(
  code === 0 ? "\nAll reliability checks passed." : `\nReliability checks FAILED (vitest exit ${code}).`,
);
process.exit(code);
