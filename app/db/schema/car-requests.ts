import { boolean, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { CarRequestKind } from "../../core/catalog/car-request-schema";
import { cars } from "./cars";
import { projects } from "./projects";

/** Test-drive requests and questions sent from a car's page (become PURCHASE jobs once workflows exist). */
export const carRequests = pgTable(
  "car_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    carId: uuid("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CarRequestKind>().notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    /** The day the buyer would like to come for a test drive (a calendar day, no time zone). */
    preferredDate: date("preferred_date", { mode: "string" }),
    privacyAccepted: boolean("privacy_accepted").notNull(),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("car_requests_project_idx").on(t.projectId, t.createdAt.desc()),
    index("car_requests_car_idx").on(t.carId),
  ],
);
