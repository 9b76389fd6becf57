import { sql } from "drizzle-orm";
import { check, index, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { cars } from "./cars";
import { users } from "./identity";
import { projects } from "./projects";

/**
 * A car a visitor "parked". Tenant-owned. The owner is either a signed-in
 * user or an anonymous visitor id (a random uuid kept in an httpOnly cookie); exactly one is set. At
 * login the visitor's rows move to the user (core/favorites). Deleting a car or a user drops its rows.
 */
export const favorites = pgTable(
  "favorites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    carId: uuid("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    visitorId: uuid("visitor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("favorites_one_owner", sql`num_nonnulls(${t.userId}, ${t.visitorId}) = 1`),
    // One row per owner and car; they also serve the per-owner lists and counts (prefix project, owner).
    uniqueIndex("favorites_user_car_idx")
      .on(t.projectId, t.userId, t.carId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex("favorites_visitor_car_idx")
      .on(t.projectId, t.visitorId, t.carId)
      .where(sql`${t.visitorId} is not null`),
    // The cascade from a deleted car.
    index("favorites_car_idx").on(t.carId),
  ],
);
