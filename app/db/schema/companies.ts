import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { holdings } from "./holdings";

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    holdingId: uuid("holding_id")
      .notNull()
      .references(() => holdings.id),
    name: text("name").notNull(),
    legalName: text("legal_name"),
    vatId: text("vat_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("companies_holding_idx").on(t.holdingId)],
);
