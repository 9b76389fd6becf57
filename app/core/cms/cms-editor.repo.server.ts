/** Queries of the CMS page editor: pages, drafts, versions, redirects, in a tenant scope. */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import {
  cmsPageDrafts,
  cmsPages,
  cmsPageTranslations,
  cmsPageVersions,
  cmsSlugRedirects,
  users,
} from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";

export type PageRow = typeof cmsPages.$inferSelect;
export type DraftRow = typeof cmsPageDrafts.$inferSelect;
export type PublishedRow = typeof cmsPageTranslations.$inferSelect;
export type VersionRow = typeof cmsPageVersions.$inferSelect;

export function listPages(scope: TenantScope) {
  return scope.db
    .select()
    .from(cmsPages)
    .where(scope.owns(cmsPages))
    .orderBy(asc(cmsPages.position), asc(cmsPages.createdAt), asc(cmsPages.id));
}

export async function findPage(scope: TenantScope, id: string): Promise<PageRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(cmsPages)
    .where(scope.where(cmsPages, eq(cmsPages.id, id)));
  return row;
}

export async function findPageForUpdate(scope: TenantScope, id: string): Promise<PageRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(cmsPages)
    .where(scope.where(cmsPages, eq(cmsPages.id, id)))
    .for("update");
  return row;
}

/** The page whose preview link `token` is and still answers at `now` (not expired, not revoked). */
export async function findPageByPreviewToken(scope: TenantScope, token: string, now: Date) {
  const [row] = await scope.db
    .select()
    .from(cmsPages)
    .where(
      scope.where(
        cmsPages,
        eq(cmsPages.previewToken, token),
        gt(cmsPages.previewTokenExpiresAt, now),
        isNull(cmsPages.deletedAt),
      ),
    );
  return row;
}

export function insertPage(scope: TenantScope, values: Omit<typeof cmsPages.$inferInsert, "projectId">) {
  return scope.db.insert(cmsPages).values(scope.stamp(values)).returning();
}

export function updatePages(
  scope: TenantScope,
  ids: string[],
  values: Partial<Omit<typeof cmsPages.$inferInsert, "projectId" | "id">>,
) {
  if (ids.length === 0) return Promise.resolve();
  return scope.db
    .update(cmsPages)
    .set(values)
    .where(scope.where(cmsPages, inArray(cmsPages.id, ids)));
}

export function deletePages(scope: TenantScope, ids: string[]) {
  if (ids.length === 0) return Promise.resolve();
  return scope.db.delete(cmsPages).where(scope.where(cmsPages, inArray(cmsPages.id, ids)));
}

/** Published copies of pages (the page must be the scope's: joined through cms_pages). */
export function listPublished(scope: TenantScope, pageIds: string[]) {
  if (pageIds.length === 0) return Promise.resolve([] as PublishedRow[]);
  return scope.db
    .select({
      pageId: cmsPageTranslations.pageId,
      lang: cmsPageTranslations.lang,
      title: cmsPageTranslations.title,
      slug: cmsPageTranslations.slug,
      contentHtml: cmsPageTranslations.contentHtml,
      seoTitle: cmsPageTranslations.seoTitle,
      seoDescription: cmsPageTranslations.seoDescription,
      publishedAt: cmsPageTranslations.publishedAt,
      publishedBy: cmsPageTranslations.publishedBy,
    })
    .from(cmsPageTranslations)
    .innerJoin(cmsPages, eq(cmsPages.id, cmsPageTranslations.pageId))
    .where(and(scope.owns(cmsPages), inArray(cmsPageTranslations.pageId, pageIds)));
}

export function listDrafts(scope: TenantScope, pageIds: string[]) {
  if (pageIds.length === 0) return Promise.resolve([] as DraftRow[]);
  return scope.db
    .select()
    .from(cmsPageDrafts)
    .where(scope.where(cmsPageDrafts, inArray(cmsPageDrafts.pageId, pageIds)));
}

export function upsertDraft(
  scope: TenantScope,
  values: Omit<typeof cmsPageDrafts.$inferInsert, "projectId">,
) {
  const row = scope.stamp(values);
  return scope.db
    .insert(cmsPageDrafts)
    .values(row)
    .onConflictDoUpdate({
      target: [cmsPageDrafts.pageId, cmsPageDrafts.lang],
      set: {
        title: row.title,
        slug: row.slug,
        contentHtml: row.contentHtml,
        seoTitle: row.seoTitle,
        seoDescription: row.seoDescription,
        publishAt: row.publishAt ?? null,
        updatedAt: row.updatedAt,
        updatedBy: row.updatedBy,
      },
      // Never across projects: the existing row must be the scope's too.
      setWhere: scope.owns(cmsPageDrafts),
    });
}

