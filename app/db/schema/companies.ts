import { char, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    /** The company's postal address, register entry and representative (the imprint's data; first run). */
    street: text("street"),
    houseNumber: text("house_number"),
    zipCode: text("zip_code"),
    city: text("city"),
    country: char("country", { length: 2 }),
    /** Register court and number as written in the imprint ("Amtsgericht Berlin, HRB 12345"). */
    registerNumber: text("register_number"),
    /** Managing director(s) or owner, as named in the imprint. */
    representative: text("representative"),
    email: text("email"),
    phone: text("phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("companies_holding_idx").on(t.holdingId)],
);
