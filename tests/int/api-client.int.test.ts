/**
 * A client generated from the served OpenAPI document, as API clients in this ecosystem are built
 * (openapi-typescript types + openapi-fetch), type-checks against the jobs operations and calls them on
 * a real HTTP server: the workflow list, a filtered job list, one job and a comment.
 */
import { execFile } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import createClient from "openapi-fetch";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../setup/test-db";
import { startTestServer } from "../setup/test-server";

const run = promisify(execFile);

/** The runtime client, untyped: the same calls are type-checked against the generated types above. */
// biome-ignore lint/suspicious/noExplicitAny: runtime answers, their types are checked by tsc in the test
type Answer = { data?: any; error?: any; response: Response };
type LooseClient = {
  GET: (path: string, init?: object) => Promise<Answer>;
  PATCH: (path: string, init?: object) => Promise<Answer>;
};

/** The calls of the test below, written against the generated types: `tsc` must accept them. */
const TYPED_CALLS = `
import createClient from "openapi-fetch";
import type { paths } from "./api";

export async function calls(baseUrl: string, headers: Record<string, string>) {
  const api = createClient<paths>({ baseUrl, headers });
  const workflows = await api.GET("/workflows.json");
  const names: string[] | undefined = workflows.data?.workflows.map((w) => w.lang_name);
  const counts: number[] | undefined = workflows.data?.workflows.map((w) => w.count_open + w.count_mine);
  const list = await api.GET("/jobs.json", {
    params: { query: { workflow: "TRADE_IN", isActive: true, sort: "cdate_desc" } },
  });
  const first: number | undefined = list.data?.rows[0]?.id;
  const job = await api.GET("/jobs/{id}.json", { params: { path: { id: first ?? 1 } } });
  const kinds: string[] | undefined = job.data?.events.map((e) => e.kind);
  const patched = await api.PATCH("/jobs/{id}.json", {
    params: { path: { id: first ?? 1 } },
    body: { type: "comment", text: "typed" },
  });
  const updated: number[] | undefined = patched.data?.updated;
  const error: string | undefined = patched.error?.error.message;
  return { names, counts, first, kinds, updated, error };
}
`;

describe("generated API client", () => {
  let database: TestDatabase;
  let server: { url: string; close: () => Promise<void> };
  // Inside the project so the generated module resolves openapi-fetch from node_modules.
  const dir = path.resolve("node_modules/.cache/api-client-test");

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    server = await startTestServer(database.handle.db);
    await mkdir(dir, { recursive: true });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it("generates types that compile with openapi-fetch and call the jobs operations", async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
    const types = astToString(await openapiTS(doc));
    expect(types).toContain('"/jobs/{id}.json"');
    await writeFile(path.join(dir, "api.ts"), types);
    await writeFile(path.join(dir, "calls.ts"), TYPED_CALLS);
    const tsc = path.resolve("node_modules/.bin/tsc");
    const compiled = await run(tsc, [
      "--noEmit",
      "--strict",
      "--skipLibCheck",
      "--target",
      "es2022",
      "--module",
      "esnext",
      "--moduleResolution",
      "bundler",
      path.join(dir, "calls.ts"),
    ]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "tsc failed" }));
    expect(compiled.stdout).toBe("");

    // The same calls at run time, against the server, signed in with the session cookie.
    const login = await fetch(`${server.url}/api/auth/login.json`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "manager@autohaus-brandt.example", password: "autohaus-demo" }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const api = createClient<Record<string, never>>({
      baseUrl: `${server.url}${doc.servers[0].url}`,
      headers: { cookie, origin: server.url },
    }) as unknown as LooseClient;

    const workflows = await api.GET("/workflows.json");
    expect(workflows.response.status).toBe(200);
    expect(workflows.data.workflows.length).toBeGreaterThan(0);
    expect(Object.keys(workflows.data.workflows[0])).toEqual(
      expect.arrayContaining([
        "id",
        "label",
        "lang_name",
        "system_types",
        "is_fav",
        "count_open",
        "count_mine",
      ]),
    );

    const filtered = await api.GET("/jobs.json", {
      params: { query: { workflow: "TRADE_IN", isActive: true, sort: "cdate_desc" } },
    });
    expect(filtered.response.status).toBe(200);
    expect(filtered.response.url).toContain("workflow=TRADE_IN");
    expect(typeof filtered.data.total).toBe("number");

    const recent = await api.GET("/jobs.json", { params: { query: { sort: "cdate_desc", limit: 5 } } });
    const rows = recent.data.rows as { id: number; cdate: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.cdate)).toEqual(
      rows
        .map((r) => r.cdate)
        .sort()
        .reverse(),
    );

    const id = rows[0]!.id;
    const job = await api.GET("/jobs/{id}.json", { params: { path: { id } } });
    expect(job.response.status).toBe(200);
    expect(job.data.id).toBe(id);

    const patched = await api.PATCH("/jobs/{id}.json", {
      params: { path: { id } },
      body: { type: "comment", text: "From the generated client" },
    });
    expect(patched.response.status).toBe(200);
    expect(patched.data).toEqual({ updated: [id] });
    const after = await api.GET("/jobs/{id}.json", { params: { path: { id } } });
    expect(after.data.events.at(-1)).toMatchObject({
      kind: "comment",
      data: { text: "From the generated client" },
    });

    const anonymous = createClient<Record<string, never>>({
      baseUrl: `${server.url}/api`,
    }) as unknown as LooseClient;
    const denied = await anonymous.GET("/workflows.json");
    expect(denied.response.status).toBe(401);
    expect(denied.error.error.code).toBe("unauthorized");
  }, 120_000);
});
