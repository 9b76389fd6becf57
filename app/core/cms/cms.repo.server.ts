import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { cmsPages, cmsPageTranslations, navLinks, posts, postTranslations } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";

const pageColumns = {
  id: cmsPages.id,
  parentId: cmsPages.parentId,
  systemKey: cmsPages.systemKey,
  menuVersion: cmsPages.menuVersion,
  menuBackground: cmsPages.menuBackground,
  logoVersion: cmsPages.logoVersion,
  updatedAt: cmsPages.updatedAt,
  lang: cmsPageTranslations.lang,
  title: cmsPageTranslations.title,
  slug: cmsPageTranslations.slug,
  contentHtml: cmsPageTranslations.contentHtml,
  seoTitle: cmsPageTranslations.seoTitle,
  seoDescription: cmsPageTranslations.seoDescription,
};
export type PageTranslationRow = Awaited<ReturnType<typeof findSystemPageTranslations>>[number];

/** All translations of a system page, for language fallback. */
export function findSystemPageTranslations(scope: TenantScope, systemKey: string) {
  return scope.db
    .select(pageColumns)
    .from(cmsPages)
    .innerJoin(cmsPageTranslations, eq(cmsPageTranslations.pageId, cmsPages.id))
    .where(
      and(
        scope.owns(cmsPages),
        eq(cmsPages.systemKey, systemKey),
        eq(cmsPages.published, true),
        isNull(cmsPages.deletedAt),
      ),
    );
}

/** Published generic pages having a translation with this slug (in any language). */
export function findPagesBySlug(scope: TenantScope, slug: string) {
  return scope.db
    .select(pageColumns)
    .from(cmsPages)
    .innerJoin(cmsPageTranslations, eq(cmsPageTranslations.pageId, cmsPages.id))
    .where(
      and(
        scope.owns(cmsPages),
        eq(cmsPages.published, true),
        isNull(cmsPages.deletedAt),
        isNull(cmsPages.systemKey),
        eq(cmsPageTranslations.slug, slug),
      ),
    );
}

export function findPageTranslations(scope: TenantScope, pageIds: string[]) {
  if (pageIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select(pageColumns)
    .from(cmsPages)
    .innerJoin(cmsPageTranslations, eq(cmsPageTranslations.pageId, cmsPages.id))
    .where(and(scope.owns(cmsPages), inArray(cmsPages.id, pageIds), isNull(cmsPages.deletedAt)));
}

export function listPublishedGenericPages(scope: TenantScope) {
  return scope.db
    .select({
      id: cmsPages.id,
      parentId: cmsPages.parentId,
      lang: cmsPageTranslations.lang,
      slug: cmsPageTranslations.slug,
      updatedAt: cmsPages.updatedAt,
    })
    .from(cmsPages)
    .innerJoin(cmsPageTranslations, eq(cmsPageTranslations.pageId, cmsPages.id))
    .where(
      and(
        scope.owns(cmsPages),
        eq(cmsPages.published, true),
        isNull(cmsPages.systemKey),
        isNull(cmsPages.deletedAt),
      ),
    );
}

export function listNavLinks(scope: TenantScope) {
  return scope.db
    .select()
    .from(navLinks)
    .where(scope.owns(navLinks))
    .orderBy(asc(navLinks.position), asc(navLinks.id));
}

export type PostKind = "blog" | "news";
export type PostCursor = { publishedAt: Date; id: string };

const postColumns = {
  id: posts.id,
  author: posts.author,
  coverImage: posts.coverImage,
  publishedAt: posts.publishedAt,
  updatedAt: posts.updatedAt,
  lang: postTranslations.lang,
  title: postTranslations.title,
  slug: postTranslations.slug,
  excerpt: postTranslations.excerpt,
};

/** One page of published posts in a language, newest first, keyset-paginated. */
export function listPostsPage(
  scope: TenantScope,
  args: {
    kind: PostKind;
    lang: string;
    cursor: PostCursor | null;
    limit: number;
    now: Date;
  },
) {
  const { kind, lang, cursor, limit, now } = args;
  return scope.db
    .select(postColumns)
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .where(
      and(
        scope.owns(postTranslations),
        eq(postTranslations.kind, kind),
        eq(postTranslations.lang, lang),
        isNotNull(posts.publishedAt),
        sql`${posts.publishedAt} <= ${now.toISOString()}`,
        cursor
          ? or(
              lt(posts.publishedAt, cursor.publishedAt),
              and(eq(posts.publishedAt, cursor.publishedAt), lt(posts.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit);
}

/** Post translations whose slug matches (any language), with content. */
export function findPostsBySlug(scope: TenantScope, args: { kind: PostKind; slug: string; now: Date }) {
  return scope.db
    .select({ ...postColumns, contentHtml: postTranslations.contentHtml })
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .where(
      and(
        scope.owns(postTranslations),
        eq(postTranslations.kind, args.kind),
        eq(postTranslations.slug, args.slug),
        sql`${posts.publishedAt} <= ${args.now.toISOString()}`,
      ),
    );
}

export function findPostTranslations(scope: TenantScope, postId: string) {
  return scope.db
    .select({ ...postColumns, contentHtml: postTranslations.contentHtml })
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .where(and(scope.owns(postTranslations), eq(postTranslations.postId, postId)));
}

export function listPublishedPostSlugs(scope: TenantScope, now: Date) {
  return scope.db
    .select({
      kind: postTranslations.kind,
      lang: postTranslations.lang,
      slug: postTranslations.slug,
      updatedAt: posts.updatedAt,
    })
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .where(and(scope.owns(postTranslations), sql`${posts.publishedAt} <= ${now.toISOString()}`));
}
