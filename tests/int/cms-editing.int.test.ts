/**
 * CMS page editing on PGlite and PostgreSQL: drafts stay invisible to visitors, publishing
 * one language leaves the others as they were, an old published address answers 301, scheduled
 * publication happens when the task runs, and hostile input is refused without a 500.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backgroundTasks } from "../../app/core/background/background-tasks.server";
import { getPageBySlugPath, getSystemPage, redirectedPagePath } from "../../app/core/cms/cms.service.server";
import {
  createPage,
  diffVersion,
  getPageEdit,
  getPageTree,
  getPreview,
  movePage,
  previewToken,
  publishLanguage,
  purgePage,
  restorePage,
  restoreVersion,
  saveDraft,
  schedulePublish,
  stepPage,
  trashPage,
} from "../../app/core/cms/cms-editor.service.server";
import { storeCmsImage } from "../../app/core/cms/cms-images.server";
import { sitemapXml } from "../../app/core/cms/sitemap.server";
import { localFileStore } from "../../app/core/files/local-file-store.server";
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

describe.each(testDrivers())("CMS editing on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let A: Project;
  let B: Project;
  let editorA: SessionUser;
  let editorB: SessionUser;
  let salesA: SessionUser;

  async function principal(project: Project, email: string): Promise<SessionUser> {
    const [u] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    const [anyUser] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.projectId, project.id))
      .limit(1);
    const user = u ?? anyUser!;
    return {
      id: user.id,
      email,
      roles: email.startsWith("sales") ? ["sales"] : ["cms_editor"],
      inHolding: false,
      projectId: project.id,
      companyId: project.companyId,
      firstName: "C",
      lastName: "M",
      ...SESSION_DEFAULTS,
    };
  }
  const as = (who: SessionUser, project: Project, locale: Locale = "de", now?: Date) =>
    serviceContextFor(db, project, { locale, principal: who, now });
  const visitor = (project: Project, locale: Locale) => serviceContextFor(db, project, { locale });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    A = (await resolveProject(db, "localhost"))!;
    B = (await resolveProject(db, "community.localhost"))!;
    editorA = await principal(A, "cms@autohaus-brandt.example");
    editorB = { ...(await principal(B, "nobody@community.example")), roles: ["cms_editor"] };
    salesA = await principal(A, "sales@autohaus-brandt.example");
  });
  afterAll(() => database?.drop());

  async function aboutPageId(project: Project): Promise<string> {
    const [row] = await db
      .select({ id: schema.cmsPages.id })
      .from(schema.cmsPages)
      .where(and(eq(schema.cmsPages.projectId, project.id), eq(schema.cmsPages.systemKey, "aboutUs")));
    return row!.id;
  }

  it("keeps a draft invisible to visitors until it is published, in that language only", async () => {
    const id = await aboutPageId(A);
    const enBefore = await getSystemPage(visitor(A, "en"), "aboutUs");
    const deBefore = await getSystemPage(visitor(A, "de"), "aboutUs");
    expect(enBefore.ok && deBefore.ok).toBe(true);
    const edit = await getPageEdit(as(editorA, A), id);
    if (!edit.ok) throw new Error("no edit");
    const de = edit.value.languages.find((l) => l.lang === "de")!;
    const saved = await saveDraft(as(editorA, A), {
      id,
      lang: "de",
      input: { ...de.draft, contentHtml: `${de.draft.contentHtml}<p>Neuer Absatz im Entwurf</p>` },
      autosave: true,
    });
    expect(saved.ok).toBe(true);
    // The draft is not what visitors get.
    const deDraft = await getSystemPage(visitor(A, "de"), "aboutUs");
    expect(deDraft.ok && deDraft.value.contentHtml).not.toContain("Neuer Absatz");
    expect((await getPageEdit(as(editorA, A), id)).ok && true).toBe(true);
    const state = (await getPageEdit(as(editorA, A), id)) as Extract<
      Awaited<ReturnType<typeof getPageEdit>>,
      { ok: true }
    >;
    expect(state.value.languages.find((l) => l.lang === "de")!.state.state).toBe("changed");

    // Publishing German: the German page changes, the English one is exactly as before.
    expect((await publishLanguage(as(editorA, A), { id, lang: "de" })).ok).toBe(true);
    const deAfter = await getSystemPage(visitor(A, "de"), "aboutUs");
    const enAfter = await getSystemPage(visitor(A, "en"), "aboutUs");
    expect(deAfter.ok && deAfter.value.contentHtml).toContain("Neuer Absatz im Entwurf");
    expect(enAfter).toEqual(
      enBefore.ok
        ? {
            ...enBefore,
            value: {
              ...enBefore.value,
              updatedAt: (enAfter as typeof enBefore & { ok: true }).value.updatedAt,
            },
          }
        : enBefore,
    );
    expect(enAfter.ok && enAfter.value.contentHtml).toBe(enBefore.ok && enBefore.value.contentHtml);
    expect(enAfter.ok && enAfter.value.title).toBe(enBefore.ok && enBefore.value.title);
  });

  it("shows a new page only in its published languages, also in the sitemap", async () => {
    const ctx = as(editorA, A);
    const created = await createPage(ctx, { title: "Sommeraktion" });
    if (!created.ok) throw new Error("create failed");
    const id = created.value.id;
    expect((await getPageBySlugPath(visitor(A, "de"), ["sommeraktion"])).ok).toBe(false);
    expect(await sitemapXml(visitor(A, "de"), "http://x")).not.toContain("/sommeraktion");
    expect((await publishLanguage(ctx, { id, lang: "de" })).ok).toBe(true);
    const found = await getPageBySlugPath(visitor(A, "de"), ["sommeraktion"]);
    expect(found.ok && found.value.kind).toBe("page");
    const sitemap = await sitemapXml(visitor(A, "de"), "http://x");
    expect(sitemap).toContain("<loc>http://x/de/sommeraktion</loc>");
    expect(sitemap).not.toContain("<loc>http://x/en/sommeraktion</loc>");
    // To the bin: gone for visitors and the sitemap at once; back again on restore.
    expect((await trashPage(ctx, id)).ok).toBe(true);
    expect((await getPageBySlugPath(visitor(A, "de"), ["sommeraktion"])).ok).toBe(false);
    expect(await sitemapXml(visitor(A, "de"), "http://x")).not.toContain("/sommeraktion");
    const tree = await getPageTree(ctx);
    expect(tree.ok && tree.value.bin.map((p) => p.id)).toContain(id);
    expect((await restorePage(ctx, id)).ok).toBe(true);
    expect((await getPageBySlugPath(visitor(A, "de"), ["sommeraktion"])).ok).toBe(true);
    expect((await trashPage(ctx, id)).ok).toBe(true);
    expect((await purgePage(ctx, id)).ok).toBe(true);
    expect((await getPageTree(ctx)).ok).toBe(true);
  });

  it("redirects an old published slug with a 301 to the page's new address", async () => {
    const ctx = as(editorA, A);
    const created = await createPage(ctx, { title: "Alte Adresse" });
    if (!created.ok) throw new Error("create failed");
    const id = created.value.id;
    await publishLanguage(ctx, { id, lang: "de" });
    const renamed = await saveDraft(ctx, {
      id,
      lang: "de",
      input: { title: "Neue Adresse", slug: "neue-adresse" },
    });
    expect(renamed.ok).toBe(true);
    // Saving a draft moves nothing: the old address is live until publication.
    expect((await getPageBySlugPath(visitor(A, "de"), ["alte-adresse"])).ok).toBe(true);
    await publishLanguage(ctx, { id, lang: "de" });
    expect((await getPageBySlugPath(visitor(A, "de"), ["alte-adresse"])).ok).toBe(false);
    expect(await redirectedPagePath(visitor(A, "de"), ["alte-adresse"])).toBe("neue-adresse");
    // Moving the page below another keeps a 301 from its old place too.
    const parent = await createPage(ctx, { title: "Eltern" });
    if (!parent.ok) throw new Error("create failed");
    await publishLanguage(ctx, { id: parent.value.id, lang: "de" });
    expect((await movePage(ctx, { id, parentId: parent.value.id, index: 0 })).ok).toBe(true);
    expect(await redirectedPagePath(visitor(A, "de"), ["neue-adresse"])).toBe("eltern/neue-adresse");
    expect(await redirectedPagePath(visitor(A, "de"), ["alte-adresse"])).toBe("eltern/neue-adresse");
    // Not for English (never published there), not on the other project.
    expect(await redirectedPagePath(visitor(A, "en"), ["alte-adresse"])).toBeNull();
    expect(await redirectedPagePath(visitor(B, "de"), ["alte-adresse"])).toBeNull();
  });

  it("keeps slugs unique per parent and language, with translated errors", async () => {
    const ctx = as(editorA, A);
    const one = await createPage(ctx, { title: "Doppelt" });
    const two = await createPage(ctx, { title: "Zweiter" });
    if (!one.ok || !two.ok) throw new Error("create failed");
    const taken = await saveDraft(ctx, {
      id: two.value.id,
      lang: "de",
      input: { title: "Zweiter", slug: "doppelt" },
    });
    expect(!taken.ok && taken.error).toMatchObject({
      code: "invalid",
      fields: { slug: ["cms-editor:errors.slug_taken"] },
    });
    // The same slug in another language, or below another parent, is fine.
    expect(
      (await saveDraft(ctx, { id: two.value.id, lang: "en", input: { title: "Second", slug: "doppelt" } }))
        .ok,
    ).toBe(true);
    const bad = await saveDraft(ctx, { id: two.value.id, lang: "de", input: { title: "x", slug: "Ä B" } });
    expect(!bad.ok && bad.error).toMatchObject({ fields: { slug: ["cms-editor:errors.slug_format"] } });
    const reserved = await saveDraft(ctx, {
      id: two.value.id,
      lang: "de",
      input: { title: "x", slug: "account" },
    });
    expect(!reserved.ok && reserved.error).toMatchObject({
      fields: { slug: ["cms-editor:errors.slug_reserved"] },
    });
    // Up and down among siblings, indent below the previous one, out again.
    expect((await stepPage(ctx, two.value.id, "indent")).ok).toBe(true);
    expect((await stepPage(ctx, two.value.id, "outdent")).ok).toBe(true);
    expect((await stepPage(ctx, two.value.id, "up")).ok).toBe(true);
  });

  it("refuses images without alternative text and sanitizes what it stores", async () => {
    const ctx = as(editorA, A);
    const created = await createPage(ctx, { title: "Bilder" });
    if (!created.ok) throw new Error("create failed");
    const id = created.value.id;
    const noAlt = await saveDraft(ctx, {
      id,
      lang: "de",
      input: { title: "Bilder", contentHtml: '<p>x</p><img src="/uploads/cms/a.webp">' },
    });
    expect(!noAlt.ok && noAlt.error).toMatchObject({
      fields: { contentHtml: ["cms-editor:errors.image_alt"] },
    });
    const ok = await saveDraft(ctx, {
      id,
      lang: "de",
      input: {
        title: "Bilder",
        contentHtml:
          '<p onclick="alert(1)">Text</p><img src="/uploads/cms/a.webp" alt="Ein Auto"><script>alert(1)</script>',
      },
    });
    expect(ok.ok).toBe(true);
    const edit = await getPageEdit(ctx, id);
    const html = edit.ok ? edit.value.languages.find((l) => l.lang === "de")!.draft.contentHtml : "";
    expect(html).toBe('<p>Text</p><img src="/uploads/cms/a.webp" alt="Ein Auto" loading="lazy" />');
    // Versions: a plain save keeps one; the diff shows the change; restore brings it back as the draft.
    await saveDraft(ctx, { id, lang: "de", input: { title: "Bilder", contentHtml: "<p>Anderer Text</p>" } });
    const versions = edit.ok ? edit.value.languages.find((l) => l.lang === "de")!.versions : [];
    const diff = await diffVersion(ctx, versions[0]!.id);
    expect(diff.ok && diff.value.body).toEqual([
      { op: "add", text: "Anderer" },
      { op: "same", text: "Text" },
      { op: "del", text: "[Ein Auto]" },
    ]);
    expect((await restoreVersion(ctx, versions[0]!.id)).ok).toBe(true);
    const back = await getPageEdit(ctx, id);
    expect(back.ok && back.value.languages.find((l) => l.lang === "de")!.draft.contentHtml).toContain(
      "Ein Auto",
    );
  });

  it("publishes a scheduled draft when the task runs, not before", async () => {
    const now = new Date();
    const ctx = as(editorA, A, "de", now);
    const created = await createPage(ctx, { title: "Geplant" });
    if (!created.ok) throw new Error("create failed");
    const id = created.value.id;
    const at = new Date(now.getTime() + 60 * 60_000);
    expect((await schedulePublish(ctx, { id, lang: "de", at: at.toISOString() })).ok).toBe(true);
    const past = await schedulePublish(ctx, { id, lang: "de", at: "2000-01-01T00:00" });
    expect(!past.ok && past.error.code).toBe("invalid");
    // A typed time without a zone is the project's (Europe/Berlin); summer 2099: UTC+2.
    expect((await schedulePublish(ctx, { id, lang: "de", at: "2099-07-01T14:30" })).ok).toBe(true);
    const typed = await getPageEdit(ctx, id);
    expect(typed.ok && typed.value.languages.find((l) => l.lang === "de")!.state.scheduledAt).toBe(
      "2099-07-01T12:30:00.000Z",
    );
    expect((await schedulePublish(ctx, { id, lang: "de", at: at.toISOString() })).ok).toBe(true);
    const task = backgroundTasks.find((t) => t.name === "cms-scheduled-publish")!;
    expect(await task.run({ db, now })).toEqual({ published: 0 });
    expect((await getPageBySlugPath(visitor(A, "de"), ["geplant"])).ok).toBe(false);
    expect(await task.run({ db, now: new Date(at.getTime() + 1000) })).toEqual({ published: 1 });
    expect((await getPageBySlugPath(visitor(A, "de"), ["geplant"])).ok).toBe(true);
    const edit = await getPageEdit(ctx, id);
    expect(edit.ok && edit.value.languages.find((l) => l.lang === "de")!.state.scheduledAt).toBeNull();
  });

  it("previews the draft on a private link only", async () => {
    const ctx = as(editorA, A);
    const id = await aboutPageId(A);
    await saveDraft(ctx, {
      id,
      lang: "en",
      input: { title: "About us (draft)", contentHtml: "<p>Preview only</p>" },
    });
    const token = await previewToken(ctx, id);
    if (!token.ok) throw new Error("no token");
    const preview = await getPreview(visitor(A, "en"), token.value);
    expect(preview.ok && preview.value.contentHtml).toBe("<p>Preview only</p>");
    expect((await getPreview(visitor(A, "en"), "x".repeat(32))).ok).toBe(false);
    expect((await getPreview(visitor(B, "en"), token.value)).ok).toBe(false);
    const live = await getSystemPage(visitor(A, "en"), "aboutUs");
    expect(live.ok && live.value.contentHtml).not.toContain("Preview only");
  });

  it("lets only CMS editors of the project edit: sales and another project's editor are refused", async () => {
    const id = await aboutPageId(A);
    const input = { title: "Hijacked" };
    expect((await getPageTree(as(salesA, A))).ok).toBe(false);
    expect(await saveDraft(as(salesA, A), { id, lang: "de", input })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    expect(await publishLanguage(as(salesA, A), { id, lang: "de" })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    expect(await saveDraft(as(editorB, B), { id, lang: "de", input })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await publishLanguage(as(editorB, B), { id, lang: "de" })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await trashPage(as(editorB, B), id)).toMatchObject({ ok: false, error: { code: "not_found" } });
    // System pages are neither deleted nor moved.
    expect(await trashPage(as(editorA, A), id)).toMatchObject({ ok: false, error: { code: "invalid" } });
    expect(await movePage(as(editorA, A), { id, parentId: null, index: 3 })).toMatchObject({
      ok: false,
      error: { code: "invalid" },
    });
  });

  it("stores images checked by content, without metadata, as WebP variants", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cms-images-"));
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#336699" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-gps-owner" } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const file = new File([new Uint8Array(jpeg)], "car.jpg", { type: "image/jpeg" });
    const stored = await storeCmsImage(as(editorA, A), localFileStore(dir), file);
    if (!stored.ok) throw new Error("image refused");
    expect(stored.value.src).toMatch(new RegExp(`^/uploads/cms/${A.id}/[0-9a-f]{24}-800\\.webp$`));
    expect(stored.value.srcset).toContain("1200w");
    const written = readFileSync(path.join(dir, stored.value.src.replace(/^\/uploads\//, "")));
    const meta = await sharp(written).metadata();
    expect([meta.format, meta.width, meta.exif, meta.icc]).toEqual(["webp", 800, undefined, undefined]);
    // A text file named like a picture, an SVG (script inside), or a sales employee: refused.
    const fake = new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" });
    expect(await storeCmsImage(as(editorA, A), localFileStore(dir), fake)).toMatchObject({
      ok: false,
      error: { fields: { image: ["cms-editor:errors.image_type"] } },
    });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"/>'], "x.svg", {
      type: "image/svg+xml",
    });
    expect((await storeCmsImage(as(editorA, A), localFileStore(dir), svg)).ok).toBe(false);
    expect(await storeCmsImage(as(salesA, A), localFileStore(dir), file)).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    expect((await storeCmsImage(as(editorA, A), localFileStore(dir), "not a file")).ok).toBe(false);
  });

  it("answers hostile input with a refusal, never a crash", async () => {
    const ctx = as(editorA, A);
    const id = await aboutPageId(A);
    const bogus = [null, 42, "42", "../../etc", "' OR 1=1 --", randomUUID(), { id }];
    for (const b of bogus) {
      expect((await getPageEdit(ctx, b)).ok).toBe(false);
      expect((await saveDraft(ctx, { id: b, lang: "de", input: { title: "x" } })).ok).toBe(false);
      expect((await trashPage(ctx, b)).ok).toBe(false);
      expect((await diffVersion(ctx, b)).ok).toBe(false);
      expect((await movePage(ctx, { id: b, parentId: b, index: -1 })).ok).toBe(false);
    }
    for (const lang of ["xx", "", null, "DE", ["de"]]) {
      expect((await saveDraft(ctx, { id, lang, input: { title: "x" } })).ok).toBe(false);
    }
    const huge = await saveDraft(ctx, { id, lang: "de", input: { title: "x".repeat(10_000) } });
    expect(!huge.ok && huge.error).toMatchObject({
      code: "invalid",
      fields: { title: ["cms-editor:errors.too_long"] },
    });
    const wrongTypes = await saveDraft(ctx, { id, lang: "de", input: { title: 5, contentHtml: { a: 1 } } });
    expect(!wrongTypes.ok && wrongTypes.error.code).toBe("invalid");
    expect((await saveDraft(ctx, { id, lang: "de", input: "not an object" })).ok).toBe(false);
    expect((await createPage(ctx, { title: "", parentId: "nope" })).ok).toBe(false);
    expect((await createPage(ctx, { title: "Kind", parentId: randomUUID() })).ok).toBe(false);
    // Deeper than three levels: refused.
    const l1 = await createPage(ctx, { title: "Ebene eins" });
    const l2 = l1.ok ? await createPage(ctx, { title: "Ebene zwei", parentId: l1.value.id }) : l1;
    const l3 = l2.ok ? await createPage(ctx, { title: "Ebene drei", parentId: l2.value.id }) : l2;
    expect(l3.ok).toBe(true);
    const l4 = l3.ok ? await createPage(ctx, { title: "Ebene vier", parentId: l3.value.id }) : l3;
    expect(!l4.ok && l4.error).toMatchObject({ fields: { parentId: ["cms-editor:errors.too_deep"] } });
    // A page cannot move below itself.
    if (l1.ok && l3.ok) {
      const loop = await movePage(ctx, { id: l1.value.id, parentId: l3.value.id, index: 0 });
      expect(!loop.ok && loop.error.code).toBe("invalid");
    }
    const rows = await db.select().from(schema.cmsPages).where(isNull(schema.cmsPages.deletedAt));
    expect(rows.length).toBeGreaterThan(0);
  });
});
