/**
 * The back office's news and blog lists (`cms/news`, `cms/blogPosts`) as URL state:
 * status, language, search and sort in the URL (lists as data). Isomorphic: the filter bar writes the
 * URLs the loader reads.
 */
import type { FilterDef } from "../../shared/lists/filter-state";
import { type ListParamsOf, listParams } from "../../shared/lists/list-params";
import { LOCALES } from "../../shared/locales";

/** Derived from the publication time and the clock: none, in the future, or reached. */
export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_ADMIN_FILTERS = {
  status: { kind: "enums", values: POST_STATUSES },
  /** Posts written in any of these languages. */
  language: { kind: "enums", values: LOCALES },
} as const satisfies FilterDef;

/** `date_desc`: by publication time (drafts by creation time), newest first; `updated_desc`: last edited first. */
export const POST_ADMIN_SORTS = ["date_desc", "updated_desc"] as const;
export type PostAdminSort = (typeof POST_ADMIN_SORTS)[number];

export const postAdminList = listParams(POST_ADMIN_FILTERS, {
  sorts: POST_ADMIN_SORTS,
  defaultSort: "date_desc",
  limits: { default: 25, max: 100 },
  q: { maxLength: 100 },
});
export type PostAdminListParams = ListParamsOf<typeof postAdminList>;

/** The back office's list of content pages ("articles", `cms/articles`): filters in the URL. */
export const ARTICLE_STATES = ["published", "changed", "unpublished", "scheduled"] as const;
export const ARTICLE_TYPES = ["content", "system"] as const;
export const ARTICLE_SORTS = ["title_asc", "updated_desc"] as const;

export const ARTICLE_FILTERS = {
  state: { kind: "enums", values: ARTICLE_STATES },
  language: { kind: "enums", values: LOCALES },
  type: { kind: "enums", values: ARTICLE_TYPES },
} as const satisfies FilterDef;

export const articleList = listParams(ARTICLE_FILTERS, {
  sorts: ARTICLE_SORTS,
  defaultSort: "title_asc",
  limits: 200,
  q: { maxLength: 100 },
});
export type ArticleListParams = ListParamsOf<typeof articleList>;
