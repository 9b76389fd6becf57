import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { CarRequestKind } from "../../core/catalog/car-request-schema";
import { cars } from "./cars";
import { locations } from "./locations";
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
    /** Requests before drizzle/0004 asked for a day only (a calendar day, no time zone). */
    preferredDate: date("preferred_date", { mode: "string" }),
    /** The test-drive slot the buyer chose, in UTC (offered in the location's time zone). */
    preferredAt: timestamp("preferred_at", { withTimezone: true }),
    /** Where the test drive takes place: the car's location when the request was sent. */
    locationId: integer("location_id").references(() => locations.id),
    privacyAccepted: boolean("privacy_accepted").notNull(),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The job this request became (drizzle/0008 moved every earlier request into a job; see core/leads). */
    jobId: integer("job_id"),
  },
  (t) => [
    index("car_requests_project_idx").on(t.projectId, t.createdAt.desc()),
    index("car_requests_car_idx").on(t.carId),
  ],
);
