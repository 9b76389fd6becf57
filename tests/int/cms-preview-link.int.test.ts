/**
 * The CMS page's private preview link (decision 0046): it answers for 7 days, an editor can revoke it at
 * once from the editor, and the next preview makes a new token; an expired or revoked link is 404.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPreview, previewLink, revokePreviewLink } from "../../app/core/cms/cms-editor.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { cmsPages, users } from "../../app/db/schema";
import {
  createTestDatabase,
  SESSION_DEFAULTS,
  serviceContextFor,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDrivers())("CMS preview links on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let dealer: Project;
  let community: Project;
  let pageId = "";
  const db = () => database.handle.db;

  async function principal(email: string, roles: string[], project: Project): Promise<SessionUser> {
    const [user] = await db().select().from(users).where(eq(users.email, email));
    return {
      id: user!.id,
      email,
      roles,
      inHolding: false,
      projectId: project.id,
      companyId: project.companyId,
      firstName: "C",
      lastName: "M",
      ...SESSION_DEFAULTS,
    };
  }
  const editor = async (now?: Date, project = dealer) =>
    serviceContextFor(db(), project, {
      locale: "en",
      principal: await principal("cms@autohaus-brandt.example", ["cms_editor"], project),
      now,
    });
  const visitor = (now?: Date) => serviceContextFor(db(), dealer, { locale: "en", now });
  const stored = async () =>
    (
      await db()
        .select({ token: cmsPages.previewToken, expiresAt: cmsPages.previewTokenExpiresAt })
        .from(cmsPages)
        .where(eq(cmsPages.id, pageId))
    )[0]!;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(db());
    dealer = (await resolveProject(db(), "localhost"))!;
    community = (await resolveProject(db(), "community.localhost"))!;
    const [row] = await db()
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(and(eq(cmsPages.projectId, dealer.id), eq(cmsPages.systemKey, "aboutUs")));
    pageId = row!.id;
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
  });

  it("answers for 7 days, then 404; the next preview makes a new token", async () => {
    await db()
      .update(cmsPages)
      .set({ previewToken: null, previewTokenExpiresAt: null })
      .where(eq(cmsPages.id, pageId));
    const madeAt = new Date();
    const link = await previewLink(await editor(madeAt), pageId);
    if (!link.ok) throw new Error("no link");
    expect(new Date(link.value.expiresAt).getTime()).toBe(madeAt.getTime() + 7 * DAY);
    // The editor shows the same link while it lasts.
    expect(await previewLink(await editor(new Date(madeAt.getTime() + DAY)), pageId)).toEqual(link);
    expect((await getPreview(visitor(new Date(madeAt.getTime() + 6 * DAY)), link.value.token)).ok).toBe(true);
    const late = new Date(madeAt.getTime() + 7 * DAY + 1000);
    expect(await getPreview(visitor(late), link.value.token)).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    const renewed = await previewLink(await editor(late), pageId);
    if (!renewed.ok) throw new Error("no link");
    expect(renewed.value.token).not.toBe(link.value.token);
    expect((await getPreview(visitor(late), renewed.value.token)).ok).toBe(true);
    expect((await getPreview(visitor(late), link.value.token)).ok).toBe(false);
  });

  it("refuses a token stored before links expired (no end recorded)", async () => {
    const token = "L".repeat(32);
    await db()
      .update(cmsPages)
      .set({ previewToken: token, previewTokenExpiresAt: null })
      .where(eq(cmsPages.id, pageId));
    expect((await getPreview(visitor(), token)).ok).toBe(false);
    const fresh = await previewLink(await editor(), pageId);
    expect(fresh.ok && fresh.value.token).not.toBe(token);
  });

  it("revokes: the link is 404 at once; only the page's CMS editors may revoke", async () => {
    const link = await previewLink(await editor(), pageId);
    if (!link.ok) throw new Error("no link");
    const sales = serviceContextFor(db(), dealer, {
      principal: await principal("sales@autohaus-brandt.example", ["sales"], dealer),
    });
    expect(await revokePreviewLink(sales, pageId)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    // Another site's editor does not find the page; bad ids are not found either.
    expect(await revokePreviewLink(await editor(undefined, community), pageId)).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    for (const bad of ["42", "' OR 1=1", null, "x".repeat(10_000)]) {
      expect((await revokePreviewLink(await editor(), bad)).ok).toBe(false);
    }
    expect((await getPreview(visitor(), link.value.token)).ok).toBe(true);

    expect(await revokePreviewLink(await editor(), pageId)).toEqual({ ok: true, value: { revoked: true } });
    expect(await stored()).toEqual({ token: null, expiresAt: null });
    expect((await getPreview(visitor(), link.value.token)).ok).toBe(false);
    const next = await previewLink(await editor(), pageId);
    expect(next.ok && next.value.token).not.toBe(link.value.token);
  });

  it.runIf(hasBuild())("the editor's revoke button ends the link; the link page answers 404", async () => {
    const cookie = await loginCookie(request, "cms@autohaus-brandt.example");
    const editorPage = await request(`/en/account/cms/${pageId}`, { headers: { cookie } });
    expect(editorPage.status).toBe(200);
    const html = await editorPage.text();
    const href = /href="(\/en\/pages-preview\/[A-Za-z0-9_-]{32})"/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(html).toContain("Revoke preview link");
    expect((await request(href!)).status).toBe(200);

    const post = (who: string) =>
      request(`/en/account/cms/${pageId}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://localhost",
          cookie: who,
        },
        body: new URLSearchParams({ intent: "revoke_preview", lang: "en" }).toString(),
      });
    const salesCookie = await loginCookie(request, "sales@autohaus-brandt.example");
    expect((await post(salesCookie)).status).toBe(403);
    expect((await request(href!)).status).toBe(200);

    const revoked = await post(cookie);
    expect(revoked.status).toBe(200);
    expect(await revoked.text()).toContain("The preview link was revoked");
    expect((await request(href!)).status).toBe(404);
    // The editor now shows a new link, which answers.
    const again = await (await request(`/en/account/cms/${pageId}`, { headers: { cookie } })).text();
    const next = /href="(\/en\/pages-preview\/[A-Za-z0-9_-]{32})"/.exec(again)?.[1];
    expect(next).toBeDefined();
    expect(next).not.toBe(href);
    expect((await request(next!)).status).toBe(200);

    // An expired link answers 404 too.
    await db()
      .update(cmsPages)
      .set({ previewTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(cmsPages.id, pageId));
    expect((await request(next!)).status).toBe(404);
  });
});
