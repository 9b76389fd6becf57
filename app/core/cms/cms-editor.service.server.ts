/**
 * The CMS page editor's use cases (`account/cms`, `cms/{id}`): the page tree, drafts
 * per language (autosaved), versions, publishing one language at a time, scheduled publishing, slug
 * redirects and the private preview. Only the CMS group; every row through the tenant scope.
 *
 * Model (decision 0029): `cms_page_translations` is the published copy visitors get; the editor works
 * on `cms_page_drafts`. Publishing copies one language's draft over its published row and nothing else.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Db } from "../../db/client.server";
import { projectTimeZone, zonedTimeToUtc } from "../../shared/date-time";
import { isLocale, LOCALES, type Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { can, type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped, scopeOf, type TenantScope } from "../context/tenant-scope.server";
import { MENU_VERSIONS } from "../tenancy/menu-versions";
import {
  type DraftRow,
  deletePages,
  deletePublished,
  deleteRedirects,
  findPage,
  findPageByPreviewToken,
  findPageForUpdate,
  findVersion,
  insertPage,
  insertRedirects,
  insertVersion,
  listDrafts,
  listDueDrafts,
  listPages,
  listPublished,
  listVersions,
  type PageRow,
  type PublishedRow,
  setDraftPublishAt,
  updatePages,
  upsertDraft,
  writePublished,
} from "./cms-editor.repo.server";
import {
  fitsDepth,
  freeSlug,
  type LanguageContent,
  MAX_PAGE_DEPTH,
  type PublishState,
  publishState,
  SLUG_MAX,
  slugify,
  slugProblem,
} from "./cms-rules";
import { imagesWithoutAlt, sanitizeContentHtml } from "./sanitize.server";
import { type DiffPart, htmlToText, wordDiff } from "./word-diff";

export const MENU_BACKGROUNDS = ["dark"] as const;
export const LOGO_VERSIONS = ["white"] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: unknown): v is string => typeof v === "string" && UUID.test(v);

const forbidden = () => err({ code: "forbidden" as const });
const notFound = () => err({ code: "not_found" as const });
const invalid = (fields: Record<string, string[]>) =>
  err({ code: "invalid" as const, message: Object.values(fields)[0]?.[0], fields });

function allowed(ctx: ServiceContext): boolean {
  return can(ctx, "cms");
}

// ---------------------------------------------------------------------------------------------------
// The tree

export type TreeNode = {
  id: string;
  parentId: string | null;
  systemKey: string | null;
  depth: number;
  /** The title shown in the tree: the editor's language, else any. */
  title: string;
  states: PublishState[];
  deletedAt: string | null;
  updatedAt: string;
};

type Snapshot = {
  pages: PageRow[];
  published: PublishedRow[];
  drafts: DraftRow[];
};

async function snapshot(scope: TenantScope): Promise<Snapshot> {
  const pages = await listPages(scope);
  const ids = pages.map((p) => p.id);
  const [published, drafts] = await Promise.all([listPublished(scope, ids), listDrafts(scope, ids)]);
  return { pages, published, drafts };
}

function depthOf(pages: Map<string, PageRow>, id: string): number {
  let depth = 0;
  let current = pages.get(id);
  while (current && depth <= MAX_PAGE_DEPTH + 1) {
    depth++;
    current = current.parentId ? pages.get(current.parentId) : undefined;
  }
  return depth;
}

/**
 * A parent's pages in their order: by position; among equal positions (pages never moved, such as the
 * seeded ones) generic pages before system pages, then by age and key, so the order is stable.
 */
function childrenOf(pages: PageRow[], parentId: string | null): PageRow[] {
  return pages
    .filter((p) => (p.parentId ?? null) === parentId)
    .sort(
      (a, b) =>
        a.position - b.position ||
        Number(a.systemKey !== null) - Number(b.systemKey !== null) ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        (a.systemKey ?? "").localeCompare(b.systemKey ?? "") ||
        a.id.localeCompare(b.id),
    );
}

function descendantsOf(pages: PageRow[], id: string): string[] {
  const out: string[] = [];
  let frontier = [id];
  while (frontier.length) {
    const next = pages.filter((p) => p.parentId && frontier.includes(p.parentId)).map((p) => p.id);
    out.push(...next);
    frontier = next;
  }
  return out;
}

/** Levels of a page's subtree (1: no children). */
function heightOf(pages: PageRow[], id: string): number {
  const kids = pages.filter((p) => p.parentId === id);
  return 1 + Math.max(0, ...kids.map((k) => heightOf(pages, k.id)));
}

