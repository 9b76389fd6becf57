import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { cmsPages, cmsPageTranslations, navLinks, posts, postTranslations } from "../../db/schema";

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
export function findSystemPageTranslations(db: Db, projectId: string, systemKey: string) {
  return db
    .select(pageColumns)
    .from(cmsPages)
    .innerJoin(cmsPageTranslations, eq(cmsPageTranslations.pageId, cmsPages.id))
    .where(
      and(eq(cmsPages.projectId, projectId), eq(cmsPages.systemKey, systemKey), eq(cmsPages.published, true)),
    );
}

/** Published generic pages having a translation with this slug (in any language). */
export function findPagesBySlug(db: Db, projectId: string, slug: string) {
  return db
    .select(pageColumns)
    .from(cmsPages)
    .innerJoin(cmsPageTranslations, eq(cmsPageTranslations.pageId, cmsPages.id))
    .where(
      and(
        eq(cmsPages.projectId, projectId),
        eq(cmsPages.published, true),
        isNull(cmsPages.systemKey),
        eq(cmsPageTranslations.slug, slug),
      ),
    );
}

export function findPageTranslations(db: Db, projectId: string, pageIds: string[]) {
  if (pageIds.length === 0) return Promise.resolve([]);
  return db
    .select(pageColumns)
    .from(cmsPages)
    .innerJoin(cmsPageTranslations, eq(cmsPageTranslations.pageId, cmsPages.id))
    .where(and(eq(cmsPages.projectId, projectId), inArray(cmsPages.id, pageIds)));
}

export function listPublishedGenericPages(db: Db, projectId: string) {
  return db
    .select({
      id: cmsPages.id,
      parentId: cmsPages.parentId,
      lang: cmsPageTranslations.lang,
      slug: cmsPageTranslations.slug,
      updatedAt: cmsPages.updatedAt,
    })
    .from(cmsPages)
    .innerJoin(cmsPageTranslations, eq(cmsPageTranslations.pageId, cmsPages.id))
    .where(and(eq(cmsPages.projectId, projectId), eq(cmsPages.published, true), isNull(cmsPages.systemKey)));
}

export function listNavLinks(db: Db, projectId: string) {
  return db
    .select()
    .from(navLinks)
    .where(eq(navLinks.projectId, projectId))
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
  db: Db,
  args: {
    projectId: string;
    kind: PostKind;
    lang: string;
    cursor: PostCursor | null;
    limit: number;
    now: Date;
  },
) {
  const { projectId, kind, lang, cursor, limit, now } = args;
  return db
    .select(postColumns)
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .where(
      and(
        eq(postTranslations.projectId, projectId),
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
export function findPostsBySlug(
  db: Db,
  args: { projectId: string; kind: PostKind; slug: string; now: Date },
) {
  return db
    .select({ ...postColumns, contentHtml: postTranslations.contentHtml })
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .where(
      and(
        eq(postTranslations.projectId, args.projectId),
        eq(postTranslations.kind, args.kind),
        eq(postTranslations.slug, args.slug),
        sql`${posts.publishedAt} <= ${args.now.toISOString()}`,
      ),
    );
}

export function findPostTranslations(db: Db, projectId: string, postId: string) {
  return db
    .select({ ...postColumns, contentHtml: postTranslations.contentHtml })
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .where(and(eq(postTranslations.projectId, projectId), eq(postTranslations.postId, postId)));
}

export function listPublishedPostSlugs(db: Db, projectId: string, now: Date) {
  return db
    .select({
      kind: postTranslations.kind,
      lang: postTranslations.lang,
      slug: postTranslations.slug,
      updatedAt: posts.updatedAt,
    })
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .where(and(eq(postTranslations.projectId, projectId), sql`${posts.publishedAt} <= ${now.toISOString()}`));
}
