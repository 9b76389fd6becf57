/**
 * Invalid URL state is dropped on every page, as the lists' shared parser does. Every
 * back-office page of the route table, as each demo role that may open it, and the storefront's main
 * pages, get hostile values in every query parameter the page reads: the keys of its own forms and
 * links (scraped from the page, so a new filter is covered by construction) and generic ones (dates,
 * paging, sorting, search, ids). Values: `-1`, `2026-13-45`, markup and quotes, a number past every
 * integer type, 300 digits, an empty value, `__proto__`, a NUL, an encoded lone surrogate, and the key
 * twice or as `key[]`. No answer may be a 5xx. Complements tests/reliability/fuzz.reliability.test.ts
 * (API operations and form actions). PGlite: what fails is the pages' parsing, not the database's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { ACCOUNT_ROUTES, mayOpen } from "../../app/shared/account-routes";
import { DEALER_PRINCIPALS, dealerAccount } from "../setup/demo-principals";
import { STOREFRONT_PAGES } from "../setup/storefront-pages";
import { createTestDatabase, type TestDatabase } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

type Who = Exclude<(typeof DEALER_PRINCIPALS)[number], "anonymous">;
const ROLES = DEALER_PRINCIPALS.filter((p): p is Who => p !== "anonymous");

/** Query keys pages commonly read, besides those their forms and links name. */
const GENERIC = [
  "q",
  "search",
  "page",
  "cursor",
  "after",
  "before",
  "sort",
  "dir",
  "order",
  "display",
  "view",
  "tab",
  "dateFrom",
  "dateTo",
  "from",
  "to",
  "status",
  "state",
  "workflow",
  "assignee",
  "owner",
  "client",
  "location",
  "kind",
  "type",
  "limit",
  "lang",
  "preset",
  "version",
  "diff",
  "step",
  "resume",
  "price",
  "year",
];

/** Raw (already URL-encoded) hostile values. */
const HOSTILE = [
  "-1",
  "2026-13-45",
  encodeURIComponent(`'"<x>`),
  "99999999999999999999",
  "9".repeat(300),
  "",
  "__proto__",
  "%00",
  "%ED%A0%80",
];

const STOREFRONT = STOREFRONT_PAGES;