function content(row: LanguageContent): LanguageContent {
  return {
    title: row.title,
    slug: row.slug,
    contentHtml: row.contentHtml,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}

function statesOf(snap: Snapshot, pageId: string, langs: readonly Locale[]): PublishState[] {
  return langs.map((lang) =>
    publishState(
      lang,
      snap.drafts.find((d) => d.pageId === pageId && d.lang === lang) ?? null,
      snap.published.find((p) => p.pageId === pageId && p.lang === lang) ?? null,
    ),
  );
}

/** The live path (`parent/child`) of every live page per language; what the storefront resolves. */
export function livePaths(snap: Pick<Snapshot, "pages" | "published">): Map<string, string> {
  const pages = new Map(snap.pages.map((p) => [p.id, p]));
  const slug = new Map(snap.published.map((t) => [`${t.pageId}|${t.lang}`, t.slug]));
  const out = new Map<string, string>();
  for (const t of snap.published) {
    const parts: string[] = [];
    let current = pages.get(t.pageId);
    let ok = true;
    while (current) {
      if (current.deletedAt || current.systemKey) {
        ok = false;
        break;
      }
      const s = slug.get(`${current.id}|${t.lang}`);
      if (!s) {
        ok = false;
        break;
      }
      parts.unshift(s);
      current = current.parentId ? pages.get(current.parentId) : undefined;
    }
    if (ok && parts.length <= MAX_PAGE_DEPTH) out.set(`${t.pageId}|${t.lang}`, parts.join("/"));
  }
  return out;
}

/**
 * After a change of slugs or places: each live path that moved keeps a 301 to its page; a path that is
 * live again stops redirecting.
 */
async function recordMovedPaths(scope: TenantScope, before: Map<string, string>, now: Date): Promise<void> {
  const after = livePaths(await snapshot(scope));
  const moved: { lang: string; path: string; pageId: string; createdAt: Date }[] = [];
  for (const [key, oldPath] of before) {
    const [pageId, lang] = key.split("|") as [string, string];
    const newPath = after.get(key);
    if (newPath !== undefined && newPath !== oldPath)
      moved.push({ lang, path: oldPath, pageId, createdAt: now });
  }
  await insertRedirects(scope, moved);
  const live = new Map<string, string[]>();
  for (const [key, path] of after) {
    const lang = key.split("|")[1]!;
    live.set(lang, [...(live.get(lang) ?? []), path]);
  }
  for (const [lang, paths] of live) await deleteRedirects(scope, lang, paths);
}

export type PageTree = { pages: TreeNode[]; bin: TreeNode[] };

export async function getPageTree(ctx: ServiceContext): Promise<Result<PageTree>> {
  if (!allowed(ctx)) return forbidden();
  const snap = await snapshot(scoped(ctx));
  const byId = new Map(snap.pages.map((p) => [p.id, p]));
  const langs = ctx.project.languages;
  const node = (p: PageRow): TreeNode => {
    const titleIn = (lang: string) =>
      snap.drafts.find((d) => d.pageId === p.id && d.lang === lang)?.title ??
      snap.published.find((t) => t.pageId === p.id && t.lang === lang)?.title;
    return {
      id: p.id,
      parentId: p.parentId,
      systemKey: p.systemKey,
      depth: depthOf(byId, p.id),
      title:
        titleIn(ctx.locale) ?? titleIn(ctx.project.defaultLanguage) ?? langs.map(titleIn).find(Boolean) ?? "",
      states: statesOf(snap, p.id, langs),
      deletedAt: p.deletedAt?.toISOString() ?? null,
      // The page's own settings or any language's draft, whichever changed last.
      updatedAt: new Date(
        Math.max(
          p.updatedAt.getTime(),
          ...snap.drafts.filter((d) => d.pageId === p.id).map((d) => d.updatedAt.getTime()),
        ),
      ).toISOString(),
    };
  };
  // Depth-first in sibling order: the order the tree is shown in.
  const live = snap.pages.filter((p) => !p.deletedAt);
  const ordered: TreeNode[] = [];
  const walk = (parentId: string | null) => {
    for (const p of childrenOf(live, parentId)) {
      ordered.push(node(p));
      walk(p.id);
    }
  };
  walk(null);
  const bin = snap.pages
    .filter((p) => p.deletedAt && !(p.parentId && byId.get(p.parentId)?.deletedAt))
    .map(node);
  return ok({ pages: ordered, bin });
}

const titleSchema = z
  .string()
  .trim()
  .min(1, "cms-editor:errors.required")
  .max(200, "cms-editor:errors.too_long");

export const createPageSchema = z.object({
  title: titleSchema,
  parentId: z
    .string()
    .optional()
    .transform((v) => (v ? v : null)),
});

function draftRow(
  pageId: string,
  lang: Locale,
  c: LanguageContent,
  ctx: ServiceContext,
  publishAt: Date | null = null,
): Omit<DraftRow, "projectId"> {
  return {
    pageId,
    lang,
    title: c.title,
    slug: c.slug,
    contentHtml: c.contentHtml,
    seoTitle: c.seoTitle,
    seoDescription: c.seoDescription,
    publishAt,
    updatedAt: ctx.clock.now(),
    updatedBy: ctx.principal?.id ?? null,
  };
}

/** Slugs the siblings under `parentId` use in `lang` (drafts and published), except `exceptId`'s. */
function siblingSlugs(
  snap: Snapshot,
  parentId: string | null,
  lang: string,
  exceptId: string | null,
): Set<string> {
  const ids = new Set(
    snap.pages
      .filter((p) => !p.deletedAt && !p.systemKey && (p.parentId ?? null) === parentId && p.id !== exceptId)
      .map((p) => p.id),
  );
  return new Set(
    [...snap.drafts, ...snap.published]
      .filter((r) => ids.has(r.pageId) && r.lang === lang)
      .map((r) => r.slug),
  );
}

/** A new, unpublished page at the end of its siblings, with a draft in the editor's language. */
export async function createPage(ctx: ServiceContext, input: unknown): Promise<Result<{ id: string }>> {
  if (!allowed(ctx)) return forbidden();
  const parsed = createPageSchema.safeParse(input);
  if (!parsed.success)
    return invalid({ title: [parsed.error.issues[0]?.message ?? "cms-editor:errors.invalid"] });
  const { title, parentId } = parsed.data;
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const snap = await snapshot(scope);
    const byId = new Map(snap.pages.map((p) => [p.id, p]));
    if (parentId !== null) {
      const parent = isUuid(parentId) ? byId.get(parentId) : undefined;
      if (!parent || parent.deletedAt || parent.systemKey)
        return invalid({ parentId: ["cms-editor:errors.bad_parent"] });
      if (!fitsDepth(depthOf(byId, parent.id), 1))
        return invalid({ parentId: ["cms-editor:errors.too_deep"] });
    }
    const lang = tx.locale;
    const base = slugify(title) || "seite";
    const slug = freeSlug(
      slugProblem(base, parentId === null) === "reserved" ? `${base}-seite` : base,
      siblingSlugs(snap, parentId, lang, null),
    );
    const position = childrenOf(
      snap.pages.filter((p) => !p.deletedAt),
      parentId,
    ).length;
    const [page] = await insertPage(scope, { parentId, position, published: true });
    await upsertDraft(
      scope,
      draftRow(page!.id, lang, { title, slug, contentHtml: "", seoTitle: null, seoDescription: null }, tx),
    );
    return ok({ id: page!.id });
  });
}

