/**
 * The order documents list (`account/orders?view=documents`) as URL state: the document
 * filter keys (`docType`, `docDirection`, `hasErrors`, `currency`, `isActive`) and `q`
 * (document or order number). Isomorphic and without zod, like the other lists' definitions.
 */
import type { FilterDef } from "../../shared/lists/filter-state";
import { type ListParamsOf, listParams } from "../../shared/lists/list-params";

/** At most 10 MB per uploaded invoice (the request limit adds the form's fields: server/body-limits.ts). */
export const ORDER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const DOC_DIRECTIONS = ["ingoing", "outgoing"] as const;
export type DocDirection = (typeof DOC_DIRECTIONS)[number];
/** The kinds of papers a job or an order carries (the same list as the job filters'). */
export const DOC_TYPES = ["offer", "invoice", "contract", "order", "credit_note", "valuation"] as const;

export const DOCUMENT_FILTERS = {
  /** The orders screen's tab: the documents list lives at `account/orders?view=documents`. */
  view: { kind: "enum", values: ["documents"] },
  docType: { kind: "enums", values: DOC_TYPES },
  docDirection: { kind: "enum", values: DOC_DIRECTIONS },
  hasErrors: { kind: "boolean" },
  currency: { kind: "tokens", pattern: /^[A-Z]{3}$/, max: 5 },
  isActive: { kind: "boolean" },
} as const satisfies FilterDef;

/** Newest first (index documents_project_idx: project, cdate desc, id desc). */
export const documentList = listParams(DOCUMENT_FILTERS, {
  sorts: ["cdate_desc"],
  defaultSort: "cdate_desc",
  limits: { default: 25, max: 100 },
  q: { maxLength: 60 },
});
export type DocumentListParams = ListParamsOf<typeof documentList>;
