/**
 * Invalid URL dates on the back office's lists: a date that is no real calendar day (`-1`,
 * `2026-13-45`, `2026-02-30`, markup) is dropped like every other bad URL value. Each list page and
 * its JSON API answer 200, and the page shows no filter chip for the dropped value.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, sweepDrivers, type TestDatabase } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const BAD_DATES = ["-1", "2026-13-45", "2026-02-30", `'"<x>`, "9".repeat(300)];

const PAGES = [
  "/en/account/jobs",
  "/en/account/jobs/statistics",
  "/en/account/orders",
  "/en/account/orders?view=documents",
  "/en/account/clients",
  "/en/account/cms/blogPosts",
  "/en/account/cms/news",
  "/en/account/cars/overview",
  "/en/account/items",
];

const APIS = ["/api/jobs.json", "/api/orders.json", "/api/orders/documents.json"];

const withDates = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;

describe.each(sweepDrivers())("bad URL dates on the lists on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let manager = "";
  let admin = "";

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
    manager = await loginCookie(request, "manager@autohaus-brandt.example");
    admin = await loginCookie(request, "admin@autohaus-brandt.example");
  });
  afterAll(() => database?.drop());

  /** The filter chips a page shows (the statistics page always shows its default period). */
  const chipsOf = async (url: string, cookie = manager) => {
    const res = await request(url, { headers: { cookie } });
    expect(res.status, url).toBe(200);
    const html = await res.text();
    expect(html.includes("<x>"), url).toBe(false);
    return [...html.matchAll(/<li[^>]*data-testid="filter-chip"[^>]*>(.*?)<\/li>/g)].map((m) => m[1]);
  };

  it.skipIf(!hasBuild())("every list page answers 200 and shows no chip for an invalid date", async () => {
    for (const page of PAGES) {
      // The job lists are the manager's (as in the usability test); the admin opens the others.
      const cookie = page.startsWith("/en/account/jobs") ? manager : admin;
      const plain = await chipsOf(page, cookie);
      for (const bad of BAD_DATES) {
        for (const key of ["dateFrom", "dateTo"]) {
          const url = withDates(page, `${key}=${encodeURIComponent(bad)}`);
          expect(await chipsOf(url, cookie), url).toEqual(plain);
        }
      }
    }
  });

  it.skipIf(!hasBuild())("a valid date next to an invalid one keeps its chip", async () => {
    const res = await request("/en/account/jobs?dateFrom=2026-01-02&dateTo=2026-02-30", {
      headers: { cookie: manager },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/data-testid="filter-chip"/g)?.length).toBe(1);
  });

  it("the JSON APIs drop an invalid date and answer 200", async () => {
    for (const api of APIS) {
      const plain = await request(api, { headers: { cookie: manager } });
      expect(plain.status, api).toBe(200);
      const expected = await plain.json();
      for (const bad of BAD_DATES) {
        const url = withDates(api, `dateFrom=${encodeURIComponent(bad)}&dateTo=${encodeURIComponent(bad)}`);
        const res = await request(url, { headers: { cookie: manager } });
        expect(res.status, url).toBe(200);
        expect(await res.json(), url).toEqual(expected);
      }
    }
  });
});