/** A copy of a page (not its children) right after it, unpublished, with every language as a draft. */
export async function duplicatePage(ctx: ServiceContext, id: unknown): Promise<Result<{ id: string }>> {
  if (!allowed(ctx)) return forbidden();
  if (!isUuid(id)) return notFound();
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const snap = await snapshot(scope);
    const page = snap.pages.find((p) => p.id === id);
    if (!page || page.deletedAt) return notFound();
    if (page.systemKey) return invalid({ form: ["cms-editor:errors.system_page"] });
    const siblings = childrenOf(
      snap.pages.filter((p) => !p.deletedAt),
      page.parentId,
    );
    const after = siblings.filter((s) => s.position > page.position).map((s) => s.id);
    for (const s of siblings) {
      if (after.includes(s.id)) await updatePages(scope, [s.id], { position: s.position + 1 });
    }
    const [copy] = await insertPage(scope, {
      parentId: page.parentId,
      position: page.position + 1,
      menuVersion: page.menuVersion,
      menuBackground: page.menuBackground,
      logoVersion: page.logoVersion,
      published: true,
    });
    for (const lang of LOCALES) {
      const source =
        snap.drafts.find((d) => d.pageId === page.id && d.lang === lang) ??
        snap.published.find((t) => t.pageId === page.id && t.lang === lang);
      if (!source) continue;
      const slug = freeSlug(source.slug, siblingSlugs(snap, page.parentId, lang, null));
      await upsertDraft(scope, draftRow(copy!.id, lang, { ...content(source), slug }, tx));
    }
    return ok({ id: copy!.id });
  });
}

export type MoveInput = { id: string; parentId: string | null; index: number };

/**
 * Puts a page under `parentId` (null: the top level) at `index` among its new siblings. System pages
 * stay where they are; a page cannot go below itself, nor deeper than three levels with its subtree;
 * its slugs must be free among the new siblings. Live paths that change keep a 301.
 */
