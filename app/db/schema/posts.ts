import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { projects } from "./projects";

/** Blog posts and news items: same shape, listed separately. */
export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    kind: text("kind", { enum: ["blog", "news"] }).notNull(),
    author: text("author"),
    coverImage: text("cover_image"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("posts_listing_idx").on(t.projectId, t.kind, t.publishedAt.desc(), t.id)],
);

export const postTranslations = pgTable(
  "post_translations",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    /** Denormalised from posts so slug lookups are scoped by an index. */
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    kind: text("kind", { enum: ["blog", "news"] }).notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull(),
    contentHtml: text("content_html").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.lang] }),
    uniqueIndex("post_translations_slug_idx").on(t.projectId, t.kind, t.lang, t.slug),
  ],
);
