/**
 * News and blog posts in the back office (`cms/news`, `cms/blogPosts`): the lists with
 * filters in the URL, create, edit per language, publish now, schedule, unpublish, delete. The CMS group
 * (the routes add each list's feature flag). Every row through the tenant scope.
 *
 * Model (decision 0029, addendum): a post has one publication time for all its languages (none: a
 * draft; in the future: scheduled; reached: published); a language exists when it has a translation.
 * Visitors get a post in their language only when that language is written. Content HTML is sanitised
 * when saved and again when served.
 */
import { z } from "zod";
import { projectTimeZone, zonedTimeToUtc } from "../../shared/date-time";
import { decodeCursor, encodeCursor, type KeysetPage, keysetPage } from "../../shared/lists/keyset-cursor";
import { isLocale, type Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { can, type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { isUuid } from "./cms-editor.service.server";
import { freeSlug, SLUG_MAX, slugify } from "./cms-rules";
import type { PostAdminListParams, PostStatus } from "./post-admin-filters";
import {
  countPosts,
  deletePost as deletePostRow,
  deleteTranslation,
  findPost,
  findTranslations,
  insertPost,
  listPostRows,
  listTranslationsOf,
  type PostAdminPosition,
  type PostKind,
  takenSlugs,
  updatePost,
  upsertTranslation,
} from "./posts-admin.repo.server";
import { imagesWithoutAlt, sanitizeContentHtml } from "./sanitize.server";

export type { PostKind };

type Problem =
  | { code: "forbidden" }
  | { code: "not_found" }
  | { code: "invalid"; message?: string; fields: Record<string, string[]> };

const forbidden = () => err({ code: "forbidden" as const });
const notFound = () => err({ code: "not_found" as const });
const invalid = (fields: Record<string, string[]>) =>
  err({ code: "invalid" as const, message: Object.values(fields)[0]?.[0], fields });

export const POST_COUNT_CAP = 1000;

export function statusOf(publishedAt: Date | null, now: Date): PostStatus {
  if (!publishedAt) return "draft";
  return publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

function langOf(ctx: ServiceContext, lang: unknown): Locale | null {
  return isLocale(lang) && ctx.project.languages.includes(lang) ? lang : null;
}

// ---------------------------------------------------------------------------------------------------
// The list

export type PostAdminRow = {
  id: string;
  title: string;
  languages: Locale[];
  status: PostStatus;
  publishedAt: string | null;
  updatedAt: string;
  author: string | null;
};

export type PostAdminPage = KeysetPage<PostAdminRow> & { total: number; totalCapped: boolean };

function position(token: string | undefined): PostAdminPosition | null {
  const at = decodeCursor(token, ["timestamp", "uuid"] as const);
  return at ? { at: at[0], id: at[1] } : null;
}

export async function listPostsAdmin(
  ctx: ServiceContext,
  kind: PostKind,
  params: PostAdminListParams,
): Promise<Result<PostAdminPage, Problem>> {
  if (!can(ctx, "cms")) return forbidden();
  const after = position(params.after);
  const before = after ? null : position(params.before);
  const now = ctx.clock.now();
  const scope = scoped(ctx);
  const query = {
    kind,
    statuses: params.status,
    languages: params.language,
    words: params.words,
    sort: params.sort,
    now,
    limit: params.limit,
    after,
    before,
  };
  const [rows, total] = await Promise.all([
    listPostRows(scope, query),
    countPosts(scope, query, POST_COUNT_CAP),
  ]);
  const page = keysetPage(rows, {
    limit: params.limit,
    direction: before ? "before" : "after",
    fromCursor: Boolean(after ?? before),
    cursorOf: (r) => encodeCursor([r.sortAt, r.id]),
  });
  const translations = await listTranslationsOf(
    scope,
    page.rows.map((r) => r.id),
  );
  const titleOf = (id: string) => {
    const mine = translations.filter((t) => t.postId === id);
    return (
      mine.find((t) => t.lang === ctx.locale)?.title ??
      mine.find((t) => t.lang === ctx.project.defaultLanguage)?.title ??
      mine[0]?.title ??
      ""
    );
  };
  return ok({
    ...page,
    rows: page.rows.map((r) => ({
      id: r.id,
      title: titleOf(r.id),
      languages: translations
        .filter((t) => t.postId === r.id)
        .map((t) => t.lang)
        .filter(isLocale)
        .sort(),
      status: statusOf(r.publishedAt, now),
      publishedAt: r.publishedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
      author: r.author,
    })),
    total: Math.min(total, POST_COUNT_CAP),
    totalCapped: total > POST_COUNT_CAP,
  });
}

// ---------------------------------------------------------------------------------------------------
// Create

export const createPostSchema = z.object({
  title: z.string().trim().min(1, "cms-editor:errors.required").max(200, "cms-editor:errors.too_long"),
});

/** A new draft with one language (the editor's), its slug made from the title. */
export async function createPost(
  ctx: ServiceContext,
  kind: PostKind,
  input: unknown,
): Promise<Result<{ id: string }, Problem>> {
  if (!can(ctx, "cms")) return forbidden();
  const parsed = createPostSchema.safeParse(input);
  if (!parsed.success)
    return invalid({ title: [parsed.error.issues[0]?.message ?? "cms-editor:errors.invalid"] });
  const lang = langOf(ctx, ctx.locale) ?? ctx.project.defaultLanguage;
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const now = tx.clock.now();
    const author = tx.principal ? `${tx.principal.firstName} ${tx.principal.lastName}`.trim() || null : null;
    const { id } = await insertPost(scope, { kind, author, now });
    const slug = freeSlug(slugify(parsed.data.title) || kind, await takenSlugs(scope, kind, lang, null));
    await upsertTranslation(scope, {
      postId: id,
      lang,
      kind,
      title: parsed.data.title,
      slug,
      excerpt: "",
      contentHtml: "",
    });
    return ok({ id });
  });
}

// ---------------------------------------------------------------------------------------------------
// Edit

export type PostEditLanguage = {
  lang: Locale;
  title: string;
  slug: string;
  excerpt: string;
  contentHtml: string;
} | null;

export type PostEdit = {
  id: string;
  kind: PostKind;
  author: string | null;
  coverImage: string | null;
  publishedAt: string | null;
  status: PostStatus;
  updatedAt: string;
  /** One entry per project language: its content, or null when the language is not written yet. */
  languages: { lang: Locale; content: PostEditLanguage }[];
};

export async function getPostEdit(
  ctx: ServiceContext,
  kind: PostKind,
  id: unknown,
): Promise<Result<PostEdit, Problem>> {
  if (!can(ctx, "cms")) return forbidden();
  if (!isUuid(id)) return notFound();
  const scope = scoped(ctx);
  const post = await findPost(scope, kind, id);
  if (!post) return notFound();
  const rows = await findTranslations(scope, id);
  return ok({
    id: post.id,
    kind,
    author: post.author,
    coverImage: post.coverImage,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    status: statusOf(post.publishedAt, ctx.clock.now()),
    updatedAt: post.updatedAt.toISOString(),
    languages: ctx.project.languages.map((lang) => {
      const t = rows.find((r) => r.lang === lang);
      return {
        lang,
        content: t
          ? { lang, title: t.title, slug: t.slug, excerpt: t.excerpt, contentHtml: t.contentHtml }
          : null,
      };
    }),
  });
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "cms-editor:errors.too_long")
    .nullish()
    .transform((v) => (v ? v : null));

/** What a post's form or API body may hold; a typed publication time is read in `timeZone`. */
export const postContentSchema = (timeZone: string) =>
  z.object({
    title: z.string().trim().min(1, "cms-editor:errors.required").max(200, "cms-editor:errors.too_long"),
    slug: z.string().trim().toLowerCase().max(SLUG_MAX, "cms-editor:errors.too_long").optional().default(""),
    excerpt: z
      .string()
      .trim()
      .max(400, "cms-editor:errors.too_long")
      .optional()
      .default("")
      .transform((v) => v.replace(/[\s\p{Cc}]+/gu, " ")),
    contentHtml: z.string().max(200_000, "cms-editor:errors.too_long").optional().default(""),
    author: optionalText(120),
    /**
     * `datetime-local` (read in the project's zone, as the back office shows it) or an ISO time with its
     * zone; empty: a draft; left out: the post keeps its time.
     */
    publishedAt: z
      .string()
      .trim()
      .max(40, "cms-editor:errors.bad_time")
      .nullish()
      .transform((v, c) => {
        if (v === undefined) return undefined;
        if (!v) return null;
        const at = zonedTimeToUtc(v, timeZone);
        if (!at || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2100) {
          c.addIssue({ code: "custom", message: "cms-editor:errors.bad_time" });
          return z.NEVER;
        }
        return at;
      }),
  });

function fieldsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "form");
    const key = issue.message.startsWith("cms-editor:") ? issue.message : "cms-editor:errors.invalid";
    fields[name] = [...(fields[name] ?? []), key];
  }
  return fields;
}

