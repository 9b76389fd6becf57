import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each test's line in the JSON report: `npm test` reads the skip condition there to name the reason.
    includeTaskLocation: true,
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "app/**/*.test.tsx",
            "server/**/*.test.ts",
            "seed/**/*.test.ts",
            "tests/unit/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
          // Unit files share their workers' module cache (no new process per file) and use both cores:
          // 8 s instead of 44 s for the 113 files here. They hold no state between files (the two that fake
          // timers restore them after each test).
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "int",
          include: ["app/**/*.int.test.ts", "server/**/*.int.test.ts", "tests/int/**/*.int.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/setup/db-templates.global.ts"],
          // PGlite instances are memory-hungry; two files at a time suit a 2-core machine.
          maxWorkers: 2,
          // Files share their worker's modules instead of importing the app anew each (decision 0042:
          // 297 instead of 418 s here). Every cache of the app is keyed by its database handle, and each
          // file makes databases of its own; a file that changes process.env puts it back.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // Issue 18: fuzzing, load, faults and several processes (tests/reliability/mode.ts sizes them).
          name: "reliability",
          include: ["tests/reliability/**/*.reliability.test.ts"],
          environment: "node",
          testTimeout: 600_000,
          hookTimeout: 300_000,
          globalSetup: ["tests/setup/db-templates.global.ts"],
          // In the integration files' group, sharing its two workers (vitest wants one maxWorkers per
          // group): the CI suite's 30 minutes on two cores leave no room to run them after the others.
          // Their assertions (no errors, no lost writes, bounds of seconds) hold on a busy machine; their
          // timings are printed, not asserted.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