export async function movePage(ctx: ServiceContext, input: unknown): Promise<Result<null>> {
  if (!allowed(ctx)) return forbidden();
  const parsed = z
    .object({
      id: z.string().regex(UUID),
      parentId: z.union([z.string().regex(UUID), z.literal(""), z.null()]).transform((v) => v || null),
      index: z.coerce.number().int().min(0).max(10_000),
    })
    .safeParse(input);
  if (!parsed.success) return notFound();
  const { id, parentId, index } = parsed.data;
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const snap = await snapshot(scope);
    const pages = snap.pages.filter((p) => !p.deletedAt);
    const byId = new Map(pages.map((p) => [p.id, p]));
    const page = byId.get(id);
    if (!page) return notFound();
    if (page.systemKey) return invalid({ form: ["cms-editor:errors.system_page"] });
    if (parentId !== null) {
      const parent = byId.get(parentId);
      if (!parent || parent.systemKey) return invalid({ form: ["cms-editor:errors.bad_parent"] });
      if (parentId === id || descendantsOf(pages, id).includes(parentId)) {
        return invalid({ form: ["cms-editor:errors.into_itself"] });
      }
      if (!fitsDepth(depthOf(byId, parentId), heightOf(pages, id))) {
        return invalid({ form: ["cms-editor:errors.too_deep"] });
      }
    }
    if ((page.parentId ?? null) !== parentId) {
      for (const lang of LOCALES) {
        const taken = siblingSlugs(snap, parentId, lang, id);
        const own = [...snap.drafts, ...snap.published].filter((r) => r.pageId === id && r.lang === lang);
        if (own.some((r) => taken.has(r.slug)))
          return invalid({ form: ["cms-editor:errors.slug_taken_move"] });
        if (parentId === null && own.some((r) => slugProblem(r.slug, true) === "reserved")) {
          return invalid({ form: ["cms-editor:errors.slug_reserved"] });
        }
      }
    }
    const before = livePaths(snap);
    const siblings = childrenOf(pages, parentId).filter((p) => p.id !== id);
    siblings.splice(Math.min(index, siblings.length), 0, page);
    for (const [i, s] of siblings.entries()) {
      if (s.id === id) await updatePages(scope, [id], { parentId, position: i, updatedAt: tx.clock.now() });
      else if (s.position !== i) await updatePages(scope, [s.id], { position: i });
    }
    await recordMovedPaths(scope, before, tx.clock.now());
    return ok(null);
  });
}

/** The buttons' moves (work without JavaScript): one up or down, under the previous sibling, one level out. */
export async function stepPage(ctx: ServiceContext, id: unknown, step: unknown): Promise<Result<null>> {
  if (!allowed(ctx)) return forbidden();
  if (!isUuid(id) || !["up", "down", "indent", "outdent"].includes(String(step))) return notFound();
  const pages = (await listPages(scoped(ctx))).filter((p) => !p.deletedAt);
  const page = pages.find((p) => p.id === id);
  if (!page) return notFound();
  const siblings = childrenOf(pages, page.parentId);
  const at = siblings.findIndex((s) => s.id === id);
  switch (step) {
    case "up":
      return movePage(ctx, { id, parentId: page.parentId, index: Math.max(0, at - 1) });
    case "down":
      return movePage(ctx, { id, parentId: page.parentId, index: at + 1 });
    case "indent": {
      const previous = siblings[at - 1];
      if (!previous) return invalid({ form: ["cms-editor:errors.cannot_indent"] });
      return movePage(ctx, { id, parentId: previous.id, index: childrenOf(pages, previous.id).length });
    }
    default: {
      if (!page.parentId) return invalid({ form: ["cms-editor:errors.cannot_outdent"] });
      const parent = pages.find((p) => p.id === page.parentId);
      const parentSiblings = childrenOf(pages, parent?.parentId ?? null);
      const parentAt = parentSiblings.findIndex((s) => s.id === parent?.id);
      return movePage(ctx, { id, parentId: parent?.parentId ?? null, index: parentAt + 1 });
    }
  }
}

/** To the recycle bin with its subpages (visitors get 404 at once); system pages cannot go. */
export async function trashPage(ctx: ServiceContext, id: unknown): Promise<Result<null>> {
  if (!allowed(ctx)) return forbidden();
  if (!isUuid(id)) return notFound();
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const pages = await listPages(scope);
    const page = pages.find((p) => p.id === id && !p.deletedAt);
    if (!page) return notFound();
    const ids = [id, ...descendantsOf(pages, id)];
    if (pages.some((p) => ids.includes(p.id) && p.systemKey))
      return invalid({ form: ["cms-editor:errors.system_page"] });
    await updatePages(
      scope,
      ids.filter((i) => !pages.find((p) => p.id === i)?.deletedAt),
      { deletedAt: tx.clock.now() },
    );
    return ok(null);
  });
}

/** Back from the bin with the subpages deleted with it; at the top level if its parent is gone. */
export async function restorePage(ctx: ServiceContext, id: unknown): Promise<Result<null>> {
  if (!allowed(ctx)) return forbidden();
  if (!isUuid(id)) return notFound();
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const snap = await snapshot(scope);
    const page = snap.pages.find((p) => p.id === id && p.deletedAt);
    if (!page?.deletedAt) return notFound();
    const stamp = page.deletedAt.getTime();
    const ids = [id, ...descendantsOf(snap.pages, id)].filter(
      (i) => snap.pages.find((p) => p.id === i)?.deletedAt?.getTime() === stamp,
    );
    const parent = page.parentId ? snap.pages.find((p) => p.id === page.parentId) : undefined;
    const parentId = parent && !parent.deletedAt ? parent.id : null;
    for (const lang of LOCALES) {
      const taken = siblingSlugs(snap, parentId, lang, id);
      const own = [...snap.drafts, ...snap.published].filter((r) => r.pageId === id && r.lang === lang);
      if (own.some((r) => taken.has(r.slug)))
        return invalid({ form: ["cms-editor:errors.slug_taken_restore"] });
    }
    const position = childrenOf(
      snap.pages.filter((p) => !p.deletedAt),
      parentId,
    ).length;
    await updatePages(scope, ids, { deletedAt: null });
    await updatePages(scope, [id], { parentId, position });
    return ok(null);
  });
}