/** Saves one language's content and the post's author and publication time, in one transaction. */
export async function savePost(
  ctx: ServiceContext,
  kind: PostKind,
  args: { id: unknown; lang: unknown; input: unknown },
): Promise<Result<{ updatedAt: string; status: PostStatus }, Problem>> {
  if (!can(ctx, "cms")) return forbidden();
  const lang = langOf(ctx, args.lang);
  if (!isUuid(args.id) || !lang) return notFound();
  const id = args.id;
  const parsed = postContentSchema(projectTimeZone(ctx.project)).safeParse(args.input);
  if (!parsed.success) return invalid(fieldsOf(parsed.error));
  const input = parsed.data;
  if (imagesWithoutAlt(input.contentHtml) > 0)
    return invalid({ contentHtml: ["cms-editor:errors.image_alt"] });
  const slug = input.slug || slugify(input.title);
  if (!slug) return invalid({ slug: ["cms-editor:errors.slug_required"] });
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return invalid({ slug: ["cms-editor:errors.slug_format"] });
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const post = await findPost(scope, kind, id, true);
    if (!post) return notFound();
    if ((await takenSlugs(scope, kind, lang, id)).has(slug))
      return invalid({ slug: ["cms-editor:errors.post_slug_taken"] });
    const now = tx.clock.now();
    await upsertTranslation(scope, {
      postId: id,
      lang,
      kind,
      title: input.title,
      slug,
      excerpt: input.excerpt,
      contentHtml: sanitizeContentHtml(input.contentHtml),
    });
    const publishedAt = input.publishedAt === undefined ? post.publishedAt : input.publishedAt;
    await updatePost(scope, id, { author: input.author, publishedAt, updatedAt: now });
    return ok({ updatedAt: now.toISOString(), status: statusOf(publishedAt, now) });
  });
}

