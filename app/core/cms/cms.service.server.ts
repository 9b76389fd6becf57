import { decodeCursor, encodeCursor, keysetPage } from "../../shared/lists/keyset-cursor";
import type { Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import {
  findPagesBySlug,
  findPageTranslations,
  findPostsBySlug,
  findPostTranslations,
  findSystemPageTranslations,
  listNavLinks,
  listPostsPage,
  type PageTranslationRow,
  type PostCursor,
  type PostKind,
} from "./cms.repo.server";
import { findRedirect } from "./cms-editor.repo.server";
import { type NavLinkContent, navLinkContentSchema } from "./nav-link";
import { pickTranslation } from "./pick-translation";
import { POSTS_PAGE_SIZE } from "./post-list-params";
import { sanitizeContentHtml } from "./sanitize.server";

export type CmsPage = {
  id: string;
  lang: string;
  title: string;
  contentHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
  menuVersion: string | null;
  menuBackground: string | null;
  logoVersion: string | null;
  updatedAt: string;
  /** Path of the page per language (generic pages only), for hreflang and the language switch. */
  slugPaths: Partial<Record<Locale, string>>;
};

function toCmsPage(row: PageTranslationRow, slugPaths: CmsPage["slugPaths"] = {}): CmsPage {
  return {
    id: row.id,
    lang: row.lang,
    title: row.title,
    // Sanitized when stored and again when served (decision 0029).
    contentHtml: sanitizeContentHtml(row.contentHtml),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    menuVersion: row.menuVersion,
    menuBackground: row.menuBackground,
    logoVersion: row.logoVersion,
    updatedAt: row.updatedAt.toISOString(),
    slugPaths,
  };
}

export async function getSystemPage(ctx: ServiceContext, systemKey: string): Promise<Result<CmsPage>> {
  const { project, locale: lang } = ctx;
  const rows = await findSystemPageTranslations(scoped(ctx), systemKey);
  const row = pickTranslation(rows, lang, project.defaultLanguage);
  return row ? ok(toCmsPage(row)) : err({ code: "not_found" });
}

/**
 * Every translation of a page, and the slug path of each language, e.g.
 * `{ de: ["leistungen", "finanzierung"], en: ["services", "financing"] }` (up to three levels).
 */
async function translationsWithPaths(scope: TenantScope, pageId: string) {
  const own = await findPageTranslations(scope, [pageId]);
  const chains = new Map(own.map((row) => [row.lang, [row.slug]]));
  let ids = [...new Set(own.map((r) => r.parentId).filter((id): id is string => !!id))];
  for (let depth = 1; depth < 3 && ids.length; depth++) {
    const rows = await findPageTranslations(scope, ids);
    for (const row of rows) chains.set(row.lang, [row.slug, ...(chains.get(row.lang) ?? [])]);
    ids = [...new Set(rows.map((r) => r.parentId).filter((id): id is string => !!id))];
  }
  return { own, chains };
}

export type PageLookup =
  | { kind: "page"; page: CmsPage }
  /** The slugs belong to another language: the page's own path in the requested one. */
  | { kind: "moved"; slugPath: string };

/**
 * Finds a generic page by `[ancestor/][parent/]slug`. The whole chain must match (a page is not
 * reachable under a wrong parent). Slugs of another language lead to the page's path in `lang`.
 */
export async function getPageBySlugPath(
  ctx: ServiceContext,
  slugs: readonly string[],
  options: { ignoreHierarchy?: boolean } = {},
): Promise<Result<PageLookup>> {
  const { project, locale: lang } = ctx;
  const last = slugs[slugs.length - 1];
  if (!last) return err({ code: "not_found" });
  // One candidate per page: a slug shared by several languages of a page is looked at once.
  const matches = await findPagesBySlug(scoped(ctx), last);
  const candidates = [...new Map(matches.map((m) => [m.id, m])).values()].map(
    (m) => matches.find((x) => x.id === m.id && x.lang === lang) ?? m,
  );
  for (const candidate of candidates) {
    const { own: all, chains } = await translationsWithPaths(scoped(ctx), candidate.id);
    const chainOfMatch = chains.get(candidate.lang) ?? [];
    if (!options.ignoreHierarchy && chainOfMatch.join("/") !== slugs.join("/")) continue;
    const slugPaths = Object.fromEntries([...chains].map(([l, chain]) => [l, chain.join("/")]));
    const row = pickTranslation(all, lang, project.defaultLanguage);
    if (!row) continue;
    if (!options.ignoreHierarchy && row.lang === lang && candidate.lang !== lang) {
      return ok({ kind: "moved", slugPath: chains.get(lang)?.join("/") ?? slugs.join("/") });
    }
    return ok({ kind: "page", page: toCmsPage(row, slugPaths) });
  }
  return err({ code: "not_found" });
}

/**
 * The current live path (in `ctx.locale`) of the page that was published under `slugs` before its slug
 * or place changed (a 301 for the visitor), or null.
 */
export async function redirectedPagePath(
  ctx: ServiceContext,
  slugs: readonly string[],
): Promise<string | null> {
  if (slugs.length === 0 || slugs.length > 3) return null;
  const hit = await findRedirect(scoped(ctx), ctx.locale, slugs.join("/"));
  if (!hit) return null;
  const { chains } = await translationsWithPaths(scoped(ctx), hit.pageId);
  const path = chains.get(ctx.locale)?.join("/");
  // Only a complete chain (every ancestor live in this language) is a path the storefront resolves.
  if (!path || path === slugs.join("/")) return null;
  const found = await getPageBySlugPath(ctx, path.split("/"));
  return found.ok && found.value.kind === "page" ? path : null;
}

export type NavLink = { id: string; iconClass: string | null; listClassName: string | null } & NavLinkContent;

export async function getNavigation(ctx: ServiceContext): Promise<NavLink[]> {
  const { project, locale: lang } = ctx;
  const rows = await listNavLinks(scoped(ctx));
  return rows.flatMap((row) => {
    const raw = row.content[lang] ?? row.content[project.defaultLanguage];
    const parsed = navLinkContentSchema.safeParse(raw);
    return parsed.success
      ? [{ id: row.id, iconClass: row.iconClass, listClassName: row.listClassName, ...parsed.data }]
      : [];
  });
}

export type PostSummary = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  author: string | null;
  coverImage: string | null;
  publishedAt: string;
};

