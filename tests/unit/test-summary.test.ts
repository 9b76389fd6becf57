/**
 * `npm test`'s closing summary (scripts/test-summary.ts), fed with real JSON reports: Vitest's of a run
 * without a build and without TEST_DATABASE_URL (a unit file with a timed-out test, a file that renders the
 * built app, a file with a PostgreSQL-only check), and Playwright's of a spec run on desktop and phone.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  formatSummary,
  notRun,
  type PlaywrightReport,
  reasonOf,
  skipConditionAt,
  summarisePlaywright,
  summariseVitest,
  type VitestReport,
} from "../../scripts/test-summary";

const FIXTURES = path.resolve("tests/unit/fixtures/test-reports");
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");
/** The test files' sources as they were when the report was taken. */
const source = (file: string) => fixture(`${path.basename(file)}.txt`);
const vitest = JSON.parse(fixture("vitest-no-build.json")) as VitestReport;
const playwright = JSON.parse(fixture("playwright.json")) as PlaywrightReport;

describe("the test summary", () => {
  it("counts Vitest's passed, failed and skipped per project and names each skipped group's reason", () => {
    const stages = summariseVitest(vitest, { databaseUrl: false, build: false }, source, "/repo");
    expect(stages.map((s) => [s.stage, s.passed, s.failed])).toEqual([
      ["unit", 4, 1],
      ["int", 3, 0],
    ]);
    const int = stages.find((s) => s.stage === "int")!;
    expect(int.groups).toEqual([
      {
        reason: "no build: run `npm run build` (./build/server/index.js is missing)",
        count: 6,
        missing: true,
        files: ["tests/int/cart-pages.int.test.ts"],
      },
      {
        reason: "PostgreSQL: TEST_DATABASE_URL is not set (the PostgreSQL twins of the PGlite suites)",
        count: 10,
        missing: true,
        files: ["tests/int/cart-pages.int.test.ts", "tests/int/prepared-shapes.int.test.ts"],
      },
      {
        reason: "PostgreSQL-only check: runs in the file's PostgreSQL suite",
        count: 1,
        missing: false,
        files: ["tests/int/prepared-shapes.int.test.ts"],
      },
    ]);
    // Every skip counted: the 7 in the report and the 10 PostgreSQL twins never collected.
    expect(int.skipped).toBe(17);
  });

  it("with a build and PostgreSQL, only the skips by design are left, and CI passes", () => {
    const stages = summariseVitest(vitest, { databaseUrl: true, build: true }, source, "/repo");
    const int = stages.find((s) => s.stage === "int")!;
    expect(int.groups.map((g) => [g.reason, g.count, g.missing])).toEqual([
      ["skipped by `!(hasBuild())`", 6, false],
      ["PostgreSQL-only check: runs in the file's PostgreSQL suite", 1, false],
    ]);
    expect(formatSummary(stages, true).ciFailures).toEqual([]);
  });

  it("under CI a suite skipped for a missing database or build is a failure, locally it is printed", () => {
    const stages = summariseVitest(vitest, { databaseUrl: false, build: false }, source, "/repo");
    const local = formatSummary(stages, false);
    expect(local.ciFailures).toEqual([]);
    expect(local.lines).toContain("  ✔ int                3 passed, 0 failed, 17 skipped");
    expect(local.lines).toContain(
      "      10 skipped: PostgreSQL: TEST_DATABASE_URL is not set (the PostgreSQL twins of the PGlite suites) (tests/int/cart-pages.int.test.ts, tests/int/prepared-shapes.int.test.ts)",
    );
    expect(local.lines.at(-1)).toBe("7 passed, 1 failed, 17 skipped");
    expect(formatSummary(stages, true).ciFailures).toEqual([
      "int: 6 tests skipped, no build: run `npm run build` (./build/server/index.js is missing)",
      "int: 10 tests skipped, PostgreSQL: TEST_DATABASE_URL is not set (the PostgreSQL twins of the PGlite suites)",
    ]);
  });

  it("counts Playwright's tests per project, flaky ones too, with each skip's own reason", () => {
    const stages = summarisePlaywright(playwright);
    expect(stages.map((s) => [s.stage, s.passed, s.flaky, s.failed, s.skipped])).toEqual([
      ["e2e desktop", 2, 0, 0, 1],
      ["e2e phone", 2, 1, 0, 1],
    ]);
    expect(stages.map((s) => s.groups)).toEqual([
      [
        {
          reason: "the journey is the phone's (German); desktop is covered above",
          count: 1,
          missing: false,
          files: ["journey.spec.ts"],
        },
      ],
      [{ reason: "desktop widths", count: 1, missing: false, files: ["journey.spec.ts"] }],
    ]);
    expect(formatSummary(stages, true)).toEqual({
      lines: [
        "  ✔ e2e desktop        2 passed, 0 failed, 1 skipped",
        "      1 skipped: the journey is the phone's (German); desktop is covered above (journey.spec.ts)",
        "  ✔ e2e phone          2 passed (1 flaky), 0 failed, 1 skipped",
        "      1 skipped: desktop widths (journey.spec.ts)",
        "4 passed, 0 failed, 2 skipped",
      ],
      ciFailures: [],
    });
  });

  it("a stage that did not run is a failure under CI", () => {
    const { lines, ciFailures } = formatSummary([notRun("e2e", "no Chromium")], true);
    expect(lines[1]).toBe("      not run: no Chromium");
    expect(ciFailures).toEqual(["e2e: not run: no Chromium"]);
  });

  it("finds the condition of a test, of its describe, and of a named constant", () => {
    const file = [
      "const run = Boolean(process.env.TEST_DATABASE_URL) && hasBuild();",
      'describe.runIf(run)("across processes", () => {',
      '  it("one", () => {});',
      "});",
      'describe.each(["a"])("plain %s", () => {',
      '  it.skipIf(!hasDovecot())("reads mail", () => {});',
      '  it("two", () => {});',
      "});",
    ].join("\n");
    expect(skipConditionAt(file, 3)).toBe("(Boolean(process.env.TEST_DATABASE_URL) && hasBuild())");
    expect(skipConditionAt(file, 6)).toBe("!hasDovecot()");
    expect(skipConditionAt(file, 7)).toBeNull();
    // A PGlite-only suite has no PostgreSQL twin; a describe.each(testDrivers()) suite has one per test.
    const report = (title: string, line: number): VitestReport => ({
      testResults: [
        {
          name: "/repo/tests/int/x.int.test.ts",
          status: "passed",
          assertionResults: [
            { ancestorTitles: [title], title: "t", status: "passed", location: { line, column: 3 } },
          ],
        },
      ],
    });
    const plain = 'describe("rules on pglite", () => {\n  it("t", () => {});\n});';
    const twins = 'describe.each(testDrivers())("rules on %s", (driver) => {\n  it("t", () => {});\n});';
    const skippedOf = (source: string, title: string) =>
      summariseVitest(report(title, 2), { databaseUrl: false, build: true }, () => source)[0]!.skipped;
    expect(skippedOf(plain, "rules on pglite")).toBe(0);
    expect(skippedOf(twins, "rules on pglite")).toBe(1);
    expect(skippedOf(twins.replace("on %s", "(%s)"), "rules (pglite)")).toBe(1);
    expect(
      reasonOf("(Boolean(process.env.TEST_DATABASE_URL) && hasBuild())", {
        databaseUrl: false,
        build: false,
      }),
    ).toEqual({
      reason:
        "no build: run `npm run build` (./build/server/index.js is missing); PostgreSQL: TEST_DATABASE_URL is not set",
      missing: true,
    });
    expect(reasonOf("!hasDovecot()", { databaseUrl: true, build: true })).toEqual({
      reason: "Dovecot is not installed (.ci/install-system-deps.sh)",
      missing: true,
    });
  });
});