/** Deleted for good, with its subpages: only from the recycle bin. */
export async function purgePage(ctx: ServiceContext, id: unknown): Promise<Result<null>> {
  if (!allowed(ctx)) return forbidden();
  if (!isUuid(id)) return notFound();
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const pages = await listPages(scope);
    const page = pages.find((p) => p.id === id);
    if (!page?.deletedAt || page.systemKey) return notFound();
    const ids = [id, ...descendantsOf(pages, id)];
    // Deepest first: a page's parent reference must go before the parent.
    for (const i of [...ids].reverse()) await deletePages(scope, [i]);
    return ok(null);
  });
}

// ---------------------------------------------------------------------------------------------------
// The editor

export type LanguageEdit = {
  lang: Locale;
  /** The working copy: the draft, else the published text, else empty. */
  draft: LanguageContent & { updatedAt: string | null };
  published: (LanguageContent & { publishedAt: string }) | null;
  state: PublishState;
  versions: { id: string; reason: string; createdAt: string; author: string | null }[];
};

export type PageEdit = {
  id: string;
  systemKey: string | null;
  parentId: string | null;
  menuVersion: string | null;
  menuBackground: string | null;
  logoVersion: string | null;
  /** The live path per language (generic pages), for "view live". */
  livePaths: Partial<Record<Locale, string>>;
  languages: LanguageEdit[];
};

const EMPTY: LanguageContent = { title: "", slug: "", contentHtml: "", seoTitle: null, seoDescription: null };

export async function getPageEdit(ctx: ServiceContext, id: unknown): Promise<Result<PageEdit>> {
  if (!allowed(ctx)) return forbidden();
  if (!isUuid(id)) return notFound();
  const scope = scoped(ctx);
  const snap = await snapshot(scope);
  const page = snap.pages.find((p) => p.id === id);
  if (!page || page.deletedAt) return notFound();
  const paths = livePaths(snap);
  const languages: LanguageEdit[] = [];
  for (const lang of ctx.project.languages) {
    const draft = snap.drafts.find((d) => d.pageId === id && d.lang === lang);
    const published = snap.published.find((t) => t.pageId === id && t.lang === lang);
    const versions = await listVersions(scope, id, lang, 30);
    languages.push({
      lang,
      draft: { ...content(draft ?? published ?? EMPTY), updatedAt: draft?.updatedAt.toISOString() ?? null },
      published: published
        ? { ...content(published), publishedAt: published.publishedAt.toISOString() }
        : null,
      state: publishState(lang, draft ?? null, published ?? null),
      versions: versions.map((v) => ({
        id: v.id,
        reason: v.reason,
        createdAt: v.createdAt.toISOString(),
        author: v.authorFirstName ? `${v.authorFirstName} ${v.authorLastName ?? ""}`.trim() : null,
      })),
    });
  }
  return ok({
    id: page.id,
    systemKey: page.systemKey,
    parentId: page.parentId,
    menuVersion: page.menuVersion,
    menuBackground: page.menuBackground,
    logoVersion: page.logoVersion,
    livePaths: Object.fromEntries(
      ctx.project.languages.flatMap((l) => {
        const p = paths.get(`${id}|${l}`);
        return p ? [[l, p]] : [];
      }),
    ),
    languages,
  });
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "cms-editor:errors.too_long")
    .nullish()
    .transform((v) => (v ? v : null));

export const draftSchema = z.object({
  title: titleSchema,
  slug: z.string().trim().toLowerCase().max(SLUG_MAX, "cms-editor:errors.too_long").optional().default(""),
  contentHtml: z.string().max(200_000, "cms-editor:errors.too_long").optional().default(""),
  seoTitle: optionalText(200),
  seoDescription: optionalText(500),
});

function langOf(ctx: ServiceContext, lang: unknown): Locale | null {
  return isLocale(lang) && ctx.project.languages.includes(lang) ? lang : null;
}

/**
 * Saves the working copy of one language (sanitized). `autosave` keeps no version; a plain save does.
 * Refused (nothing stored): a missing title, a bad or taken slug, an image without alternative text.
 */
