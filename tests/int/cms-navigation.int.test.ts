/**
 * The navigation editor on PGlite and PostgreSQL: saving a link changes what visitors'
 * top menu shows, reordering moves it, a javascript: link is refused with a translated field error, and
 * an editor of one project gets "not found" for another project's link.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getNavigation } from "../../app/core/cms/cms.service.server";
import {
  deleteNavLink,
  listNavEditor,
  moveNavLink,
  saveNavLink,
  stepNavLink,
} from "../../app/core/cms/nav-editor.service.server";
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

describe.each(testDrivers())("CMS navigation editor on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let A: Project;
  let B: Project;
  let editorA: SessionUser;
  let editorB: SessionUser;
  let salesA: SessionUser;

  async function principal(project: Project, roles: string[]): Promise<SessionUser> {
    const [user] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.projectId, project.id))
      .limit(1);
    return {
      id: user!.id,
      email: user!.email,
      roles,
      inHolding: false,
      projectId: project.id,
      companyId: project.companyId,
      firstName: "C",
      lastName: "M",
      ...SESSION_DEFAULTS,
    } as SessionUser;
  }
  const as = (who: SessionUser, project: Project, locale: Locale = "de") =>
    serviceContextFor(db, project, { locale, principal: who });
  const visitor = (project: Project, locale: Locale) => serviceContextFor(db, project, { locale });

  async function links(project: Project, who: SessionUser) {
    const listed = await listNavEditor(as(who, project));
    if (!listed.ok) throw new Error("no list");
    return listed.value;
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    A = (await resolveProject(db, "localhost"))!;
    B = (await resolveProject(db, "community.localhost"))!;
    editorA = await principal(A, ["cms_editor"]);
    editorB = await principal(B, ["cms_editor"]);
    salesA = await principal(A, ["sales"]);
  });
  afterAll(() => database?.drop());

  it("saves a link's text per language and visitors' menu shows it, the other language unchanged", async () => {
    const [first] = await links(A, editorA);
    const enBefore = await getNavigation(visitor(A, "en"));
    const saved = await saveNavLink(as(editorA, A), {
      id: first!.id,
      iconClass: "icon-car",
      listClassName: "highlight",
      content: {
        ...Object.fromEntries(
          Object.entries(first!.content).map(([lang, c]) => [
            lang,
            { text: c!.text, link: c!.link ?? "", dropdown: JSON.stringify(c!.dropdown) },
          ]),
        ),
        de: {
          text: "Gebrauchte Autos",
          link: "/gebrauchtwagen",
          dropdown: JSON.stringify([
            {
              type: "links_list",
              title: "Beliebt",
              links: [{ title: "Kombis", link: "/gebrauchtwagen?body=kombi" }],
            },
          ]),
        },
      },
    });
    expect(saved).toEqual({ ok: true, value: { id: first!.id } });
    const de = await getNavigation(visitor(A, "de"));
    expect(de[0]).toMatchObject({
      id: first!.id,
      text: "Gebrauchte Autos",
      link: "/gebrauchtwagen",
      iconClass: "icon-car",
      listClassName: "highlight",
      dropdown: [
        {
          type: "links_list",
          title: "Beliebt",
          links: [{ title: "Kombis", link: "/gebrauchtwagen?body=kombi" }],
        },
      ],
    });
    // English keeps its text, link and dropdown (icon and list classes are shared by all languages).
    const words = (nav: typeof enBefore) =>
      nav.map(({ id, text, link, dropdown }) => ({ id, text, link, dropdown }));
    expect(words(await getNavigation(visitor(A, "en")))).toEqual(words(enBefore));
  });

  it("adds, reorders (drag target index and up/down) and deletes links", async () => {
    const created = await saveNavLink(as(editorA, A), {
      content: { de: { text: "Werkstatt", link: "/werkstatt", dropdown: "" } },
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const id = created.value.id;
    let order = (await links(A, editorA)).map((l) => l.id);
    expect(order.at(-1)).toBe(id);

    expect((await moveNavLink(as(editorA, A), { id, index: "0" })).ok).toBe(true);
    order = (await links(A, editorA)).map((l) => l.id);
    expect(order[0]).toBe(id);
    expect((await getNavigation(visitor(A, "de")))[0]!.text).toBe("Werkstatt");

    expect((await stepNavLink(as(editorA, A), id, "down")).ok).toBe(true);
    const afterStep = (await links(A, editorA)).map((l) => l.id);
    expect(afterStep.slice(0, 2)).toEqual([order[1], id]);
    expect((await getNavigation(visitor(A, "de"))).map((l) => l.id).slice(0, 2)).toEqual([order[1], id]);

    expect((await deleteNavLink(as(editorA, A), id)).ok).toBe(true);
    expect((await links(A, editorA)).some((l) => l.id === id)).toBe(false);
  });

  it("refuses javascript:, protocol-relative and http links with a translated field error", async () => {
    const before = await links(A, editorA);
    for (const bad of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "//evil.example",
      "http://x.example",
      "/\\evil",
    ]) {
      const result = await saveNavLink(as(editorA, A), {
        content: { de: { text: "Böse", link: bad, dropdown: "" } },
      });
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe("invalid");
        expect(result.error.message).toBe("cms-editor:navigation.errors.bad_link");
      }
    }
    const inDropdown = await saveNavLink(as(editorA, A), {
      content: {
        de: {
          text: "Böse",
          link: "/x",
          dropdown: JSON.stringify([
            { type: "links_list", title: "T", links: [{ title: "x", link: "javascript:alert(1)" }] },
          ]),
        },
      },
    });
    expect(inDropdown.ok).toBe(false);
    // Hostile shapes: wrong types, huge strings, broken JSON: refused, never thrown.
    for (const input of [
      null,
      "x",
      { content: "nope" },
      { content: { de: { text: "x".repeat(100_000), link: "/", dropdown: "" } } },
      { content: { de: { text: "x", link: "/", dropdown: "{not json" } } },
      { content: { de: { text: "x", link: "/", dropdown: '[{"type":"video"}]' } } },
      { iconClass: '"><script>', content: { de: { text: "x", link: "/", dropdown: "" } } },
    ]) {
      const result = await saveNavLink(as(editorA, A), input);
      expect(result.ok ? "saved" : result.error.code).toBe("invalid");
    }
    expect(await links(A, editorA)).toEqual(before);
  });

  it("keeps projects apart and other roles out", async () => {
    const [linkA] = await links(A, editorA);
    const beforeA = await links(A, editorA);
    // B's editor does not find A's link, whatever they try.
    expect(
      await saveNavLink(as(editorB, B), {
        id: linkA!.id,
        content: { de: { text: "Gekapert", link: "/", dropdown: "" } },
      }),
    ).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(await deleteNavLink(as(editorB, B), linkA!.id)).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await moveNavLink(as(editorB, B), { id: linkA!.id, index: 0 })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await stepNavLink(as(editorB, B), linkA!.id, "up")).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect((await links(B, editorB)).some((l) => l.id === linkA!.id)).toBe(false);
    expect(await links(A, editorA)).toEqual(beforeA);
    // A sales person of A may not edit the navigation at all.
    expect(await listNavEditor(as(salesA, A))).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(await deleteNavLink(as(salesA, A), linkA!.id)).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    expect(await deleteNavLink(as(editorA, A), "not-a-uuid")).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
  });
});