export { POSTS_PAGE_SIZE } from "./post-list-params";

/** The position of a post in the newest-first list: its publication time and id (a keyset cursor). */
export function encodePostCursor(c: PostCursor): string {
  return encodeCursor([c.publishedAt.toISOString(), c.id]);
}

export function decodePostCursor(raw: string | null): PostCursor | null {
  const [iso, id] = decodeCursor(raw, ["timestamp", "uuid"]) ?? legacyPostCursor(raw) ?? [];
  const publishedAt = new Date(iso ?? "");
  return id && !Number.isNaN(publishedAt.getTime()) ? { publishedAt, id } : null;
}

/**
 * The cursor the lists wrote before they shared the keyset cursor (base64url of `iso|id`), still read so
 * that "older posts" links already out there keep working. Can go once such links are no longer seen.
 */
function legacyPostCursor(raw: string | null): [string, string] | null {
  if (!raw || !/^[A-Za-z0-9_-]{1,200}$/.test(raw)) return null;
  const [iso, id] = Buffer.from(raw, "base64url").toString("utf8").split("|");
  return iso && id && /^[0-9a-f-]{36}$/.test(id) ? [iso, id] : null;
}

export async function listPosts(
  ctx: ServiceContext,
  kind: PostKind,
  cursor: PostCursor | null,
): Promise<{ items: PostSummary[]; nextCursor: string | null }> {
  const { locale: lang } = ctx;
  const now = ctx.clock.now();
  const rows = await listPostsPage(scoped(ctx), {
    kind,
    lang,
    cursor,
    limit: POSTS_PAGE_SIZE + 1,
    now,
  });
  const page = keysetPage(rows, {
    limit: POSTS_PAGE_SIZE,
    direction: "after",
    fromCursor: cursor !== null,
    // Listed posts are published (the query asks for a publication time), so the time is there.
    cursorOf: (r) => encodePostCursor({ publishedAt: r.publishedAt ?? new Date(0), id: r.id }),
  });
  const items = page.rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    author: r.author,
    coverImage: r.coverImage,
    publishedAt: (r.publishedAt ?? new Date(0)).toISOString(),
  }));
  return { items, nextCursor: page.nextCursor };
}

export type PostDetail = PostSummary & {
  contentHtml: string;
  lang: string;
  slugs: Partial<Record<Locale, string>>;
};

export type PostLookup = { kind: "post"; post: PostDetail } | { kind: "moved"; slug: string };

export async function getPost(
  ctx: ServiceContext,
  kind: PostKind,
  slug: string,
): Promise<Result<PostLookup>> {
  const { project, locale: lang } = ctx;
  const now = ctx.clock.now();
  const matches = await findPostsBySlug(scoped(ctx), { kind, slug, now });
  const match = matches.find((m) => m.lang === lang) ?? matches[0];
  if (!match) return err({ code: "not_found" });
  const all = await findPostTranslations(scoped(ctx), match.id);
  const row = pickTranslation(all, lang, project.defaultLanguage);
  if (!row) return err({ code: "not_found" });
  if (row.lang === lang && row.slug !== slug) return ok({ kind: "moved", slug: row.slug });
  return ok({
    kind: "post",
    post: {
      id: row.id,
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      author: row.author,
      coverImage: row.coverImage,
      publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
      // Sanitised when saved and again when served (decision 0029).
      contentHtml: sanitizeContentHtml(row.contentHtml),
      lang: row.lang,
      slugs: Object.fromEntries(all.map((t) => [t.lang, t.slug])),
    },
  });
}
