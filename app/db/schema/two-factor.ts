import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity";

/**
 * An employee's two-factor sign-in (decision 0060): the TOTP secret, encrypted (two-factor-secret.server.ts),
 * the last time step a code was accepted for (a code works once), and the SHA-256 of each unused recovery
 * code. One row per person, not per project: an employee signs in with the same authenticator on every
 * site of their company. `enabled_at` is null while the enrolment waits for its first code.
 */
export const userTwoFactor = pgTable("user_two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastUsedStep: integer("last_used_step"),
  recoveryCodes: text("recovery_codes").array().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
