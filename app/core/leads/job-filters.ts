/**
 * The job lists' filters as data: every key that applies to jobs
 * and to their documents, read from the URL by the shared list machinery (app/shared/lists). Unknown
 * keys and bad values are dropped. Isomorphic: the back office's filter bar writes the same URLs.
 *
 * Decisions (docs/decisions/0022-jobs-and-leads.md): `workflow` takes a workflow id or a system type
 * (`workflow=TRADE_IN`); `cdate`/`mdate` are ages in days (1-7: created / changed within the last N
 * days); date presets resolve to `dateFrom`/`dateTo` when picked; document keys (`docType`,
 * `docDirection`, `currency`, `hasErrors`) keep jobs that have such a document. `isActive` is the job's
 * own state, as in the customer's trade-in list (`workflow=TRADE_IN&isActive=true`): true = open,
 * false = decided (won or lost); given, it replaces the visibility tab (decision 0051). `isSystem`,
 * `isResource` and `ai` are list keys jobs do not have: they are refused by the API (400) and shown
 * as not applied on the page, never ignored silently (`unsupportedJobFilters`).
 */

import { DB_ID_PATTERN } from "../../shared/db-id";
import type { FilterDef } from "../../shared/lists/filter-state";
import { type ListParamsOf, listParams } from "../../shared/lists/list-params";
import { LOCALES } from "../../shared/locales";
import { SYSTEM_TYPES } from "./system-types";
import { VISIBILITY_FILTERS } from "./visibility";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ID = DB_ID_PATTERN;
/** A workflow id, or one of the system types (`workflow=TRADE_IN`). */
const WORKFLOW = new RegExp(`^(?:${DB_ID_PATTERN.source.slice(1, -1)}|${SYSTEM_TYPES.join("|")})$`);
const WORD = /^[\p{L}\p{N}][\p{L}\p{N} ._&'-]{0,59}$/u;
const TAG = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,39}$/u;

export const VIEW_TYPES = ["self", "unassigned", "pastdeadline", "duetoday", "job"] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

/** Spec filter keys that jobs do not have (decision 0051): refused, never dropped silently. */
export const UNSUPPORTED_JOB_FILTERS = ["isSystem", "isResource", "ai"] as const;

/** The keys of `UNSUPPORTED_JOB_FILTERS` a query names (each once, in their order). */
export function unsupportedJobFilters(params: URLSearchParams): string[] {
  return UNSUPPORTED_JOB_FILTERS.filter((key) => params.has(key));
}

/** The age filters' choices (spec: `cdate`/`mdate` take 1-7 days). */
export const AGE_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const DOC_DIRECTIONS = ["ingoing", "outgoing"] as const;
export const DOC_TYPES = ["offer", "invoice", "contract", "order", "credit_note", "valuation"] as const;

export const JOB_FILTERS = {
  workflow: { kind: "token", pattern: WORKFLOW },
  status: { kind: "tokens", pattern: ID, max: 20 },
  systemType: { kind: "enums", values: SYSTEM_TYPES },
  visibility: { kind: "enum", values: VISIBILITY_FILTERS, default: "showOpen" },
  viewType: { kind: "enum", values: VIEW_TYPES },
  assignee: { kind: "tokens", pattern: UUID, max: 20 },
  owner: { kind: "tokens", pattern: UUID, max: 20 },
  priority: { kind: "enums", values: ["0", "1", "2", "3"] },
  isStarred: { kind: "boolean" },
  brand: { kind: "tokens", pattern: WORD, max: 20 },
  model: { kind: "tokens", pattern: WORD, max: 20 },
  location: { kind: "tokens", pattern: ID, max: 20 },
  "ownerLocation.city": { kind: "tokens", pattern: WORD, max: 20 },
  company: { kind: "tokens", pattern: UUID, max: 20 },
  whiteLabelProject: { kind: "tokens", pattern: UUID, max: 20 },
  language: { kind: "enums", values: LOCALES },
  source: { kind: "tokens", pattern: TAG, lowerCase: true, max: 20 },
  tags: { kind: "tokens", pattern: TAG, lowerCase: true, max: 20 },
  leadTags: { kind: "tokens", pattern: TAG, lowerCase: true, max: 20 },
  labels: { kind: "tokens", pattern: TAG, lowerCase: true, max: 20 },
  cdate: { kind: "int", min: 1, max: 7 },
  mdate: { kind: "int", min: 1, max: 7 },
  dateFrom: { kind: "date", min: "2000-01-01", max: "2100-12-31" },
  dateTo: { kind: "date", min: "2000-01-01", max: "2100-12-31" },
  docType: { kind: "enums", values: DOC_TYPES },
  docDirection: { kind: "enum", values: DOC_DIRECTIONS },
  currency: { kind: "tokens", pattern: /^[A-Z]{3}$/, max: 5 },
  hasErrors: { kind: "boolean" },
  isActive: { kind: "boolean" },
} as const satisfies FilterDef;

export const JOB_SORTS = ["cdate_desc", "cdate_asc", "mdate_desc", "priority_desc", "deadline_asc"] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const jobList = listParams(JOB_FILTERS, {
  sorts: JOB_SORTS,
  defaultSort: "cdate_desc",
  limits: { default: 25, max: 100 },
  q: { maxLength: 120 },
});
export type JobListParams = ListParamsOf<typeof jobList>;

/** The status filter appears only when a workflow is chosen; without one it is ignored. */
export function effectiveStatusFilter(p: Pick<JobListParams, "workflow" | "status">): string[] {
  return p.workflow && ID.test(p.workflow) ? p.status : [];
}