export async function saveDraft(
  ctx: ServiceContext,
  args: { id: unknown; lang: unknown; input: unknown; autosave?: boolean },
): Promise<Result<{ updatedAt: string }>> {
  if (!allowed(ctx)) return forbidden();
  const lang = langOf(ctx, args.lang);
  if (!isUuid(args.id) || !lang) return notFound();
  const id = args.id;
  const parsed = draftSchema.safeParse(args.input);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "form");
      const key = issue.message.startsWith("cms-editor:") ? issue.message : "cms-editor:errors.invalid";
      fields[name] = [...(fields[name] ?? []), key];
    }
    return invalid(fields);
  }
  const input = parsed.data;
  if (imagesWithoutAlt(input.contentHtml) > 0)
    return invalid({ contentHtml: ["cms-editor:errors.image_alt"] });
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const page = await findPageForUpdate(scope, id);
    if (!page || page.deletedAt) return notFound();
    const snap = await snapshot(scope);
    const existing = snap.drafts.find((d) => d.pageId === id && d.lang === lang);
    let slug = input.slug;
    if (page.systemKey) {
      // A system page's address is its fixed route; its slug is kept as it was.
      slug =
        existing?.slug ??
        snap.published.find((t) => t.pageId === id && t.lang === lang)?.slug ??
        slugify(input.title);
    } else {
      if (!slug) slug = slugify(input.title);
      const problem = slugProblem(slug, page.parentId === null);
      if (problem) return invalid({ slug: [`cms-editor:errors.slug_${problem}`] });
      if (siblingSlugs(snap, page.parentId, lang, id).has(slug))
        return invalid({ slug: ["cms-editor:errors.slug_taken"] });
    }
    const c: LanguageContent = {
      title: input.title,
      slug,
      contentHtml: sanitizeContentHtml(input.contentHtml),
      seoTitle: input.seoTitle,
      seoDescription: input.seoDescription,
    };
    const row = draftRow(id, lang, c, tx, existing?.publishAt ?? null);
    await upsertDraft(scope, row);
    if (!args.autosave) {
      await insertVersion(scope, {
        pageId: id,
        lang,
        reason: "save",
        ...c,
        authorId: tx.principal?.id ?? null,
        createdAt: row.updatedAt,
      });
    }
    return ok({ updatedAt: row.updatedAt.toISOString() });
  });
}

export const pageSettingsSchema = z.object({
  menuVersion: z.union([z.enum(MENU_VERSIONS), z.literal("")]).optional(),
  menuBackground: z.union([z.enum(MENU_BACKGROUNDS), z.literal("")]).optional(),
  logoVersion: z.union([z.enum(LOGO_VERSIONS), z.literal("")]).optional(),
});

/** The page's frame (menu_version, menu_background, logo_version): shared by all languages, live at once. */
export async function savePageSettings(
  ctx: ServiceContext,
  id: unknown,
  input: unknown,
): Promise<Result<null>> {
  if (!allowed(ctx)) return forbidden();
  if (!isUuid(id)) return notFound();
  const parsed = pageSettingsSchema.safeParse(input);
  if (!parsed.success)
    return invalid({ [String(parsed.error.issues[0]?.path[0] ?? "form")]: ["cms-editor:errors.invalid"] });
  const scope = scoped(ctx);
  const page = await findPage(scope, id);
  if (!page || page.deletedAt) return notFound();
  const v = parsed.data;
  await updatePages(scope, [id], {
    menuVersion: v.menuVersion || null,
    menuBackground: v.menuBackground || null,
    logoVersion: v.logoVersion || null,
    updatedAt: ctx.clock.now(),
  });
  return ok(null);
}

/** Publishes one language's working copy (the others stay as they are). */
export async function publishLanguage(
  ctx: ServiceContext,
  args: { id: unknown; lang: unknown },
): Promise<Result<{ publishedAt: string }>> {
  if (!allowed(ctx)) return forbidden();
  return publishUnchecked(ctx, { ...args, reason: "publish" });
}

async function publishUnchecked(
  ctx: ServiceContext,
  args: { id: unknown; lang: unknown; reason: "publish" | "scheduled" },
): Promise<Result<{ publishedAt: string }>> {
  const lang = langOf(ctx, args.lang);
  if (!isUuid(args.id) || !lang) return notFound();
  const id = args.id;
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const page = await findPageForUpdate(scope, id);
    if (!page || page.deletedAt) return notFound();
    const snap = await snapshot(scope);
    const draft = snap.drafts.find((d) => d.pageId === id && d.lang === lang);
    const published = snap.published.find((t) => t.pageId === id && t.lang === lang);
    const source = draft ?? published;
    if (!source) return invalid({ form: ["cms-editor:errors.nothing_to_publish"] });
    if (!page.systemKey) {
      const liveSiblings = new Set(
        snap.pages
          .filter(
            (p) => !p.deletedAt && !p.systemKey && p.id !== id && (p.parentId ?? null) === page.parentId,
          )
          .map((p) => p.id),
      );
      const clash = snap.published.some(
        (t) => t.lang === lang && t.slug === source.slug && liveSiblings.has(t.pageId),
      );
      if (clash) return invalid({ slug: ["cms-editor:errors.slug_taken"] });
    }
    const before = livePaths(snap);
    const now = tx.clock.now();
    const c = { ...content(source), contentHtml: sanitizeContentHtml(source.contentHtml) };
    const by = tx.principal?.id ?? null;
    await writePublished(scope, { pageId: id, lang, ...c, publishedAt: now, publishedBy: by });
    await setDraftPublishAt(scope, id, lang, null);
    // Publishing is the editor's review of a page the first run made from a template (decision 0052).
    await updatePages(scope, [id], { updatedAt: now, reviewRequired: false });
    await insertVersion(scope, { pageId: id, lang, reason: args.reason, ...c, authorId: by, createdAt: now });
    await recordMovedPaths(scope, before, now);
    return ok({ publishedAt: now.toISOString() });
  });
}

