/**
 * The served OpenAPI document passes an independent linter, Redocly CLI with its recommended rules,
 * without an error or a warning: a document API clients can be generated from.
 * Runs the CLI from node_modules, offline.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../setup/test-db";
import { createTestApp } from "../setup/test-server";

const run = promisify(execFile);

describe("OpenAPI document", () => {
  let database: TestDatabase;
  let dir = "";

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    dir = await mkdtemp(path.join(tmpdir(), "autohaus-openapi-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it("passes redocly lint --extends recommended with no error and no warning", async () => {
    const request = await createTestApp(database.handle.db);
    const file = path.join(dir, "openapi.json");
    await writeFile(file, await (await request("/api/openapi.json")).text());
    const cli = path.resolve("node_modules/.bin/redocly");
    const result = await run(cli, ["lint", "--extends", "recommended", "--format", "json", file], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", CI: "true" },
    }).catch((error: { stdout?: string; stderr?: string }) => error);
    const report = JSON.parse(result.stdout ?? "{}") as {
      totals?: { errors: number; warnings: number };
      problems?: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = (report.problems ?? []).map(
      (p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);
});
