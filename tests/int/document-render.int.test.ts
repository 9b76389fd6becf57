/**
 * The document renderer (app/entry.server.tsx, decision 0071: React Router's public API only, the whole
 * document rendered before it is sent): its output is complete even where a component is code-split
 * with `lazy()` and its module is not loaded yet in this process, it carries React Router's loader data
 * to its end, and it goes out in one piece with its length.
 */
import { eq } from "drizzle-orm";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../app/db/schema";
import { createTestDatabase, type TestDatabase } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

// One driver is enough: this is about rendering. A fresh module registry per file means the terms
// dialog's lazy module has not been loaded by any earlier render.
describe.runIf(hasBuild())("document render", () => {
  let database: TestDatabase;
  let request: TestRequest;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    request = await createTestApp(database.handle.db);
  });
  afterAll(() => database?.drop());

  it("server-renders the lazily loaded terms dialog on the first page that shows it", async () => {
    await database.handle.db
      .update(users)
      .set({ termsVersion: null })
      .where(eq(users.email, "business@autohaus-brandt.example"));
    const cookie = await loginCookie(request, "business@autohaus-brandt.example");
    const res = await request("/en", { headers: { cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    // Not left for the browser to render (React marks such a boundary with <!--$!--> and logs error 419).
    expect(html).not.toContain("<!--$!-->");
    expect(html).toContain('data-testid="terms-dialog"');
    // The loaders' data script is there, complete.
    expect(html).toContain("window.__reactRouterContext.streamController.close()");
  });

  it("answers a document whole: its length, the end of React Router's data, no boundary left over", async () => {
    const res = await request("/de/gebrauchtwagen");
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(body.length));
    const html = body.toString("utf8");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).not.toContain("<!--$!-->");
    expect(html).toContain("window.__reactRouterContext.streamController.close()");
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("gives loaders the page's URL on a client navigation's data request", async () => {
    // React Router passes loaders the request as it came (future.v8_passThroughRequests): the login
    // redirect of a visitor must name the page, not React Router's `.data` URL or its `_routes`.
    const res = await request("/en/account/jobs.data?q=golf&_routes=root%2Caccount");
    const body = await res.text();
    expect(body).toContain("/login?redirectTo=%2Faccount%2Fjobs%3Fq%3Dgolf");
    expect(body).not.toContain(".data");
    expect(body).not.toContain("_routes");
  });

  it("finds a storefront page by its path on a data request", async () => {
    const list = await (await request("/de/gebrauchtwagen")).text();
    const car = /href="(\/de\/gebrauchtwagen\/[a-z0-9-]+-(\d+))"/.exec(list);
    expect(car).not.toBeNull();
    const [, path, carNumber] = car as RegExpExecArray;
    const res = await request(`${path}.data`);
    expect(res.status).toBe(200);
    const body = await res.text();
    // The car's own page data, not the not-found answer a path ending in `.data` would get.
    expect(body).toContain(carNumber);
    expect(body).not.toContain("ErrorResponse");
  });

  it("hands the client the job list's rows as the API gives them (repeated keys and values)", async () => {
    // React Router's encoder writes a key or value met before as a reference: 25 rows of the same keys,
    // names and cities come back as the API gives them.
    const cookie = await loginCookie(request, "manager@autohaus-brandt.example");
    const res = await request("/en/account/jobs.data", { headers: { cookie } });
    expect(res.status).toBe(200);
    const decoded = await decodeViaTurboStream(res.body as ReadableStream<Uint8Array>, globalThis);
    const data = (decoded.value as Record<string, { data: { rows: Record<string, unknown>[] } }>)[
      "account-jobs"
    ]!.data;
    const api = (await (await request("/api/jobs.json?sort=cdate_desc", { headers: { cookie } })).json()) as {
      rows: { id: number; clientFirstName: string; statusId: number }[];
    };
    expect(data.rows.length).toBeGreaterThan(10);
    expect(data.rows.map((r) => r.id)).toEqual(api.rows.slice(0, data.rows.length).map((r) => r.id));
    for (const [i, row] of data.rows.entries()) {
      expect(Object.keys(row)).toEqual(Object.keys(data.rows[0]!));
      expect(row.statusId).toBe(api.rows[i]!.statusId);
      expect(row.clientFirstName).toBe(api.rows[i]!.clientFirstName);
    }
  });
});