/** Takes one language off the site (its draft stays). */
export async function unpublishLanguage(
  ctx: ServiceContext,
  args: { id: unknown; lang: unknown },
): Promise<Result<null>> {
  if (!allowed(ctx)) return forbidden();
  const lang = langOf(ctx, args.lang);
  if (!isUuid(args.id) || !lang) return notFound();
  const id = args.id;
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const page = await findPageForUpdate(scope, id);
    if (!page || page.deletedAt) return notFound();
    if (page.systemKey) return invalid({ form: ["cms-editor:errors.system_page"] });
    const snap = await snapshot(scope);
    const published = snap.published.find((t) => t.pageId === id && t.lang === lang);
    if (!published) return ok(null);
    if (!snap.drafts.some((d) => d.pageId === id && d.lang === lang)) {
      await upsertDraft(scope, draftRow(id, lang, content(published), tx));
    }
    await deletePublished(scope, id, lang);
    return ok(null);
  });
}

/** Publishes the language's draft at `at` (the scheduler's task does it); null cancels. */
export async function schedulePublish(
  ctx: ServiceContext,
  args: { id: unknown; lang: unknown; at: unknown },
): Promise<Result<null>> {
  if (!allowed(ctx)) return forbidden();
  const lang = langOf(ctx, args.lang);
  if (!isUuid(args.id) || !lang) return notFound();
  let at: Date | null = null;
  if (args.at !== null && args.at !== "" && args.at !== undefined) {
    const raw = String(args.at).slice(0, 40);
    // `datetime-local` gives no zone: the back office takes times in the project's zone (as it shows them).
    at = zonedTimeToUtc(raw, projectTimeZone(ctx.project));
    if (!at) return invalid({ publishAt: ["cms-editor:errors.bad_time"] });
    if (at.getTime() <= ctx.clock.now().getTime())
      return invalid({ publishAt: ["cms-editor:errors.past_time"] });
  }
  const scope = scoped(ctx);
  const page = await findPage(scope, args.id);
  if (!page || page.deletedAt) return notFound();
  const [draft] = (await listDrafts(scope, [page.id])).filter((d) => d.lang === lang);
  if (!draft) return invalid({ publishAt: ["cms-editor:errors.nothing_to_publish"] });
  await setDraftPublishAt(scope, page.id, lang, at);
  return ok(null);
}

export type VersionDiff = {
  version: { id: string; lang: string; reason: string; createdAt: string; title: string };
  title: DiffPart[];
  slug: DiffPart[];
  body: DiffPart[];
};

/** What changed between a version and the current working copy of its language. */
export async function diffVersion(ctx: ServiceContext, versionId: unknown): Promise<Result<VersionDiff>> {
  if (!allowed(ctx)) return forbidden();
  if (!isUuid(versionId)) return notFound();
  const scope = scoped(ctx);
  const version = await findVersion(scope, versionId);
  if (!version) return notFound();
  const [draft] = (await listDrafts(scope, [version.pageId])).filter((d) => d.lang === version.lang);
  const [published] = (await listPublished(scope, [version.pageId])).filter((t) => t.lang === version.lang);
  const current = draft ?? published ?? EMPTY;
  return ok({
    version: {
      id: version.id,
      lang: version.lang,
      reason: version.reason,
      createdAt: version.createdAt.toISOString(),
      title: version.title,
    },
    title: wordDiff(version.title, current.title),
    slug: wordDiff(version.slug, current.slug),
    body: wordDiff(htmlToText(version.contentHtml), htmlToText(current.contentHtml)),
  });
}

/** Makes a version the working copy again (not published until someone publishes). */
export async function restoreVersion(
  ctx: ServiceContext,
  versionId: unknown,
): Promise<Result<{ pageId: string; lang: string }>> {
  if (!allowed(ctx)) return forbidden();
  if (!isUuid(versionId)) return notFound();
  const scope = scoped(ctx);
  const version = await findVersion(scope, versionId);
  if (!version) return notFound();
  const saved = await saveDraft(ctx, {
    id: version.pageId,
    lang: version.lang,
    input: {
      title: version.title,
      slug: version.slug,
      contentHtml: version.contentHtml,
      seoTitle: version.seoTitle ?? "",
      seoDescription: version.seoDescription ?? "",
    },
    autosave: true,
  });
  if (!saved.ok) return saved;
  await insertVersion(scope, {
    pageId: version.pageId,
    lang: version.lang,
    reason: "restore",
    title: version.title,
    slug: version.slug,
    contentHtml: version.contentHtml,
    seoTitle: version.seoTitle,
    seoDescription: version.seoDescription,
    authorId: ctx.principal?.id ?? null,
    createdAt: ctx.clock.now(),
  });
  return ok({ pageId: version.pageId, lang: version.lang });
}

