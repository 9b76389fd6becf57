import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodePostCursor, getPost, getSystemPage, listPosts } from "../../app/core/cms/cms.service.server";
import { getLocation, listLocations } from "../../app/core/locations/locations.service.server";
import { projectBySlugInHolding, resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { posts, postTranslations, projects } from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";

describe.each(testDrivers())("domain services on %s", (driver) => {
  let database: TestDatabase;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.drop());

  it("resolves the project by host name, with or without www., and localhost to the default", async () => {
    expect((await resolveProject(db(), "localhost:3000"))?.slug).toBe("autohaus-brandt");
    expect((await resolveProject(db(), "autohaus-brandt.example"))?.slug).toBe("autohaus-brandt");
    expect((await resolveProject(db(), "WWW.Autohaus-Brandt.example"))?.slug).toBe("autohaus-brandt");
    expect((await resolveProject(db(), "community.localhost:3000"))?.slug).toBe("brandt-community");
    expect((await resolveProject(db(), "unknown.example"))?.slug).toBe("autohaus-brandt");
  });

  it("parses the stored configuration with its defaults", async () => {
    const p = (await resolveProject(db(), "community.localhost"))!;
    expect(p.isCommunity).toBe(true);
    expect(p.languages).toEqual(["de", "en"]);
    expect(p.config.menu.version_desktop.id).toBe("centered_with_account");
    expect(p.config.menu.version_mobile.id).toBe("single_minimalistic");
    expect(p.features.community).toBe(true);
    expect(p.features.shop).toBe(false);
  });

  it("finds other projects by slug only inside the same holding", async () => {
    const dealer = (await resolveProject(db(), "localhost"))!;
    expect((await projectBySlugInHolding(serviceContextFor(db(), dealer), "brandt-community"))?.slug).toBe(
      "brandt-community",
    );
    expect(
      await projectBySlugInHolding(
        serviceContextFor(db(), { ...dealer, holdingId: "00000000-0000-0000-0000-000000000000" }),
        "brandt-community",
      ),
    ).toBeNull();
  });

  it("scopes locations to their project", async () => {
    const dealer = (await resolveProject(db(), "localhost"))!;
    const community = (await resolveProject(db(), "community.localhost"))!;
    const mine = await listLocations(serviceContextFor(db(), dealer));
    expect(mine).toHaveLength(3);
    expect(await listLocations(serviceContextFor(db(), community))).toHaveLength(0);
    const result = await getLocation(serviceContextFor(db(), community), mine[0]!.id);
    expect(result.ok).toBe(false);
  });

  it("falls back to the default language for a missing translation", async () => {
    const community = (await resolveProject(db(), "community.localhost"))!;
    const page = await getSystemPage(serviceContextFor(db(), community, { locale: "pl" }), "imprint");
    expect(page.ok && page.value.lang).toBe("de");
  });

  it("pages through posts newest first with a keyset cursor, without gaps or repeats", async () => {
    const dealer = (await resolveProject(db(), "localhost"))!;
    // Twenty more posts, some sharing a publication time, to cross several pages.
    for (let i = 0; i < 20; i++) {
      const publishedAt = new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 2)));
      const [row] = await db()
        .insert(posts)
        .values({ projectId: dealer.id, kind: "news", publishedAt })
        .returning();
      await db()
        .insert(postTranslations)
        .values({
          postId: row!.id,
          projectId: dealer.id,
          kind: "news",
          lang: "en",
          title: `Post ${i}`,
          slug: `post-${i}`,
          excerpt: "x",
          contentHtml: "<p>x</p>",
        });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let previous = Number.POSITIVE_INFINITY;
    do {
      const page = await listPosts(
        serviceContextFor(db(), dealer, { locale: "en" }),
        "news",
        decodePostCursor(cursor),
      );
      for (const item of page.items) {
        expect(Date.parse(item.publishedAt)).toBeLessThanOrEqual(previous);
        previous = Date.parse(item.publishedAt);
        seen.push(item.id);
      }
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const total = await db().select().from(postTranslations).where(eq(postTranslations.lang, "en"));
    expect(seen.length).toBe(total.filter((t) => t.projectId === dealer.id && t.kind === "news").length);
  });

  it("hides posts scheduled for the future", async () => {
    const dealer = (await resolveProject(db(), "localhost"))!;
    const [row] = await db()
      .insert(posts)
      .values({ projectId: dealer.id, kind: "blog", publishedAt: new Date(Date.now() + 86_400_000) })
      .returning();
    await db().insert(postTranslations).values({
      postId: row!.id,
      projectId: dealer.id,
      kind: "blog",
      lang: "en",
      title: "Tomorrow",
      slug: "tomorrow",
      excerpt: "x",
      contentHtml: "<p>x</p>",
    });
    expect((await getPost(serviceContextFor(db(), dealer, { locale: "en" }), "blog", "tomorrow")).ok).toBe(
      false,
    );
    const list = await listPosts(serviceContextFor(db(), dealer, { locale: "en" }), "blog", null);
    expect(list.items.map((p) => p.slug)).not.toContain("tomorrow");
  });

  it("leads a post's slug in another language to its own slug", async () => {
    const dealer = (await resolveProject(db(), "localhost"))!;
    const [de] = await db().select().from(postTranslations).where(eq(postTranslations.lang, "de")).limit(1);
    const found = await getPost(serviceContextFor(db(), dealer, { locale: "en" }), de!.kind, de!.slug);
    expect(found.ok).toBe(true);
    if (found.ok && found.value.kind === "moved") expect(found.value.slug).not.toBe(de!.slug);
    const projectsCount = await db().select().from(projects);
    expect(projectsCount).toHaveLength(2);
  });
});

describe("project resolver memory", () => {
  it("remembers a host's project for its TTL and forgets on demand", async () => {
    const { createProjectResolver } = await import("../../app/core/tenancy/tenancy.service.server");
    const database = await createTestDatabase("pglite");
    try {
      const db = database.handle.db;
      const resolver = createProjectResolver(db, 1000);
      expect((await resolver.resolve("localhost", 0))?.name).toBe("Autohaus Brandt");
      await db
        .update(projects)
        .set({ name: "Autohaus Brandt Neu" })
        .where(eq(projects.slug, "autohaus-brandt"));
      expect((await resolver.resolve("localhost", 500))?.name).toBe("Autohaus Brandt");
      expect((await resolver.resolve("localhost", 1500))?.name).toBe("Autohaus Brandt Neu");
      await db.update(projects).set({ name: "Autohaus Brandt" }).where(eq(projects.slug, "autohaus-brandt"));
      resolver.forget();
      expect((await resolver.resolve("localhost", 1600))?.name).toBe("Autohaus Brandt");
    } finally {
      await database.drop();
    }
  });
});
