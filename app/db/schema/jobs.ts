import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { Visibility } from "../../core/leads/visibility";
import { cars } from "./cars";
import { clients } from "./clients";
import { users } from "./identity";
import { locations } from "./locations";
import { projects } from "./projects";
import { teams } from "./teams";
import { workflowStatuses } from "./workflow-statuses";
import { workflows } from "./workflows";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What the lists' usual filters read, carried after the keys of the list indexes (`id` is unique, so
 * they never change the order): source, language, and what the derived priority needs, lead tags.
 */
const listFilterColumns = (t: {
  source: AnyPgColumn;
  language: AnyPgColumn;
  priority: AnyPgColumn;
  firstReactionAt: AnyPgColumn;
  mdate: AnyPgColumn;
  leadTags: AnyPgColumn;
}) => [t.source, t.language, t.priority, t.firstReactionAt, t.mdate, t.leadTags] as const;

/**
 * A lead being worked. Tenant-owned. Created by `createLead` from every storefront form.
 * Whether a job is critical is not stored: it is derived in SQL at query time from `priority`,
 * `first_reaction_at`, `cdate` and `mdate` (core/leads/priority.ts), so it can never be stale.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    workflowId: integer("workflow_id")
      .notNull()
      .references(() => workflows.id),
    statusId: integer("status_id")
      .notNull()
      .references(() => workflowStatuses.id),
    /** The system type the lead came in as (CONTACT, CAR_REQUEST, ...): one workflow may take several. */
    systemType: text("system_type").notNull(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    teamId: integer("team_id").references(() => teams.id, { onDelete: "set null" }),
    /** Who created the job: an employee, or null when a storefront form did. */
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    locationId: integer("location_id").references(() => locations.id),
    /** Where the lead came from: `website`, `phone`, `walk_in`, `email`, `partner`, `import`. */
    source: text("source").notNull().default("website"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    leadTags: text("lead_tags").array().notNull().default(sql`'{}'::text[]`),
    labels: text("labels").array().notNull().default(sql`'{}'::text[]`),
    /** The client's language when the lead came in. */
    language: text("language").notNull(),
    carId: uuid("car_id").references(() => cars.id, { onDelete: "set null" }),
    vehicleBrandName: text("vehicle_brand_name"),
    vehicleModelName: text("vehicle_model_name"),
    /** The vehicle's value in minor units (the car's price, a configured price, an estimate). */
    vehicleValueMinor: integer("vehicle_value_minor"),
    /** What the form said, as the form sent it (validated by the form's schema). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** Manual priority: 0 low, 1 normal, 2 high, 3 critical. */
    priority: smallint("priority").notNull().default(1),
    deadline: timestamp("deadline", { withTimezone: true }),
    starred: boolean("starred").notNull().default(false),
    visibility: text("visibility").$type<Visibility>().notNull().default("open"),
    /** Why the job was won, lost or deleted (a reason key or the employee's words). */
    closeReason: text("close_reason"),
    /** The first time an employee did something with the job (comment, status, assignment, call, mail). */
    firstReactionAt: timestamp("first_reaction_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    cdate: timestamp("cdate", { withTimezone: true }).notNull().defaultNow(),
    mdate: timestamp("mdate", { withTimezone: true }).notNull().defaultNow(),
    /** Client name, e-mail, phone, vehicle and number, lower-cased: the list's free-text search. */
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, regexp_replace(search_text, '[^[:alnum:]]+', ' ', 'g'))`,
    ),
  },
  (t) => [
    check("jobs_priority_range", sql`${t.priority} between 0 and 3`),
    // Keyset lists by creation (newest or oldest first), narrowed by the common filters
    // (core/leads/jobs.repo.server.ts). Ascending keys: PostgreSQL reads them backwards for
    // `order by cdate desc, id desc`. (Decision 0024: `desc()` made them `DESC NULLS LAST`, which
    // cannot serve the lists' `desc` order, whose nulls come first; every list sorted a million rows.)
    // The same trailing filter columns as the workflow's list below, for the all-jobs list: its page
    // and capped count with four or five filters read the index alone (p95 57-232 -> 19-42 ms at
    // 1,000,000 jobs; decision 0018, eleventh look).
    index("jobs_list_cdate_idx").on(t.projectId, t.visibility, t.cdate, t.id, ...listFilterColumns(t)),
    // A workflow's list also carries what its usual filters read after the key (`id` is unique, so the
    // trailing columns never change the order): source, lead tags, language, and what the derived
    // priority needs. A filtered list's page and its capped count are index-only scans that stop after
    // the page or the cap, instead of a bitmap of a common lead tag's 170,000 jobs (65 -> 7 ms for the
    // count of `leadTags=hot` with four other filters at 1,000,000 jobs). Decision 0018, eighth round.
    index("jobs_workflow_cdate_idx").on(
      t.projectId,
      t.workflowId,
      t.visibility,
      t.cdate,
      t.id,
      ...listFilterColumns(t),
    ),
    index("jobs_status_cdate_idx").on(t.projectId, t.statusId, t.cdate, t.id),
    // An employee's own jobs, with what the dashboard's numbers read after the key (critical, due
    // today, past deadline): counted from the index alone. Decision 0018, eighth round.
    index("jobs_assignee_cdate_idx").on(
      t.projectId,
      t.assigneeId,
      t.visibility,
      t.cdate,
      t.id,
      t.priority,
      t.firstReactionAt,
      t.mdate,
      t.deadline,
    ),
    index("jobs_mdate_id_idx").on(t.projectId, t.visibility, t.mdate, t.id),
    // Statistics (core/leads/insights.service.server.ts): a period of creation dates over every state but
    // deleted, read from the index alone; the columns after `cdate` are what the statistics group and
    // count by (drizzle has no INCLUDE; trailing key columns do the same here). Decision 0024.
    index("jobs_statistics_idx").on(
      t.projectId,
      t.cdate,
      t.visibility,
      t.workflowId,
      t.statusId,
      t.source,
      t.locationId,
      t.firstReactionAt,
    ),
    index("jobs_deadline_idx")
      .on(t.projectId, t.deadline)
      .where(sql`${t.visibility} = 'open' and ${t.deadline} is not null`),
    // The sidebar's counters: index-only counts of open jobs per workflow, and per assignee.
    index("jobs_open_counts_idx").on(t.projectId, t.workflowId).where(sql`${t.visibility} = 'open'`),
    index("jobs_open_mine_idx")
      .on(t.projectId, t.assigneeId, t.workflowId)
      .where(sql`${t.visibility} = 'open'`),
    index("jobs_client_idx").on(t.clientId),
    // Deleting a car sets its jobs' car to null: without this, every deleted car scanned all jobs.
    index("jobs_car_idx").on(t.carId).where(sql`${t.carId} is not null`),
    index("jobs_vehicle_idx").on(t.projectId, t.vehicleBrandName, t.vehicleModelName),
    index("jobs_location_idx").on(t.projectId, t.locationId),
    index("jobs_source_idx").on(t.projectId, t.source),
    index("jobs_tags_idx").using("gin", t.tags),
    index("jobs_lead_tags_idx").using("gin", t.leadTags),
    index("jobs_labels_idx").using("gin", t.labels),
    index("jobs_search_idx").using("gin", t.searchVector),
  ],
);
