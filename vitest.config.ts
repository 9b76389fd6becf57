import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
          // PGlite instances are memory-hungry; two files at a time suit a 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
