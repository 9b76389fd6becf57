import {
  type AnyPgColumn,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cms_pages_system_key_idx").on(t.projectId, t.systemKey),
    index("cms_pages_parent_idx").on(t.parentId),
  ],
);

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
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.lang] }),
    index("cms_page_translations_slug_idx").on(t.lang, t.slug),
  ],
);