// ---------------------------------------------------------------------------------------------------
// Preview and scheduling

/**
 * How long a preview link answers after it was made (decision 0046): long enough to pass a draft round
 * for review, short enough that a forwarded link stops working by itself.
 */
export const PREVIEW_LINK_DAYS = 7;

export type PreviewLink = { token: string; expiresAt: string };

/**
 * The page's private preview link; the link shows drafts to whoever has it. Made on first use, and anew
 * once the last one expired or was revoked (a new token: the old link stays dead).
 */
export async function previewLink(ctx: ServiceContext, id: unknown): Promise<Result<PreviewLink>> {
  if (!allowed(ctx)) return forbidden();
  if (!isUuid(id)) return notFound();
  const scope = scoped(ctx);
  const page = await findPage(scope, id);
  if (!page || page.deletedAt) return notFound();
  const now = ctx.clock.now();
  if (page.previewToken && page.previewTokenExpiresAt && page.previewTokenExpiresAt > now) {
    return ok({ token: page.previewToken, expiresAt: page.previewTokenExpiresAt.toISOString() });
  }
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000);
  await updatePages(scope, [id], { previewToken: token, previewTokenExpiresAt: expiresAt });
  return ok({ token, expiresAt: expiresAt.toISOString() });
}

/** The page's preview token (see previewLink). */
export async function previewToken(ctx: ServiceContext, id: unknown): Promise<Result<string>> {
  const link = await previewLink(ctx, id);
  return link.ok ? ok(link.value.token) : link;
}

/** Ends the page's preview link at once: whoever has it gets 404 from now on. */
export async function revokePreviewLink(
  ctx: ServiceContext,
  id: unknown,
): Promise<Result<{ revoked: boolean }>> {
  if (!allowed(ctx)) return forbidden();
  if (!isUuid(id)) return notFound();
  const scope = scoped(ctx);
  const page = await findPage(scope, id);
  if (!page || page.deletedAt) return notFound();
  await updatePages(scope, [id], { previewToken: null, previewTokenExpiresAt: null });
  return ok({ revoked: page.previewToken !== null });
}

export type PagePreview = {
  id: string;
  lang: Locale;
  title: string;
  contentHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
  menuVersion: string | null;
  menuBackground: string | null;
  logoVersion: string | null;
  updatedAt: string;
};

/** The working copy of a page in `ctx.locale` (else the default language) for the preview link. */
export async function getPreview(ctx: ServiceContext, token: unknown): Promise<Result<PagePreview>> {
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{32}$/.test(token)) return notFound();
  const scope = scoped(ctx);
  const page = await findPageByPreviewToken(scope, token, ctx.clock.now());
  if (!page) return notFound();
  const [drafts, published] = await Promise.all([
    listDrafts(scope, [page.id]),
    listPublished(scope, [page.id]),
  ]);
  const pick = (lang: string) =>
    drafts.find((d) => d.lang === lang) ?? published.find((t) => t.lang === lang);
  const lang = pick(ctx.locale) ? ctx.locale : ctx.project.defaultLanguage;
  const row = pick(lang);
  if (!row) return notFound();
  return ok({
    id: page.id,
    lang,
    title: row.title,
    // Sanitized when served too (a draft written before a sanitizer change is cleaned again).
    contentHtml: sanitizeContentHtml(row.contentHtml),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    menuVersion: page.menuVersion,
    menuBackground: page.menuBackground,
    logoVersion: page.logoVersion,
    updatedAt: ("updatedAt" in row ? row.updatedAt : row.publishedAt).toISOString(),
  });
}

/**
 * The `cms-scheduled-publish` task: publishes every draft whose time has come, in every project, and
 * returns how many. Each publication runs in the page's project scope with the system as author.
 */
export async function publishDueDrafts(
  db: Db,
  now: Date,
  contextFor: (projectId: string) => Promise<ServiceContext | null>,
): Promise<number> {
  const due = await listDueDrafts(db, now);
  let done = 0;
  for (const d of due) {
    const ctx = await contextFor(d.projectId);
    if (!ctx) continue;
    // The row is read again in the project's scope (not trusted from the cross-project list).
    const [draft] = (await listDrafts(scopeOf(db, ctx.project.id), [d.pageId])).filter(
      (x) => x.lang === d.lang,
    );
    if (!draft?.publishAt || draft.publishAt > now) continue;
    const result = await publishUnchecked(
      { ...ctx, clock: { now: () => now } },
      { id: d.pageId, lang: d.lang, reason: "scheduled" },
    );
    if (result.ok) done++;
    else await setDraftPublishAt(scopeOf(db, ctx.project.id), d.pageId, d.lang, null);
  }
  return done;
}