/** Query keys a page's HTML uses: its GET forms' fields and its links' query strings. */
function keysOf(html: string): string[] {
  const keys = new Set<string>();
  for (const m of html.matchAll(/<(?:input|select|textarea)\b[^>]*\bname="([^"]+)"/g)) keys.add(m[1]!);
  for (const m of html.matchAll(/href="[^"?#]*\?([^"#]+)"/g)) {
    for (const pair of m[1]!.replace(/&amp;/g, "&").split("&")) {
      const key = decodeURIComponent(pair.split("=")[0] ?? "");
      if (key) keys.add(key);
    }
  }
  return [...keys].filter((k) => /^[\w.[\]-]{1,60}$/.test(k));
}

/**
 * The requests of one page: for each value, every key gets a different hostile value (key i the value
 * i + round), so each key meets each value once; then the keys twice and as arrays.
 */
function hostileQueries(keys: readonly string[]): string[] {
  const out = HOSTILE.map((_, round) =>
    keys.map((k, i) => `${encodeURIComponent(k)}=${HOSTILE[(i + round) % HOSTILE.length]}`).join("&"),
  );
  out.push(keys.map((k) => `${encodeURIComponent(k)}=1&${encodeURIComponent(k)}=-1`).join("&"));
  out.push(keys.map((k) => `${encodeURIComponent(`${k}[]`)}=${HOSTILE[2]}`).join("&"));
  return out;
}

describe.runIf(hasBuild())("hostile query parameters on every page", () => {
  let database: TestDatabase;
  let request: TestRequest;
  let A: Project;
  const cookies = new Map<Who, string>();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    request = await createTestApp(database.handle.db);
    A = (await resolveProject(database.handle.db, "localhost"))!;
    for (const who of ROLES) cookies.set(who, await loginCookie(request, dealerAccount(who).email));
    // Real ids for the pages of one thing, found through the lists as the admin and the manager see them.
    const html = async (path: string, who: Who) =>
      (await request(path, { headers: { cookie: cookies.get(who)! } })).text();
    const first = (text: string, pattern: RegExp) => pattern.exec(text)?.[1] ?? "0";
    const jobs = await html("/en/account/jobs", "manager");
    ids.job = first(jobs, /href="\/en\/account\/jobs\/(\d+\/\d+)"/);
    ids.workflowId = ids.job.split("/")[0]!;
    ids.client = first(await html("/en/account/clients", "admin"), /href="\/en\/account\/clients\/([\w-]+)"/);
    ids.order = first(await html("/en/account/orders", "admin"), /href="\/en\/account\/orders\/([\w-]+)"/);
    ids.car = first(await html("/en/account/cars", "admin"), /href="\/en\/account\/cars\/(\d+)"/);
    ids.item = first(await html("/en/account/items", "admin"), /href="\/en\/account\/items\/([\w-]+)"/);
    const cms = await html("/en/account/cms", "admin");
    ids.cmsPage = first(cms, /href="\/en\/account\/cms\/([0-9a-f-]{36})"/);
    ids.news = first(
      await html("/en/account/cms/news", "admin"),
      /href="\/en\/account\/cms\/news\/([\w-]+)"/,
    );
    ids.blog = first(
      await html("/en/account/cms/blogPosts", "admin"),
      /href="\/en\/account\/cms\/blogPosts\/([\w-]+)"/,
    );
    ids.tour = first(
      await html("/en/account/settings/tours", "admin"),
      /href="\/en\/account\/settings\/tours\/([0-9a-f-]{36})"/,
    );
    ids.content = first(
      await html("/en/account/settings", "admin"),
      /href="\/en\/account\/settings\/functionalContent\/(\d+)"/,
    );
  });
  afterAll(() => database?.drop());

  async function sweep(pages: { path: string; who: Who | "visitor"; others: (Who | "visitor")[] }[]) {
    const failures: string[] = [];
    let sent = 0;
    const cookieOf = (who: Who | "visitor") => (who === "visitor" ? "" : cookies.get(who)!);
    const queue = [...pages];
    const worker = async () => {
      for (let p = queue.shift(); p; p = queue.shift()) {
        const plain = await request(p.path, { headers: { cookie: cookieOf(p.who) } });
        const keys = [...new Set([...GENERIC, ...keysOf(await plain.text())])];
        const queries = hostileQueries(keys);
        for (const [i, query] of queries.entries()) {
          // The roles that may open the page take turns.
          const who = p.others[i % p.others.length]!;
          const url = `${p.path}${p.path.includes("?") ? "&" : "?"}${query}`;
          const res = await request(url, {
            headers: { cookie: cookieOf(who), "x-forwarded-for": "10.36.4.1" },
          });
          await res.body?.cancel();
          sent++;
          if (res.status >= 500) failures.push(`${res.status} as ${who}: ${url.slice(0, 300)}`);
        }
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    return { failures, sent };
  }

  it("no back-office page answers a 5xx, for any role that may open it", async () => {
    const param: Record<string, string> = {
      job: ids.job!,
      workflowJobs: ids.workflowId!,
      lead: ids.job!.split("/")[1]!,
      client: ids.client!,
      order: ids.order!,
      carEdit: ids.car!,
      itemEdit: ids.item!,
      cmsPage: ids.cmsPage!,
      cmsNewsPost: ids.news!,
      cmsBlogPost: ids.blog!,
      tour: ids.tour!,
      functionalContent: ids.content!,
    };
    const pages = ACCOUNT_ROUTES.map((route) => {
      const path =
        route.key === "job" ? `jobs/${param.job}` : route.path.replace(/:\w+/, param[route.key] ?? "");
      const others = ROLES.filter((who) => {
        const account = dealerAccount(who);
        return mayOpen(
          { roles: account.roles, inHolding: Boolean(account.inHolding) },
          A.features,
          route.access,
        );
      });
      return { path: `/en/account/${path}`.replace(/\/$/, ""), who: others[0]!, others };
    }).filter((p) => p.who);
    const { failures, sent } = await sweep(pages);
    console.info(`[page query fuzz] ${pages.length} account pages, ${sent} hostile requests`);
    expect(failures).toEqual([]);
    expect(pages.length).toBeGreaterThan(30);
  }, 300_000);

  it("no storefront page answers a 5xx, to a visitor or a customer", async () => {
    const pages = STOREFRONT.map((page) => ({
      path: `/de/${page}`.replace(/\/$/, ""),
      who: "visitor" as const,
      others: ["visitor" as const, "client" as const],
    }));
    const { failures, sent } = await sweep(pages);
    console.info(`[page query fuzz] ${pages.length} storefront pages, ${sent} hostile requests`);
    expect(failures).toEqual([]);
  }, 300_000);
});