/** Publish now (keeps an earlier publication time), or back to a draft. */
export async function setPostPublished(
  ctx: ServiceContext,
  kind: PostKind,
  id: unknown,
  published: boolean,
): Promise<Result<{ status: PostStatus }, Problem>> {
  if (!can(ctx, "cms")) return forbidden();
  if (!isUuid(id)) return notFound();
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const post = await findPost(scope, kind, id, true);
    if (!post) return notFound();
    const now = tx.clock.now();
    if (published && (await findTranslations(scope, id)).length === 0)
      return invalid({ form: ["cms-editor:errors.nothing_to_publish"] });
    const publishedAt = published
      ? post.publishedAt && post.publishedAt.getTime() <= now.getTime()
        ? post.publishedAt
        : now
      : null;
    await updatePost(scope, id, { publishedAt, updatedAt: now });
    return ok({ status: statusOf(publishedAt, now) });
  });
}

/** Takes one language off the post (not the last one: delete the post instead). */
export async function removePostLanguage(
  ctx: ServiceContext,
  kind: PostKind,
  args: { id: unknown; lang: unknown },
): Promise<Result<null, Problem>> {
  if (!can(ctx, "cms")) return forbidden();
  const lang = langOf(ctx, args.lang);
  if (!isUuid(args.id) || !lang) return notFound();
  const id = args.id;
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const post = await findPost(scope, kind, id, true);
    if (!post) return notFound();
    const rows = await findTranslations(scope, id);
    if (!rows.some((r) => r.lang === lang)) return notFound();
    if (rows.length === 1) return invalid({ form: ["cms-editor:errors.last_language"] });
    await deleteTranslation(scope, id, lang);
    await updatePost(scope, id, { updatedAt: tx.clock.now() });
    return ok(null);
  });
}

export async function setPostCover(
  ctx: ServiceContext,
  kind: PostKind,
  id: unknown,
  src: string | null,
): Promise<Result<null, Problem>> {
  if (!can(ctx, "cms")) return forbidden();
  if (!isUuid(id)) return notFound();
  const scope = scoped(ctx);
  const post = await findPost(scope, kind, id);
  if (!post) return notFound();
  await updatePost(scope, id, { coverImage: src, updatedAt: ctx.clock.now() });
  return ok(null);
}

export async function deletePost(
  ctx: ServiceContext,
  kind: PostKind,
  id: unknown,
): Promise<Result<null, Problem>> {
  if (!can(ctx, "cms")) return forbidden();
  if (!isUuid(id)) return notFound();
  const scope = scoped(ctx);
  const post = await findPost(scope, kind, id);
  if (!post) return notFound();
  await deletePostRow(scope, id);
  return ok(null);
}
