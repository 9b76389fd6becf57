/**
 * News and blog posts and the articles list in the back office on PGlite and PostgreSQL:
 * a new post is a draft visitors do not see; publishing or a publication time that is reached shows
 * it; languages are written one at a time; content is sanitised; filters narrow the lists; project A's
 * editor neither sees nor changes project B's posts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listArticles } from "../../app/core/cms/articles.service.server";
import { getPost, listPosts } from "../../app/core/cms/cms.service.server";
import { articleList, postAdminList } from "../../app/core/cms/post-admin-filters";
import {
  createPost,
  deletePost,
  getPostEdit,
  listPostsAdmin,
  removePostLanguage,
  savePost,
  setPostPublished,
} from "../../app/core/cms/posts-admin.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import type { Locale } from "../../app/shared/locales";
import {
  createTestDatabase,
  SESSION_DEFAULTS,
  serviceContextFor,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";
import { createTestApp, hasBuild } from "../setup/test-server";

const params = (query: string) => postAdminList.parse(new URLSearchParams(query));

describe.each(testDrivers())("CMS posts and articles on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let A: Project;
  let B: Project;

  const person = (project: Project, roles: string[]): SessionUser => ({
    id: "00000000-0000-4000-8000-00000000c0de",
    email: "cms@example.test",
    roles,
    inHolding: false,
    projectId: project.id,
    companyId: project.companyId,
    firstName: "Carla",
    lastName: "Meier",
    ...SESSION_DEFAULTS,
  });
  const editor = (project: Project, locale: Locale = "de", now?: Date) =>
    serviceContextFor(db, project, { locale, principal: person(project, ["cms_editor"]), now });
  const visitor = (project: Project, locale: Locale, now?: Date) =>
    serviceContextFor(db, project, { locale, now });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    A = (await resolveProject(db, "localhost"))!;
    B = (await resolveProject(db, "community.localhost"))!;
  });
  afterAll(() => database?.drop());

  it("keeps a new post a draft until it is published, then shows it in its language only", async () => {
    const created = await createPost(editor(A), "news", { title: "Neue Werkstatt eröffnet" });
    if (!created.ok) throw new Error(JSON.stringify(created));
    const id = created.value.id;
    const edit = await getPostEdit(editor(A), "news", id);
    expect(edit.ok && edit.value.status).toBe("draft");
    expect(edit.ok && edit.value.author).toBe("Carla Meier");
    const de = edit.ok ? edit.value.languages.find((l) => l.lang === "de")!.content! : null;
    expect(de?.slug).toBe("neue-werkstatt-eroeffnet");

    const saved = await savePost(editor(A), "news", {
      id,
      lang: "de",
      input: {
        title: "Neue Werkstatt eröffnet",
        slug: "",
        excerpt: "Ab Montag\u0000 mit sechs Bühnen.",
        contentHtml:
          '<p>Sechs Bühnen.</p><img src="x" onerror="alert(1)" alt="Halle"><script>alert(2)</script>',
        author: "Team",
        publishedAt: "",
      },
    });
    expect(saved.ok).toBe(true);
    const visible = async (lang: Locale) =>
      (await listPosts(visitor(A, lang), "news", null)).items.some((p) => p.id === id);
    expect(await visible("de")).toBe(false);
    expect((await getPost(visitor(A, "de"), "news", "neue-werkstatt-eroeffnet")).ok).toBe(false);

    expect((await setPostPublished(editor(A), "news", id, true)).ok).toBe(true);
    expect(await visible("de")).toBe(true);
    // Written in German only: the English list does not show it.
    expect(await visible("en")).toBe(false);
    const served = await getPost(visitor(A, "de"), "news", "neue-werkstatt-eroeffnet");
    if (!served.ok || served.value.kind !== "post") throw new Error("not served");
    expect(served.value.post.contentHtml).toContain("<p>Sechs Bühnen.</p>");
    expect(served.value.post.contentHtml).not.toMatch(/onerror|<script|alert\(2\)/);
    expect(served.value.post.excerpt).toBe("Ab Montag mit sechs Bühnen.");

    // English added later (no publication time sent: the post keeps its own): now listed in English too.
    const en = await savePost(editor(A), "news", {
      id,
      lang: "en",
      input: {
        title: "New workshop opened",
        excerpt: "Six bays.",
        contentHtml: "<p>Six bays.</p>",
        author: "Team",
      },
    });
    expect(en.ok && en.value.status).toBe("published");
    expect(await visible("en")).toBe(true);
    expect(await visible("de")).toBe(true);

    // Back to draft: gone for visitors.
    await setPostPublished(editor(A), "news", id, false);
    expect(await visible("de")).toBe(false);
  });

  it("publishes a scheduled post when its time is reached, not before", async () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const created = await createPost(editor(A, "de", now), "blog", { title: "Wintercheck" });
    if (!created.ok) throw new Error("not created");
    const id = created.value.id;
    const saved = await savePost(editor(A, "de", now), "blog", {
      id,
      lang: "de",
      input: {
        title: "Wintercheck",
        excerpt: "Reifen, Batterie, Licht.",
        contentHtml: "<p>Jetzt.</p>",
        publishedAt: "2026-11-25T08:00",
      },
    });
    expect(saved.ok && saved.value.status).toBe("scheduled");
    // The typed time is the project's (Europe/Berlin, winter: UTC+1); it is stored and shown back as such.
    const edit = await getPostEdit(editor(A, "de", now), "blog", id);
    expect(edit.ok && edit.value.publishedAt).toBe("2026-11-25T07:00:00.000Z");
    const listed = async (at: Date) =>
      (await listPosts(visitor(A, "de", at), "blog", null)).items.some((p) => p.id === id);
    expect(await listed(new Date("2026-11-25T06:59:00Z"))).toBe(false);
    expect(await listed(new Date("2026-11-25T07:00:00Z"))).toBe(true);
    const scheduled = await listPostsAdmin(editor(A, "de", now), "blog", params("status=scheduled"));
    expect(scheduled.ok && scheduled.value.rows.map((r) => r.id)).toEqual([id]);
  });

  it.runIf(hasBuild())("dates a post by the dealer's calendar day, not UTC's (issue 36)", async () => {
    const created = await createPost(editor(A), "news", { title: "Mitternachtsmeldung" });
    if (!created.ok) throw new Error("not created");
    const saved = await savePost(editor(A), "news", {
      id: created.value.id,
      lang: "de",
      input: {
        title: "Mitternachtsmeldung",
        excerpt: "Kurz nach Mitternacht.",
        contentHtml: "<p>Jetzt.</p>",
        // 00:30 on 1 December in Berlin.
        publishedAt: "2026-11-30T23:30:00Z",
      },
    });
    expect(saved.ok && saved.value.status).toBe("published");
    const request = await createTestApp(db, { authThrottle: false });
    const html = await (await request("/de/news/mitternachtsmeldung")).text();
    expect(html).toContain('<time dateTime="2026-11-30T23:30:00.000Z">1. Dezember 2026</time>');
    expect(html).not.toContain("30. November 2026");
  });

  it("filters the lists by status, language and title words, and pages them", async () => {
    const all = await listPostsAdmin(editor(A), "blog", params(""));
    if (!all.ok) throw new Error("no list");
    expect(all.value.rows.length).toBeGreaterThan(0);
    const drafts = await listPostsAdmin(editor(A), "blog", params("status=draft"));
    expect(drafts.ok && drafts.value.rows.every((r) => r.status === "draft")).toBe(true);
    const first = all.value.rows[0]!;
    const word = first.title.split(/\s+/)[0]!.toLowerCase();
    const found = await listPostsAdmin(editor(A), "blog", params(`q=${encodeURIComponent(word)}`));
    expect(found.ok && found.value.rows.some((r) => r.id === first.id)).toBe(true);
    const none = await listPostsAdmin(editor(A), "blog", params("q=zzqqxx%25_"));
    expect(none.ok && none.value.rows).toEqual([]);
    const pl = await listPostsAdmin(editor(A), "blog", params("language=pl"));
    expect(pl.ok && pl.value.rows.every((r) => r.languages.includes("pl"))).toBe(true);
    // Keyset pages: page 2 continues page 1 without overlap.
    const p1 = await listPostsAdmin(editor(A), "blog", params("limit=2"));
    if (!p1.ok || !p1.value.nextCursor) return;
    const p2 = await listPostsAdmin(editor(A), "blog", params(`limit=2&after=${p1.value.nextCursor}`));
    expect(p2.ok && p2.value.rows.some((r) => p1.value.rows.some((x) => x.id === r.id))).toBe(false);
    const back = await listPostsAdmin(
      editor(A),
      "blog",
      params(`limit=2&before=${p2.ok ? p2.value.prevCursor : ""}`),
    );
    expect(back.ok && back.value.rows.map((r) => r.id)).toEqual(p1.value.rows.map((r) => r.id));
  });

  it("refuses a taken slug, a bad time, an image without alt text and removing the last language", async () => {
    const a = await createPost(editor(A), "news", { title: "Erster Beitrag" });
    const b = await createPost(editor(A), "news", { title: "Zweiter Beitrag" });
    if (!a.ok || !b.ok) throw new Error("not created");
    const base = { title: "Zweiter Beitrag", excerpt: "", contentHtml: "" };
    const taken = await savePost(editor(A), "news", {
      id: b.value.id,
      lang: "de",
      input: { ...base, slug: "erster-beitrag" },
    });
    expect(!taken.ok && taken.error.code === "invalid" && taken.error.fields.slug).toEqual([
      "cms-editor:errors.post_slug_taken",
    ]);
    const badTime = await savePost(editor(A), "news", {
      id: b.value.id,
      lang: "de",
      input: { ...base, publishedAt: "gestern" },
    });
    expect(!badTime.ok && badTime.error.code === "invalid" && badTime.error.fields.publishedAt).toEqual([
      "cms-editor:errors.bad_time",
    ]);
    const noAlt = await savePost(editor(A), "news", {
      id: b.value.id,
      lang: "de",
      input: { ...base, contentHtml: '<img src="/uploads/cms/x.webp">' },
    });
    expect(!noAlt.ok && noAlt.error.code === "invalid" && noAlt.error.fields.contentHtml).toEqual([
      "cms-editor:errors.image_alt",
    ]);
    const last = await removePostLanguage(editor(A), "news", { id: b.value.id, lang: "de" });
    expect(!last.ok && last.error.code).toBe("invalid");
    // Nothing of the refused saves was stored.
    const edit = await getPostEdit(editor(A), "news", b.value.id);
    expect(edit.ok && edit.value.languages.find((l) => l.lang === "de")!.content!.slug).toBe(
      "zweiter-beitrag",
    );
    expect((await deletePost(editor(A), "news", b.value.id)).ok).toBe(true);
    expect((await getPostEdit(editor(A), "news", b.value.id)).ok).toBe(false);
  });

  it("keeps each project's posts to its own editors and the CMS group", async () => {
    const created = await createPost(editor(A), "news", { title: "Nur für A" });
    if (!created.ok) throw new Error("not created");
    const id = created.value.id;
    expect(await getPostEdit(editor(B), "news", id)).toEqual({ ok: false, error: { code: "not_found" } });
    expect((await setPostPublished(editor(B), "news", id, true)).ok).toBe(false);
    expect((await deletePost(editor(B), "news", id)).ok).toBe(false);
    const listB = await listPostsAdmin(editor(B), "news", params(""));
    expect(listB.ok && listB.value.rows.some((r) => r.id === id)).toBe(false);
    const sales = serviceContextFor(db, A, { locale: "de", principal: person(A, ["sales"]) });
    expect(await listPostsAdmin(sales, "news", params(""))).toEqual({
      ok: false,
      error: { code: "forbidden" },
    });
    expect((await createPost(sales, "news", { title: "x" })).ok).toBe(false);
    const [row] = await db.select().from(schema.posts).where(eq(schema.posts.id, id));
    expect(row?.publishedAt).toBeNull();
  });

  it("lists the site's pages as articles with filters by state, kind and title", async () => {
    const all = await listArticles(editor(A), articleList.parse(new URLSearchParams("")));
    if (!all.ok) throw new Error("no articles");
    expect(all.value.rows.length).toBeGreaterThan(3);
    const system = await listArticles(editor(A), articleList.parse(new URLSearchParams("type=system")));
    expect(system.ok && system.value.rows.every((r) => r.systemKey !== null)).toBe(true);
    const content = await listArticles(editor(A), articleList.parse(new URLSearchParams("type=content")));
    expect(content.ok && content.value.rows.every((r) => r.systemKey === null)).toBe(true);
    const first = all.value.rows[0]!;
    const word = first.title.split(/\s+/)[0]!;
    const found = await listArticles(editor(A), articleList.parse(new URLSearchParams({ q: word })));
    expect(found.ok && found.value.rows.some((r) => r.id === first.id)).toBe(true);
    const published = await listArticles(
      editor(A),
      articleList.parse(new URLSearchParams("state=published&language=de")),
    );
    expect(
      published.ok &&
        published.value.rows.every((r) => r.states.some((s) => s.lang === "de" && s.state === "published")),
    ).toBe(true);
    const sales = serviceContextFor(db, A, { locale: "de", principal: person(A, ["sales"]) });
    expect((await listArticles(sales, articleList.parse(new URLSearchParams("")))).ok).toBe(false);
  });
});
