/**
 * What `npm test` prints at the end: passed, failed and skipped per stage, and for every group of skipped
 * (or not run) tests the reason, read from the Vitest and Playwright JSON reports. Under CI a skip that
 * comes from a missing part of the machine (PostgreSQL, the build, the browser, a tool the tests start)
 * fails the run; a skip by design (a phone-only check, a PostgreSQL-only check in the PGlite suite) does not.
 */

/** What the machine has: decides which skip conditions are the reason for a skipped test. */
export type TestEnvironment = { databaseUrl: boolean; build: boolean };

export type SkipGroup = {
  reason: string;
  count: number;
  /** A part of the machine was missing: a failure under CI. */
  missing: boolean;
  files: string[];
};

export type StageSummary = {
  stage: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Retried and then passed (Playwright). */
  flaky: number;
  groups: SkipGroup[];
};

/** The parts of Vitest's JSON report read here. */
export type VitestReport = {
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{
      ancestorTitles: string[];
      title: string;
      status: string;
      location?: { line: number; column: number } | null;
    }>;
  }>;
};

/** The parts of Playwright's JSON report read here. */
export type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: Array<{
    title: string;
    file?: string;
    tests: Array<{
      projectName: string;
      status: "expected" | "unexpected" | "flaky" | "skipped";
      annotations?: Array<{ type: string; description?: string }>;
    }>;
  }>;
  suites?: PlaywrightSuite[];
};
export type PlaywrightReport = { suites: PlaywrightSuite[]; errors?: Array<{ message?: string }> };

const NO_DATABASE = "PostgreSQL: TEST_DATABASE_URL is not set";
const NO_BUILD = "no build: run `npm run build` (./build/server/index.js is missing)";

/**
 * The reason for a skip condition as written in a test file (`hasBuild()`, `driver === "postgres"`,
 * `!hasDovecot()`), given what the machine has.
 */
export function reasonOf(condition: string, env: TestEnvironment): { reason: string; missing: boolean } {
  const reasons: string[] = [];
  if (/hasBuild\(\)/.test(condition) && !env.build) reasons.push(NO_BUILD);
  if (/TEST_DATABASE_URL|hasPostgres|pgUnavailable/.test(condition) && !env.databaseUrl)
    reasons.push(NO_DATABASE);
  if (reasons.length > 0) return { reason: reasons.join("; "), missing: true };
  if (/driver\s*===\s*"postgres"/.test(condition))
    return { reason: "PostgreSQL-only check: runs in the file's PostgreSQL suite", missing: false };
  const tool = /has(Dovecot|Wapiti|Chromium)\b/.exec(condition);
  if (tool) return { reason: `${tool[1]} is not installed (.ci/install-system-deps.sh)`, missing: true };
  return { reason: `skipped by \`${condition}\``, missing: false };
}

/**
 * The skip condition that covers the test at `line` (1-based): the test's own `.runIf()`/`.skipIf()`/
 * `.skip`, else that of the nearest enclosing `describe` (found by indentation, as the formatter writes
 * it). A condition that is a name (`run`, `!run`) is replaced by that constant's definition in the file.
 */
export function skipConditionAt(source: string, line: number): string | null {
  const lines = source.split("\n");
  let indent = Number.POSITIVE_INFINITY;
  for (let i = Math.min(line, lines.length) - 1; i >= 0; i--) {
    const text = lines[i]!;
    if (text.trim() === "") continue;
    const own = text.length - text.trimStart().length;
    if (i !== line - 1 && own >= indent) continue;
    indent = own;
    const found = conditionIn(text, source);
    if (found) return found;
    if (own === 0) break;
  }
  return null;
}

