import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./identity";
import { projects } from "./projects";

/**
 * A CMS page. System pages (`systemKey` set: terms, privacy, imprint ...) back the spec's fixed routes;
 * generic pages are reached by `[ancestorSlug/][parentSlug/]slug` or `pages/{slug}`.
 */
export const cmsPages = pgTable(
  "cms_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    systemKey: text("system_key"),
    parentId: uuid("parent_id").references((): AnyPgColumn => cmsPages.id),
    menuVersion: text("menu_version"),
    menuBackground: text("menu_background"),
    logoVersion: text("logo_version"),
    published: boolean("published").notNull().default(true),
    /**
     * Made from a template at the first run (legal texts): an editor has to review it before it is
     * published (decision 0052); cleared when a language of it is published.
     */
    reviewRequired: boolean("review_required").notNull().default(false),
    /** Order among siblings (the page tree; lower first). */
    position: integer("position").notNull().default(0),
    /** In the recycle bin since then (visitors never see it; restore clears it). */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Secret of the private draft preview link (null until the first preview, and after a revoke). */
    previewToken: text("preview_token"),
    /** The preview link answers until then (decision 0046: 7 days); a token without it answers nothing. */
    previewTokenExpiresAt: timestamp("preview_token_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cms_pages_system_key_idx").on(t.projectId, t.systemKey),
    index("cms_pages_parent_idx").on(t.parentId),
    uniqueIndex("cms_pages_preview_token_idx").on(t.previewToken),
  ],
);

/**
 * The PUBLISHED copy of a page in one language: what visitors get. A language without a row here is not
 * published (the editor's working copy lives in `cms_page_drafts`), so publishing German never touches
 * the English row.
 */
export const cmsPageTranslations = pgTable(
  "cms_page_translations",
  {
    pageId: uuid("page_id")
      .notNull()
      .references(() => cmsPages.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    /** Sanitized on write (see core/cms/sanitize.server.ts); served as is. */
    contentHtml: text("content_html").notNull(),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid("published_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.lang] }),
    index("cms_page_translations_slug_idx").on(t.lang, t.slug),
  ],
);

/** The editor's working copy of one language (autosaved); never read by the storefront. */
export const cmsPageDrafts = pgTable(
  "cms_page_drafts",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    pageId: uuid("page_id")
      .notNull()
      .references(() => cmsPages.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    /** Sanitized on write, and again when served (preview). */
    contentHtml: text("content_html").notNull(),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    /** Publish this draft then (the `cms-scheduled-publish` task); null: not scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.lang] }),
    index("cms_page_drafts_publish_at_idx").on(t.publishAt),
  ],
);

/** A saved state of one language (on save, publish and restore), for the diff and restore. */
export const cmsPageVersions = pgTable(
  "cms_page_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    pageId: uuid("page_id")
      .notNull()
      .references(() => cmsPages.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    /** save | publish | restore | scheduled */
    reason: text("reason").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    contentHtml: text("content_html").notNull(),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cms_page_versions_page_idx").on(t.pageId, t.lang, t.createdAt)],
);

/** A published path a page had in a language before its slug changed: answered with a 301. */
export const cmsSlugRedirects = pgTable(
  "cms_slug_redirects",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    lang: text("lang").notNull(),
    /** The old `[ancestor/][parent/]slug`, without language prefix or slashes around it. */
    path: text("path").notNull(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => cmsPages.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.lang, t.path] })],
);
