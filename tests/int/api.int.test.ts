import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp } from "../setup/test-server";

describe.each(testDrivers())("JSON API on %s", (driver) => {
  let database: TestDatabase;
  let request: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
  });
  afterAll(() => database?.drop());

  it("reports health with the database", async () => {
    const res = await request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("answers unknown API paths with a JSON 404 in the client's language", async () => {
    const res = await request("/api/nope/nothing.json", { headers: { "accept-language": "de-DE,de;q=0.9" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).not.toBe("api.errors.not_found");
    expect(body.error.message.length).toBeGreaterThan(3);
  });

  it("serves the privacy policy and terms for the legal dialogs", async () => {
    for (const [file, key] of [
      ["privacypolicy", "privacy"],
      ["termsofservice", "terms"],
      ["contractinfo", "contractInfo"],
    ]) {
      const res = await request(`/api/pages/${file}.json?lang=en`);
      expect(res.status, file).toBe(200);
      const body = (await res.json()) as { key: string; title: string; content: string; lang: string };
      expect(body.key).toBe(key);
      expect(body.lang).toBe("en");
      expect(body.title.length).toBeGreaterThan(3);
      expect(body.content).toMatch(/<(p|h2|ul)>/);
      expect(body.content).not.toMatch(/<script/i);
    }
  });

  it("honours the owner query within the holding, and refuses unknown owners", async () => {
    const own = (await (await request("/api/pages/privacypolicy.json?lang=de")).json()) as { title: string };
    const community = await request("/api/pages/privacypolicy.json?lang=de&owner=brandt-community");
    expect(community.status).toBe(200);
    expect(((await community.json()) as { title: string }).title).toBe(own.title);
    const unknown = await request("/api/pages/privacypolicy.json?owner=somebody-else");
    expect(unknown.status).toBe(404);
    const bad = await request("/api/pages/privacypolicy.json?owner=%3Cscript%3E");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("invalid");
  });

  it("falls back to the default language when a translation is missing", async () => {
    // The community project offers de and en only.
    const res = await request("/api/pages/termsofservice.json?lang=tr", { host: "community.localhost" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { lang: string }).lang).toBe("de");
  });

  it("publishes an OpenAPI 3.1 document of its endpoints", async () => {
    const res = await request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/health",
        "/pages/privacypolicy.json",
        "/pages/termsofservice.json",
        "/pages/contractinfo.json",
      ]),
    );
  });

  it("sends security headers", async () => {
    const res = await request("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("refuses form posts from another origin", async () => {
    const res = await request("/contact", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(res.status).toBe(403);
  });
});
