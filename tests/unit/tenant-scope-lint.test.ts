/**
 * The structural half of tenant scope (decision 0020): only `app/core/context/tenant-scope.server.ts`
 * writes a condition on `project_id`. Repositories and services get a `TenantScope` and call
 * `scope.owns(table)` / `scope.where(table, ...)`, so a query cannot carry a hand-made, mistyped or
 * forgotten project filter unnoticed; the integration test tests/int/tenant-scope.int.test.ts proves the
 * behaviour table by table.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../app");
const SCOPE_MODULE = path.join("core", "context", "tenant-scope.server.ts");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A project filter written by hand: `eq(x.projectId, …)` or `${x.projectId} = …` in raw SQL. */
const HAND_MADE_FILTER = /eq\(\s*\w+\.projectId\b|\$\{\s*\w+\.projectId\s*\}\s*(=|in\b)/;
/** A repository taking a bare project id instead of a scope. */
const BARE_PROJECT_PARAMETER = /\(\s*db: Db,\s*projectId: string/;

describe("tenant scope", () => {
  const files = sources(ROOT).filter((f) => path.relative(ROOT, f) !== SCOPE_MODULE);

  it("no module but tenant-scope.server.ts writes a project_id condition", () => {
    const offenders = files.filter((f) => HAND_MADE_FILTER.test(readFileSync(f, "utf8")));
    expect(offenders.map((f) => path.relative(ROOT, f))).toEqual([]);
  });

  it("repositories take a TenantScope, not a database and a project id", () => {
    const offenders = files
      .filter((f) => f.endsWith(".repo.server.ts"))
      .filter((f) => BARE_PROJECT_PARAMETER.test(readFileSync(f, "utf8")));
    expect(offenders.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
});
