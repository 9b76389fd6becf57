/**
 * `npm test`: everything CI checks, in order: lint, typecheck, build, unit + integration (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set), then the browser tests in Chromium. Ends with passed, failed
 * and skipped per stage and the reason for each group of skipped tests (scripts/test-summary.ts). Under
 * CI=true a suite skipped for a missing part of the machine (PostgreSQL, the build, the browser) fails.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { findChromium } from "../tests/setup/chromium";
import {
  formatSummary,
  notRun,
  type StageSummary,
  summarisePlaywright,
  summariseVitest,
  type TestEnvironment,
} from "./test-summary";

type Step = { name: string; cmd: string[]; env?: Record<string, string> };
const startedAt = Date.now();
const ci = Boolean(process.env.CI) && process.env.CI !== "false" && process.env.CI !== "0";
const timings: { name: string; ok: boolean; seconds: number }[] = [];
const stages: StageSummary[] = [];
mkdirSync("test-results", { recursive: true });

function run(step: Step): boolean {
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.cmd.join(" ")}`);
  const r = spawnSync(step.cmd[0]!, step.cmd.slice(1), {
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  const ok = r.status === 0;
  timings.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/**
 * Lint, typecheck and build at once (about 10 s less than one after another on two cores); each one's
 * output is printed whole when it ends, so the three do not interleave.
 */
async function runTogether(group: Step[]): Promise<Map<string, boolean>> {
  const results = await Promise.all(
    group.map(
      (step) =>
        new Promise<{ step: Step; ok: boolean; seconds: number }>((resolve) => {
          const started = Date.now();
          const output: Buffer[] = [];
          const child = spawn(step.cmd[0]!, step.cmd.slice(1), {
            stdio: ["ignore", "pipe", "pipe"],
            env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1", ...step.env },
          });
          child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
          child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
          let ended = false;
          const done = (ok: boolean) => {
            if (ended) return;
            ended = true;
            console.log(`\n▶ ${step.name}: ${step.cmd.join(" ")}`);
            process.stdout.write(Buffer.concat(output));
            resolve({ step, ok, seconds: Math.round((Date.now() - started) / 1000) });
          };
          // A command that cannot start is a failed step, not a run that waits for ever.
          child.on("error", (error) => {
            output.push(Buffer.from(`${error.message}\n`));
            done(false);
          });
          child.on("close", (code) => done(code === 0));
        }),
    ),
  );
  const oks = new Map<string, boolean>();
  for (const r of results) {
    timings.push({ name: r.step.name, ok: r.ok, seconds: r.seconds });
    oks.set(r.step.name, r.ok);
  }
  return oks;
}

function readReport<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

const chromium = findChromium();
const steps: Step[] = [
  { name: "lint", cmd: ["npx", "biome", "check", "."] },
  { name: "typecheck", cmd: ["npm", "run", "typecheck", "--silent"] },
  { name: "build", cmd: ["npx", "react-router", "build"] },
  {
    name: "vitest",
    cmd: [
      "npx",
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      "--outputFile.json=test-results/vitest.json",
    ],
  },
  // playwright.config.ts picks the browser: the headless shell when installed, else this Chromium.
  { name: "e2e", cmd: ["npx", "playwright", "test"] },
];

let failedStep = false;
let buildFailed = false;
const first = steps.filter((s) => ["lint", "typecheck", "build"].includes(s.name));
for (const [name, ok] of await runTogether(first)) {
  if (!ok) failedStep = true;
  // Later steps need a clean build; lint and type errors still let the tests run and report.
  if (name === "build" && !ok) buildFailed = true;
}
for (const step of steps.filter((s) => !first.includes(s))) {
  if (buildFailed && (step.name === "vitest" || step.name === "e2e")) {
    stages.push(notRun(step.name, "the build failed"));
    continue;
  }
  if (step.name === "e2e" && !chromium) {
    console.error(
      "\nNo Chromium found for the browser tests. Install Debian's package (`sudo apt-get install chromium`),\n" +
        "or point CHROMIUM_PATH at a Chromium/Chrome binary. (`bash .ci/run` installs it for you.)",
    );
    stages.push(notRun("e2e", "no Chromium (apt-get install chromium, or set CHROMIUM_PATH)"));
    continue;
  }
  // A report left from an earlier run must not be read as this run's.
  if (step.name === "vitest") rmSync("test-results/vitest.json", { force: true });
  if (step.name === "e2e") rmSync("test-results/playwright.json", { force: true });
  const ok = run(step);
  if (!ok) failedStep = true;
  const env: TestEnvironment = {
    databaseUrl: Boolean(process.env.TEST_DATABASE_URL),
    build: existsSync("build/server/index.js"),
  };
  if (step.name === "vitest") {
    const report = readReport<Parameters<typeof summariseVitest>[0]>("test-results/vitest.json");
    if (report)
      stages.push(...summariseVitest(report, env, (f) => readFileSync(f, "utf8"), path.resolve(".")));
    else stages.push(notRun("vitest", "no report (test-results/vitest.json): Vitest did not finish"));
  }
  if (step.name === "e2e") {
    const report = readReport<Parameters<typeof summarisePlaywright>[0]>("test-results/playwright.json");
    if (report) stages.push(...summarisePlaywright(report));
    else stages.push(notRun("e2e", "no report (test-results/playwright.json): Playwright did not finish"));
  }
}

console.log("\nSteps");
for (const t of timings)
  console.log(`  ${t.ok ? "✔" : "✘"} ${t.name.padEnd(10)} ${String(t.seconds).padStart(5)} s`);
// Lint, typecheck and build ran at once: the wall time is less than the sum above.
console.log(`  ${"  total".padEnd(12)} ${String(Math.round((Date.now() - startedAt) / 1000)).padStart(5)} s`);
console.log("\nTests");
const { lines, ciFailures } = formatSummary(stages, ci);
for (const line of lines) console.log(line);
if (ciFailures.length > 0) {
  console.error(
    `\nCI=true: a suite was skipped because part of the machine is missing, which CI does not allow:`,
  );
  for (const f of ciFailures) console.error(`  ✘ ${f}`);
}
const failedTests = stages.some((s) => s.failed > 0);
process.exit(failedStep || failedTests || ciFailures.length > 0 ? 1 : 0);
