import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { locations } from "./locations";
import { projects } from "./projects";

/** Messages sent through the public contact form (become CONTACT jobs once workflows exist). */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    locationId: integer("location_id").references(() => locations.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    lang: text("lang").notNull(),
    privacyAccepted: boolean("privacy_accepted").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The job this request became (drizzle/0008 moved every earlier request into a job; see core/leads). */
    jobId: integer("job_id"),
  },
  (t) => [index("contact_requests_project_idx").on(t.projectId, t.createdAt.desc())],
);