function conditionIn(text: string, source: string): string | null {
  const call = /\b(?:it|test|describe)\.(runIf|skipIf)\(/.exec(text);
  if (call) {
    const inner = balanced(text, call.index + call[0].length);
    const named = /^(!?)([A-Za-z_$][\w$]*)$/.exec(inner.trim());
    if (named) {
      const definition = new RegExp(`(?:const|let)\\s+${named[2]}\\s*=\\s*([^;\\n]+)`).exec(source);
      if (definition) return `${named[1]}(${definition[1]!.trim()})`;
    }
    return call[1] === "runIf" ? `!(${inner})` : inner;
  }
  if (/\b(?:it|test|describe)\.skip\(/.test(text)) return "it.skip";
  return null;
}

/** The text from `start` up to the parenthesis that closes the one before it. */
function balanced(text: string, start: number): string {
  let depth = 1;
  for (let i = start; i < text.length; i++) {
    if (text[i] === "(") depth++;
    if (text[i] === ")" && --depth === 0) return text.slice(start, i);
  }
  return text.slice(start);
}

function addSkip(groups: SkipGroup[], reason: string, missing: boolean, file: string, count = 1) {
  let group = groups.find((g) => g.reason === reason);
  if (!group) {
    group = { reason, count: 0, missing, files: [] };
    groups.push(group);
  }
  group.count += count;
  if (!group.files.includes(file)) group.files.push(file);
}

/** The Vitest stage a file belongs to (the config's projects, by name). */
export function vitestStageOf(file: string): "unit" | "int" | "reliability" {
  if (file.endsWith(".reliability.test.ts")) return "reliability";
  if (file.endsWith(".int.test.ts")) return "int";
  return "unit";
}

/**
 * Passed, failed and skipped per Vitest project, with the reason for each skipped group. Without
 * TEST_DATABASE_URL the PostgreSQL twin of each `describe.each(testDrivers())` suite is not even
 * collected: those are counted as skipped from their PGlite twins (`… on pglite`).
 */
export function summariseVitest(
  report: VitestReport,
  env: TestEnvironment,
  readSource: (file: string) => string,
  root = "",
): StageSummary[] {
  const stages = new Map<string, StageSummary>();
  const stageFor = (name: string) => {
    let stage = stages.get(name);
    if (!stage) {
      stage = { stage: name, passed: 0, failed: 0, skipped: 0, flaky: 0, groups: [] };
      stages.set(name, stage);
    }
    return stage;
  };
  for (const file of report.testResults) {
    const relative =
      root && file.name.startsWith(root) ? file.name.slice(root.length).replace(/^\//, "") : file.name;
    const stage = stageFor(vitestStageOf(file.name));
    // A file that throws before its tests are collected: one failure, named by the file.
    if (file.status === "failed" && file.assertionResults.every((t) => t.status !== "failed")) stage.failed++;
    let source: string | null = null;
    for (const test of file.assertionResults) {
      if (test.status === "passed") stage.passed++;
      else if (test.status === "failed") stage.failed++;
      else {
        stage.skipped++;
        source ??= safeRead(readSource, file.name);
        const condition = test.location ? skipConditionAt(source, test.location.line) : null;
        if (test.status === "todo") addSkip(stage.groups, "todo", false, relative);
        else if (condition) {
          const { reason, missing } = reasonOf(condition, env);
          addSkip(stage.groups, reason, missing, relative);
        } else addSkip(stage.groups, "skipped (no condition found at the test)", false, relative);
      }
      if (!env.databaseUrl && isPgliteTwin(test, () => (source ??= safeRead(readSource, file.name)))) {
        stage.skipped++;
        addSkip(stage.groups, `${NO_DATABASE} (the PostgreSQL twins of the PGlite suites)`, true, relative);
      }
    }
  }
  return ["unit", "int", "reliability"].filter((s) => stages.has(s)).map((s) => stages.get(s)!);
}

/**
 * A test of the PGlite half of `describe.each(testDrivers())`: its suite is named after the driver
 * ("… on pglite", "… (pglite)") and its outermost describe, found by indentation, is that call. A suite
 * that runs on PGlite only (a plain `describe("… on pglite")`) has no PostgreSQL twin.
 */
function isPgliteTwin(
  test: VitestReport["testResults"][number]["assertionResults"][number],
  source: () => string,
): boolean {
  if (!/\bpglite\)?$/.test(test.ancestorTitles[0] ?? "")) return false;
  if (!test.location) return true;
  const lines = source().split("\n");
  for (let i = Math.min(test.location.line, lines.length) - 1; i >= 0; i--) {
    const text = lines[i]!;
    if (/^describe\b/.test(text)) return text.includes("testDrivers()");
  }
  return false;
}

function safeRead(read: (file: string) => string, file: string): string {
  try {
    return read(file);
  } catch {
    return "";
  }
}

/** Passed, failed, flaky and skipped per Playwright project, skips grouped by their annotation. */
export function summarisePlaywright(report: PlaywrightReport): StageSummary[] {
  const stages = new Map<string, StageSummary>();
  const visit = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `e2e ${test.projectName}`;
        let stage = stages.get(name);
        if (!stage) {
          stage = { stage: name, passed: 0, failed: 0, skipped: 0, flaky: 0, groups: [] };
          stages.set(name, stage);
        }
        if (test.status === "expected") stage.passed++;
        else if (test.status === "flaky") {
          stage.passed++;
          stage.flaky++;
        } else if (test.status === "unexpected") stage.failed++;
        else {
          stage.skipped++;
          const note = test.annotations?.find((a) => a.type === "skip" || a.type === "fixme");
          addSkip(
            stage.groups,
            note?.description?.trim() || "skipped (no reason given)",
            false,
            spec.file ?? file,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, child.file ?? file);
  };
  for (const suite of report.suites) visit(suite, suite.file ?? suite.title);
  const list = [...stages.values()].sort((a, b) => a.stage.localeCompare(b.stage));
  // Errors outside any test (a file that does not load, the web server that does not start).
  const errors = report.errors?.length ?? 0;
  if (errors > 0) {
    const first = list[0] ?? { stage: "e2e", passed: 0, failed: 0, skipped: 0, flaky: 0, groups: [] };
    first.failed += errors;
    if (list.length === 0) list.push(first);
  }
  return list;
}

/** A stage that did not run at all (no browser, a failed build): a failure under CI. */
export function notRun(stage: string, reason: string): StageSummary {
  return {
    stage,
    passed: 0,
    failed: 0,
    skipped: 0,
    flaky: 0,
    groups: [{ reason: `not run: ${reason}`, count: 0, missing: true, files: [] }],
  };
}

/** The lines to print, and (under CI) why the run fails although no test failed. */
export function formatSummary(
  stages: StageSummary[],
  ci: boolean,
): { lines: string[]; ciFailures: string[] } {
  const lines: string[] = [];
  const ciFailures: string[] = [];
  for (const s of stages) {
    const flaky = s.flaky ? ` (${s.flaky} flaky)` : "";
    lines.push(
      `  ${s.failed ? "✘" : "✔"} ${s.stage.padEnd(18)} ${s.passed} passed${flaky}, ${s.failed} failed, ${s.skipped} skipped`,
    );
    for (const g of s.groups) {
      const files =
        g.files.length > 3
          ? `${g.files.slice(0, 3).join(", ")} and ${g.files.length - 3} more`
          : g.files.join(", ");
      lines.push(`      ${g.count ? `${g.count} skipped: ` : ""}${g.reason}${files ? ` (${files})` : ""}`);
      if (ci && g.missing)
        ciFailures.push(`${s.stage}: ${g.count ? `${g.count} tests skipped, ` : ""}${g.reason}`);
    }
  }
  const total = (k: "passed" | "failed" | "skipped") => stages.reduce((n, s) => n + s[k], 0);
  lines.push(`${total("passed")} passed, ${total("failed")} failed, ${total("skipped")} skipped`);
  return { lines, ciFailures };
}
