import { index, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity";
import { locations } from "./locations";
import { projects } from "./projects";

/**
 * The locations an employee works at (decision 0061): given when inviting and changed
 * on the people screen, shown in its list and offered as its filter. Tenant-owned: the project's own
 * locations only, reached through the tenant scope.
 */
export const userLocations = pgTable(
  "user_locations",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.locationId] }),
    index("user_locations_location_idx").on(t.locationId),
    index("user_locations_project_idx").on(t.projectId),
  ],
);
