/**
 * Queries of the back office's news and blog posts. Every query through the tenant scope.
 */
import { and, asc, desc, eq, exists, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { posts, postTranslations } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";
import type { PostAdminSort, PostStatus } from "./post-admin-filters";

export type PostKind = "blog" | "news";
export type PostRow = typeof posts.$inferSelect;
export type PostTranslationRow = typeof postTranslations.$inferSelect;

/** A position in the list: the sort's time and the id. */
export type PostAdminPosition = { at: string; id: string };

export type PostAdminQuery = {
  kind: PostKind;
  statuses: readonly PostStatus[];
  languages: readonly string[];
  words: readonly string[];
  sort: PostAdminSort;
  now: Date;
  limit: number;
  after: PostAdminPosition | null;
  before: PostAdminPosition | null;
};

const likeWord = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function sortKey(sort: PostAdminSort): SQL<Date> {
  return sort === "updated_desc"
    ? sql<Date>`${posts.updatedAt}`
    : sql<Date>`coalesce(${posts.publishedAt}, ${posts.createdAt})`;
}

function conditions(scope: TenantScope, q: PostAdminQuery): SQL[] {
  const out: SQL[] = [scope.owns(posts), eq(posts.kind, q.kind)];
  const now = q.now.toISOString();
  if (q.statuses.length > 0 && q.statuses.length < 3) {
    const parts: SQL[] = [];
    if (q.statuses.includes("draft")) parts.push(isNull(posts.publishedAt));
    if (q.statuses.includes("scheduled")) parts.push(sql`${posts.publishedAt} > ${now}`);
    if (q.statuses.includes("published")) parts.push(sql`${posts.publishedAt} <= ${now}`);
    out.push(or(...parts)!);
  }
  const translations = (extra: SQL | undefined) =>
    exists(
      scope.db
        .select({ one: sql`1` })
        .from(postTranslations)
        .where(and(scope.owns(postTranslations), eq(postTranslations.postId, posts.id), extra)),
    );
  if (q.languages.length > 0) out.push(translations(inArray(postTranslations.lang, [...q.languages])));
  for (const w of q.words) out.push(translations(sql`lower(${postTranslations.title}) like ${likeWord(w)}`));
  return out;
}

export async function listPostRows(scope: TenantScope, q: PostAdminQuery) {
  const key = sortKey(q.sort);
  const where = conditions(scope, q);
  const position = q.after ?? q.before;
  if (position) {
    const at = new Date(position.at).toISOString();
    // Newest first: the page after a row is older, the page before it newer.
    where.push(
      q.after
        ? sql`(${key}, ${posts.id}) < (${at}::timestamptz, ${position.id}::uuid)`
        : sql`(${key}, ${posts.id}) > (${at}::timestamptz, ${position.id}::uuid)`,
    );
  }
  const order = q.before ? [asc(key), asc(posts.id)] : [desc(key), desc(posts.id)];
  return scope.db
    .select({
      id: posts.id,
      author: posts.author,
      coverImage: posts.coverImage,
      publishedAt: posts.publishedAt,
      createdAt: posts.createdAt,
      updatedAt: posts.updatedAt,
      sortAt: sql<string>`to_char(${key} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(posts)
    .where(and(...where))
    .orderBy(...order)
    .limit(q.limit + 1);
}

export async function countPosts(scope: TenantScope, q: PostAdminQuery, cap: number): Promise<number> {
  const inner = scope.db
    .select({ one: sql`1` })
    .from(posts)
    .where(and(...conditions(scope, q)))
    .limit(cap + 1)
    .as("capped");
  const [row] = await scope.db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return row?.n ?? 0;
}

export function listTranslationsOf(scope: TenantScope, postIds: string[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select({
      postId: postTranslations.postId,
      lang: postTranslations.lang,
      title: postTranslations.title,
      slug: postTranslations.slug,
    })
    .from(postTranslations)
    .where(and(scope.owns(postTranslations), inArray(postTranslations.postId, postIds)));
}

export async function findPost(scope: TenantScope, kind: PostKind, id: string, forUpdate = false) {
  const q = scope.db
    .select()
    .from(posts)
    .where(and(scope.owns(posts), eq(posts.kind, kind), eq(posts.id, id)));
  const [row] = forUpdate ? await q.for("update") : await q;
  return row ?? null;
}

export function findTranslations(scope: TenantScope, postId: string) {
  return scope.db
    .select()
    .from(postTranslations)
    .where(and(scope.owns(postTranslations), eq(postTranslations.postId, postId)));
}

/** Slugs of other posts of the kind in a language (a post's slug is unique per kind and language). */
export async function takenSlugs(
  scope: TenantScope,
  kind: PostKind,
  lang: string,
  exceptPostId: string | null,
) {
  const rows = await scope.db
    .select({ slug: postTranslations.slug })
    .from(postTranslations)
    .where(
      and(
        scope.owns(postTranslations),
        eq(postTranslations.kind, kind),
        eq(postTranslations.lang, lang),
        exceptPostId ? ne(postTranslations.postId, exceptPostId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

export async function insertPost(
  scope: TenantScope,
  values: { kind: PostKind; author: string | null; now: Date },
) {
  const [row] = await scope.db
    .insert(posts)
    .values(
      scope.stamp({ kind: values.kind, author: values.author, createdAt: values.now, updatedAt: values.now }),
    )
    .returning({ id: posts.id });
  return row!;
}

export function updatePost(
  scope: TenantScope,
  id: string,
  values: Partial<Pick<PostRow, "author" | "coverImage" | "publishedAt" | "updatedAt">>,
) {
  return scope.db
    .update(posts)
    .set(values)
    .where(and(scope.owns(posts), eq(posts.id, id)));
}

export function upsertTranslation(
  scope: TenantScope,
  values: Omit<typeof postTranslations.$inferInsert, "projectId">,
) {
  const row = scope.stamp(values);
  return scope.db
    .insert(postTranslations)
    .values(row)
    .onConflictDoUpdate({
      target: [postTranslations.postId, postTranslations.lang],
      set: { title: row.title, slug: row.slug, excerpt: row.excerpt, contentHtml: row.contentHtml },
    });
}

export function deleteTranslation(scope: TenantScope, postId: string, lang: string) {
  return scope.db
    .delete(postTranslations)
    .where(
      and(scope.owns(postTranslations), eq(postTranslations.postId, postId), eq(postTranslations.lang, lang)),
    );
}

export function deletePost(scope: TenantScope, id: string) {
  return scope.db.delete(posts).where(and(scope.owns(posts), eq(posts.id, id)));
}
