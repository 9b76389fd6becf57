import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { NavLinkContent } from "../../core/cms/nav-link";
import { projects } from "./projects";

/** Top navigation links: per-language text, link and optional dropdown content. */
export const navLinks = pgTable(
  "nav_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    position: integer("position").notNull().default(0),
    iconClass: text("icon_class"),
    listClassName: text("list_class_name"),
    content: jsonb("content").$type<Record<string, NavLinkContent>>().notNull(),
  },
  (t) => [index("nav_links_project_idx").on(t.projectId, t.position)],
);
