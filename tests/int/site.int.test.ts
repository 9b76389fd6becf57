import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cars,
  cmsPages,
  cmsPageTranslations,
  contactRequests,
  locations,
  projects,
} from "../../app/db/schema";
import { PUBLIC_ROUTES, SYSTEM_PAGE_KEYS } from "../../app/shared/route-table";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild } from "../setup/test-server";

// Without a build (`npm run build`) these tests are skipped, and `npm test` names the reason.

/** Static paths of the route table (no parameters), each alias. */
// The community application exists on the community site only (tests/int/community.int.test.ts).
const STATIC_PATHS = PUBLIC_ROUTES.filter(
  (r) => r.key !== "rentalRedirect" && r.key !== "communityMemberJoin",
).flatMap((r) => r.paths.filter((p) => !p.includes(":")).map((p) => ({ key: r.key, path: `/${p}` })));

describe.runIf(hasBuild()).each(testDrivers())("server-rendered site on %s", (driver) => {
  let database: TestDatabase;
  let request: Awaited<ReturnType<typeof createTestApp>>;
  const html = async (path: string, init?: Parameters<typeof request>[1]) => {
    const res = await request(path, init);
    return { res, text: await res.text() };
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
  });
  afterAll(() => database?.drop());

  it("answers every static route of the table, bare and with each prefix", async () => {
    for (const { path } of STATIC_PATHS) {
      for (const prefix of ["", "/de", "/en", "/pl", "/tr"]) {
        const res = await request(`${prefix}${path === "/" ? (prefix ? "" : "/") : path}`);
        expect(res.status, `${prefix}${path}`).toBe(200);
      }
    }
  });

  it("renders each system page from the database in the visitor's language", async () => {
    for (const key of SYSTEM_PAGE_KEYS) {
      const [row] = await database.handle.db
        .select({ title: cmsPageTranslations.title })
        .from(cmsPageTranslations)
        .innerJoin(cmsPages, eq(cmsPages.id, cmsPageTranslations.pageId))
        .where(and(eq(cmsPages.systemKey, key), eq(cmsPageTranslations.lang, "pl")))
        .limit(1);
      const { res, text } = await html(`/pl/${key}`);
      expect(res.status, key).toBe(200);
      expect(text, key).toContain(`<h1>${escapeHtml(row!.title)}</h1>`);
      expect(text).toContain('<html lang="pl"');
    }
  });

  it("gives the checkout the reduced menu", async () => {
    const { text } = await html("/checkout");
    expect(text).toContain('data-desktop="checkout"');
    expect(text).not.toContain('id="site-nav"');
  });

  it.each([
    ["/buy-bmw", "/bmw-models"],
    ["/bmw-kaufen", "/bmw-modelle"],
    ["/en/buy-audi", "/en/audi-models"],
    ["/fahrzeugvermietung", "/vermietung"],
    ["/fahrzeugvermietung/2-hamburg-rothenburgsort", "/vermietung/2-hamburg-rothenburgsort"],
    ["/de/fahrzeugvermietung?x=1", "/de/vermietung?x=1"],
  ])("redirects %s to %s", async (from, to) => {
    const res = await request(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
  });

  it("lists brands and their real models", async () => {
    const { res, text } = await html("/fahrzeugmarke-waehlen");
    expect(res.status).toBe(200);
    for (const brand of ["BMW", "Volkswagen", "Škoda", "Toyota"]) expect(text).toContain(brand);
    const models = await html("/bmw-modelle");
    expect(models.res.status).toBe(200);
    expect(models.text).toContain("X5");
    expect(models.text).toContain('href="/bmw-kaufen/x5"');
    const model = await html("/en/buy-bmw/x5");
    expect(model.res.status).toBe(200);
    expect(model.text).toContain("BMW X5");
  });

  it.each([
    "/no-such-page",
    "/en/a/b/c",
    "/a/b/c/d",
    "/blog/no-such-post",
    "/news/nope",
    "/locations/999-nowhere",
    "/standorte/abc",
    "/foo-models",
    "/buy-bmw/no-such-model",
    "/pages/nothing-here",
    "/blog?after=garbage",
  ])("answers %s with 404 and the not-found page", async (path) => {
    const { res, text } = await html(path);
    expect(res.status).toBe(404);
    expect(text).toContain('data-testid="not-found"');
    expect(text).toContain('<meta name="robots" content="noindex"/>');
  });

  it.each([
    ["/de/nothing-here", 405, "de"],
    ["/pl/amsprototype", 405, "pl"],
    ["/tr/cars/%25", 404, "tr"],
  ] as const)(
    "answers a form post to %s (no such action) with the framed error page in its language",
    async (path, status, lang) => {
      const res = await request(path, {
        method: "POST",
        headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
        body: "a=b",
      });
      const text = await res.text();
      expect(res.status).toBe(status);
      expect(text).toContain(`<html lang="${lang}"`);
      expect(text).toContain('data-testid="not-found"');
    },
  );

  it.each([
    "/unsubscribe/12345",
    "/tradeininvitation/not-an-id",
    "/scheduledCall/%E0%A4%A",
    "/de/forgotpassword/deadbeef",
  ])("answers the e-mail link %s with a clear page, not an error", async (path) => {
    const { res, text } = await html(path);
    expect(res.status).toBe(404);
    expect(text).toContain('data-testid="token-invalid"');
  });

  it("serves generic CMS pages only under their real ancestors", async () => {
    const pages = await database.handle.db
      .select({ id: cmsPages.id, parentId: cmsPages.parentId, slug: cmsPageTranslations.slug })
      .from(cmsPages)
      .innerJoin(cmsPageTranslations, eq(cmsPageTranslations.pageId, cmsPages.id))
      .where(and(isNull(cmsPages.systemKey), eq(cmsPageTranslations.lang, "en")));
    const byId = new Map(pages.map((p) => [p.id, p]));
    const deepest = pages.find((p) => p.parentId && byId.get(p.parentId)?.parentId);
    expect(deepest, "the demo data has a 3-level page").toBeDefined();
    const parent = byId.get(deepest!.parentId!)!;
    const ancestor = byId.get(parent.parentId!)!;
    expect((await request(`/en/${ancestor.slug}/${parent.slug}/${deepest!.slug}`)).status).toBe(200);
    expect((await request(`/en/${ancestor.slug}/${parent.slug}`)).status).toBe(200);
    expect((await request(`/en/${ancestor.slug}`)).status).toBe(200);
    expect((await request(`/en/${parent.slug}/${deepest!.slug}`)).status).toBe(404);
    expect((await request(`/en/${ancestor.slug}/${deepest!.slug}`)).status).toBe(404);
    expect((await request(`/en/pages/${deepest!.slug}`)).status).toBe(200);
  });

  it("renders the head for search engines: lang, title, description, canonical, hreflang", async () => {
    const { text } = await html("/en/locations");
    expect(text).toContain('<html lang="en"');
    expect(text).toMatch(/<title>[^<]+ \| Autohaus Brandt<\/title>/);
    expect(text).toMatch(/<meta name="description" content="[^"]+"/);
    expect(text).toContain('<link rel="canonical" href="http://localhost/en/locations"/>');
    expect(text).toContain('<link rel="alternate" hrefLang="de" href="http://localhost/de/standorte"/>');
    expect(text).toContain('<link rel="alternate" hrefLang="x-default"');
  });

  it("shows a location with address, hours, contact and service links", async () => {
    const [berlin] = await database.handle.db.select().from(locations).where(eq(locations.city, "Berlin"));
    const { res, text } = await html(`/en/locations/${berlin!.id}-${berlin!.slug}`);
    expect(res.status).toBe(200);
    expect(text).toContain("Kurfürstendamm 120");
    expect(text).toContain(`href="tel:${berlin!.phone!.replace(/\s/g, "")}"`);
    expect(text).toContain(`/en/cars?location=${berlin!.id}`);
    const moved = await request(`/locations/${berlin!.id}-old-name`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/locations/${berlin!.id}-${berlin!.slug}`);
  });

  it("keeps tenants apart: the community site has its own name and no dealer locations", async () => {
    const { text } = await html("/", { host: "community.localhost" });
    expect(text).toContain("Brandt Community");
    const [berlin] = await database.handle.db.select().from(locations).where(eq(locations.city, "Berlin"));
    expect(
      (await request(`/locations/${berlin!.id}-${berlin!.slug}`, { host: "community.localhost" })).status,
    ).toBe(404);
    // A language the community site does not offer leads to its default language.
    const tr = await request("/tr/contact", { host: "community.localhost" });
    expect(tr.status).toBe(302);
    expect(new URL(tr.headers.get("location")!, "http://community.localhost").pathname).toBe("/contact");
  });

  it("stores a valid contact message and keeps the form on errors", async () => {
    const post = (body: Record<string, string>) =>
      request("/en/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
        body: new URLSearchParams(body).toString(),
      });
    const before = await database.handle.db.select().from(contactRequests);
    const bad = await post({ name: "Jo", email: "nope", message: "short", subject: "general" });
    expect(bad.status).toBe(400);
    const badText = await bad.text();
    expect(badText).toContain("Please enter a valid e-mail address.");
    expect(badText).toContain('value="Jo"');
    expect(await database.handle.db.select().from(contactRequests)).toHaveLength(before.length);
    // A location of no project of this site (or of another one) is refused with its own message.
    const foreign = await post({
      name: "Jonas Weber",
      email: "jonas@example.com",
      subject: "service",
      locationId: "99999",
      message: "Please call me about an inspection appointment.",
      privacy: "on",
    });
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain("Please choose one of our locations.");

    const ok = await post({
      name: "Jonas Weber",
      email: "jonas@example.com",
      subject: "service",
      message: "Please call me about an inspection appointment.",
      privacy: "on",
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/en/contact?sent=1");
    const after = await database.handle.db.select().from(contactRequests);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ email: "jonas@example.com", lang: "en", subject: "service" });
  });

  it("switches to high contrast without JavaScript and only returns to paths on this site", async () => {
    const post = (body: string) =>
      request("/preferences/contrast", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
        body,
      });
    const ok = await post("value=high&back=%2Fen%2FaboutUs");
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/en/aboutUs");
    expect(ok.headers.get("set-cookie")).toContain("ah_contrast=high");
    const page = await html("/en/aboutUs", { headers: { cookie: "ah_contrast=high" } });
    expect(page.text).toContain('data-contrast="high"');
    // Another site is not a way back: the switch still works and goes to the home page.
    const evil = await post("value=high&back=%2F%2Fevil.example");
    expect(evil.status).toBe(303);
    expect(evil.headers.get("location")).toBe("/");
    expect((await post("value=purple&back=%2F")).status).toBe(400);
  });

  it("hides the language menu on a site with a single language", async () => {
    expect(await html("/", { host: "community.localhost" }).then((r) => r.text)).toContain(
      'data-testid="language-menu"',
    );
    await database.handle.db
      .update(projects)
      .set({ languages: ["de"] })
      .where(eq(projects.slug, "brandt-community"));
    try {
      const { text } = await html("/", { host: "community.localhost" });
      expect(text).not.toContain('data-testid="language-menu"');
      expect(text).not.toContain('hrefLang="x-default"');
    } finally {
      await database.handle.db
        .update(projects)
        .set({ languages: ["de", "en"] })
        .where(eq(projects.slug, "brandt-community"));
    }
  });

  it("publishes sitemap.xml and robots.txt", async () => {
    const sitemap = await html("/sitemap.xml");
    expect(sitemap.res.headers.get("content-type")).toContain("application/xml");
    for (const loc of [
      "http://localhost/de",
      "http://localhost/en/locations",
      "http://localhost/de/standorte",
      "http://localhost/tr/blog",
    ]) {
      expect(sitemap.text).toContain(`<loc>${loc}</loc>`);
    }
    expect(sitemap.text).toMatch(/<loc>http:\/\/localhost\/pl\/news\/[a-z0-9-]+<\/loc>/);
    const robots = await html("/robots.txt");
    expect(robots.text).toContain("Sitemap: http://localhost/sitemap.xml");
  });

  it("lists every indexable car in car sitemaps named by robots.txt", async () => {
    const robots = await html("/robots.txt");
    const chunks = [...robots.text.matchAll(/Sitemap: http:\/\/localhost\/(sitemap-cars-\d+\.xml)/g)].map(
      (m) => m[1],
    );
    expect(chunks.length).toBeGreaterThan(0);
    const db = database.handle.db;
    const [dealer] = await db.select().from(projects).where(eq(projects.isDefault, true));
    const stock = await db
      .select({ number: cars.number, status: cars.status, publishedAt: cars.publishedAt })
      .from(cars)
      .where(eq(cars.projectId, dealer!.id));
    let listed = "";
    for (const chunk of chunks) {
      const res = await html(`/${chunk}`);
      expect(res.res.headers.get("content-type")).toContain("application/xml");
      listed += res.text;
    }
    for (const car of stock) {
      const pattern = new RegExp(`<loc>http://localhost/en/cars/[a-z0-9-]+-${car.number}</loc>`);
      const indexable = car.publishedAt !== null && car.status !== "sold";
      expect(pattern.test(listed), `car ${car.number} (${car.status})`).toBe(indexable);
    }
    expect(listed).toMatch(/hreflang="de" href="http:\/\/localhost\/de\/gebrauchtwagen\/[a-z0-9-]+-\d+"/);
    expect((await request("/sitemap-cars-999.xml")).status).toBe(404);
    // The community site sells no cars: no car sitemap.
    expect((await html("/robots.txt", { host: "community.localhost" })).text).not.toContain("sitemap-cars");
  });

  it("sets a nonce-based CSP on pages and uses it on every script", async () => {
    const { res, text } = await html("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });
});

describe.runIf(hasBuild())("page micro-cache over the real app", () => {
  it("serves a cached page with the nonce of its render, matching its CSP", async () => {
    const database = await createTestDatabase("pglite");
    try {
      const request = await createTestApp(database.handle.db, { pageCacheSeconds: 60 });
      const first = await request("/en/imprint");
      const firstText = await first.text();
      expect(first.headers.get("x-cache")).toBe("MISS");
      const second = await request("/en/imprint");
      const secondText = await second.text();
      expect(second.headers.get("x-cache")).toBe("HIT");
      const nonceOf = (r: Response) =>
        /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")?.[1];
      const [n1, n2] = [nonceOf(first), nonceOf(second)];
      expect(n1).toBeTruthy();
      // The cached bytes never change after the nonce was drawn (decision 0017): same page, same nonce.
      expect(n2).toBe(n1);
      expect(secondText).toContain(`nonce="${n2}"`);
      expect(secondText).toBe(firstText);
      // A visitor with a session (any other cookie) always gets a fresh render.
      const other = await request("/en/imprint", { headers: { cookie: "session=abc" } });
      expect(other.headers.get("x-cache")).toBeNull();
    } finally {
      await database.drop();
    }
  });
});

function escapeHtml(s: string) {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}
