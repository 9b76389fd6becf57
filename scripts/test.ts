/**
 * `npm test`: everything CI checks, in order: lint, typecheck, build, unit + integration (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set), then the browser tests in Chromium. Ends with one line
 * "N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { findChromium } from "../tests/setup/chromium";

type Step = { name: string; cmd: string[]; env?: Record<string, string> };
const results: { name: string; ok: boolean; passed: number; failed: number; seconds: number }[] = [];
mkdirSync("test-results", { recursive: true });

function run(step: Step): boolean {
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.cmd.join(" ")}`);
  const r = spawnSync(step.cmd[0]!, step.cmd.slice(1), {
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  const ok = r.status === 0;
  const counts = countsOf(step.name);
  results.push({ name: step.name, ok, ...counts, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function countsOf(name: string): { passed: number; failed: number } {
  try {
    if (name === "vitest" && existsSync("test-results/vitest.json")) {
      const j = JSON.parse(readFileSync("test-results/vitest.json", "utf8"));
      return {
        passed: j.numPassedTests ?? 0,
        failed: (j.numFailedTests ?? 0) + (j.numFailedTestSuites ?? 0),
      };
    }
    if (name === "e2e" && existsSync("test-results/playwright.json")) {
      const j = JSON.parse(readFileSync("test-results/playwright.json", "utf8"));
      return { passed: (j.stats?.expected ?? 0) + (j.stats?.flaky ?? 0), failed: j.stats?.unexpected ?? 0 };
    }
  } catch {
    // Counted as a failed step below.
  }
  return { passed: 0, failed: 0 };
}

const chromium = findChromium();
if (!chromium) {
  console.error(
    "No Chromium found for the browser tests. Install Debian's package (`sudo apt-get install chromium`),\n" +
      "or point CHROMIUM_PATH at a Chromium/Chrome binary. (`bash .ci/run` installs it for you.)",
  );
  process.exit(1);
}

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
for (const step of steps) {
  if (!run(step)) {
    failedStep = true;
    // Later steps need a clean build; lint and type errors still let the tests run and report.
    if (step.name === "build") break;
  }
}

const passed = results.reduce((s, r) => s + r.passed, 0);
const failed =
  results.reduce((s, r) => s + r.failed, 0) + results.filter((r) => !r.ok && r.failed === 0).length;
console.log("\nSummary");
for (const r of results)
  console.log(
    `  ${r.ok ? "✔" : "✘"} ${r.name.padEnd(10)} ${String(r.seconds).padStart(4)} s  ${r.passed} passed, ${r.failed} failed`,
  );
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
