import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type {
  FaqSettings,
  FormElement,
  Hint,
  LocalizedText,
  Placeholder,
} from "../../core/wizards/functional-content";
import { users } from "./identity";
import { projects } from "./projects";

/**
 * Functional content: the texts of one wizard in every language of the site: header, footer,
 * success text, the labels and info texts of its form elements, hints by group, the FAQ (shown when
 * active) and placeholders. Tenant-owned; edited at account/settings/functionalContent/{id}.
 * `key` names what it belongs to (`wizard:{id}`), unique per project.
 */
export const functionalContents = pgTable(
  "functional_contents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    key: text("key").notNull(),
    langHeader: jsonb("lang_header").$type<LocalizedText>().notNull().default({}),
    langFooter: jsonb("lang_footer").$type<LocalizedText>().notNull().default({}),
    langSuccess: jsonb("lang_success").$type<LocalizedText>().notNull().default({}),
    formElements: jsonb("form_elements").$type<FormElement[]>().notNull().default([]),
    hints: jsonb("hints").$type<Hint[]>().notNull().default([]),
    faqSettings: jsonb("faq_settings")
      .$type<FaqSettings>()
      .notNull()
      .default({ is_active: false, items: [] }),
    placeholders: jsonb("placeholders").$type<Placeholder[]>().notNull().default([]),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("functional_contents_key_idx").on(t.projectId, t.key)],
);