export function setDraftPublishAt(scope: TenantScope, pageId: string, lang: string, at: Date | null) {
  return scope.db
    .update(cmsPageDrafts)
    .set({ publishAt: at })
    .where(scope.where(cmsPageDrafts, eq(cmsPageDrafts.pageId, pageId), eq(cmsPageDrafts.lang, lang)));
}

/**
 * Writes the published copy of one language. cms_page_translations has no project column: the caller
 * has checked that the page is the scope's (findPageForUpdate) before.
 */
export async function writePublished(
  scope: TenantScope,
  values: typeof cmsPageTranslations.$inferInsert,
): Promise<void> {
  await scope.db
    .insert(cmsPageTranslations)
    .values(values)
    .onConflictDoUpdate({
      target: [cmsPageTranslations.pageId, cmsPageTranslations.lang],
      set: {
        title: values.title,
        slug: values.slug,
        contentHtml: values.contentHtml,
        seoTitle: values.seoTitle,
        seoDescription: values.seoDescription,
        publishedAt: values.publishedAt,
        publishedBy: values.publishedBy,
      },
    });
}

/** Takes one language off the site (the page is the scope's: checked by the caller). */
export async function deletePublished(scope: TenantScope, pageId: string, lang: string): Promise<void> {
  const page = await findPage(scope, pageId);
  if (!page) return;
  await scope.db
    .delete(cmsPageTranslations)
    .where(and(eq(cmsPageTranslations.pageId, page.id), eq(cmsPageTranslations.lang, lang)));
}

export function insertVersion(
  scope: TenantScope,
  values: Omit<typeof cmsPageVersions.$inferInsert, "projectId">,
) {
  return scope.db.insert(cmsPageVersions).values(scope.stamp(values));
}

/** A language's versions, newest first, with the author's name (an author of the project only). */
export function listVersions(scope: TenantScope, pageId: string, lang: string, limit: number) {
  return scope.db
    .select({
      id: cmsPageVersions.id,
      reason: cmsPageVersions.reason,
      createdAt: cmsPageVersions.createdAt,
      authorId: cmsPageVersions.authorId,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(cmsPageVersions)
    .leftJoin(users, and(eq(users.id, cmsPageVersions.authorId), scope.owns(users)))
    .where(scope.where(cmsPageVersions, eq(cmsPageVersions.pageId, pageId), eq(cmsPageVersions.lang, lang)))
    .orderBy(desc(cmsPageVersions.createdAt), desc(cmsPageVersions.id))
    .limit(limit);
}

export async function findVersion(scope: TenantScope, id: string): Promise<VersionRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(cmsPageVersions)
    .where(scope.where(cmsPageVersions, eq(cmsPageVersions.id, id)));
  return row;
}

export function insertRedirects(
  scope: TenantScope,
  rows: { lang: string; path: string; pageId: string; createdAt: Date }[],
) {
  if (rows.length === 0) return Promise.resolve();
  return scope.db
    .insert(cmsSlugRedirects)
    .values(rows.map((r) => scope.stamp(r)))
    .onConflictDoUpdate({
      target: [cmsSlugRedirects.projectId, cmsSlugRedirects.lang, cmsSlugRedirects.path],
      set: { pageId: sql`excluded.page_id`, createdAt: sql`excluded.created_at` },
    });
}

/** A path that is live again (a page took it) is no longer redirected. */
export function deleteRedirects(scope: TenantScope, lang: string, paths: string[]) {
  if (paths.length === 0) return Promise.resolve();
  return scope.db
    .delete(cmsSlugRedirects)
    .where(
      scope.where(cmsSlugRedirects, eq(cmsSlugRedirects.lang, lang), inArray(cmsSlugRedirects.path, paths)),
    );
}

export async function findRedirect(scope: TenantScope, lang: string, path: string) {
  const [row] = await scope.db
    .select({ pageId: cmsSlugRedirects.pageId })
    .from(cmsSlugRedirects)
    .innerJoin(cmsPages, eq(cmsPages.id, cmsSlugRedirects.pageId))
    .where(
      and(
        scope.where(cmsSlugRedirects, eq(cmsSlugRedirects.lang, lang), eq(cmsSlugRedirects.path, path)),
        scope.owns(cmsPages),
        isNull(cmsPages.deletedAt),
      ),
    );
  return row;
}

/** Drafts due for publication at `now`, in every project (the scheduled-publish task). */
export function listDueDrafts(db: Db, now: Date) {
  return db
    .select({ projectId: cmsPageDrafts.projectId, pageId: cmsPageDrafts.pageId, lang: cmsPageDrafts.lang })
    .from(cmsPageDrafts)
    .where(and(isNotNull(cmsPageDrafts.publishAt), lte(cmsPageDrafts.publishAt, now)))
    .limit(500);
}
