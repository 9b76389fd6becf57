/**
 * The back office's client list as URL state (account/clients; lists as data). Isomorphic:
 * the filter bar writes the same URLs the loader reads.
 */
import type { FilterDef } from "../../shared/lists/filter-state";
import { type ListParamsOf, listParams } from "../../shared/lists/list-params";
import { LOCALES } from "../../shared/locales";

export const CLIENT_KINDS = ["person", "company"] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

/** Rows the list leaves out unless asked for: tombstones of merges and erased clients. */
export const CLIENT_INCLUDES = ["merged", "erased"] as const;

export const CLIENT_FILTERS = {
  kind: { kind: "enum", values: CLIENT_KINDS },
  language: { kind: "enums", values: LOCALES },
  /** Marketing consent given (true) or not (false). */
  consent: { kind: "boolean" },
  hasOrders: { kind: "boolean" },
  hasAccount: { kind: "boolean" },
  /** Created on or after / on or before (calendar days in the project's time zone). */
  dateFrom: { kind: "date", min: "2000-01-01", max: "2100-12-31" },
  dateTo: { kind: "date", min: "2000-01-01", max: "2100-12-31" },
  include: { kind: "enums", values: CLIENT_INCLUDES },
} as const satisfies FilterDef;

export const CLIENT_SORTS = ["created_desc", "created_asc", "name_asc"] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** Newest first; `q` finds clients whose name, company, e-mail or phone has words starting with every word. */
export const clientList = listParams(CLIENT_FILTERS, {
  sorts: CLIENT_SORTS,
  defaultSort: "created_desc",
  limits: { default: 25, max: 100 },
  q: { maxLength: 100 },
});
export type ClientListParams = ListParamsOf<typeof clientList>;

/** A list's total is counted up to this many rows ("more than 1,000" beyond). */
export const CLIENT_COUNT_CAP = 1000;
