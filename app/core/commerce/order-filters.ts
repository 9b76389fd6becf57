/**
 * The back office's order list as URL state (account/orders for staff;
 * lists as data): status, payment status and method, handover, the period placed (`dateFrom`/`dateTo`,
 * calendar days in the site's time zone, both inclusive) and the pickup location.
 */

import { DB_ID_PATTERN } from "../../shared/db-id";
import type { FilterDef } from "../../shared/lists/filter-state";
import { type ListParamsOf, listParams } from "../../shared/lists/list-params";
import { FULFILMENTS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "./commerce-enums";

const ID = DB_ID_PATTERN;

export const ORDER_FILTERS = {
  status: { kind: "enums", values: ORDER_STATUSES },
  paymentStatus: { kind: "enums", values: PAYMENT_STATUSES },
  paymentMethod: { kind: "enums", values: PAYMENT_METHODS },
  fulfilment: { kind: "enums", values: FULFILMENTS },
  dateFrom: { kind: "date", min: "2000-01-01", max: "2100-12-31" },
  dateTo: { kind: "date", min: "2000-01-01", max: "2100-12-31" },
  location: { kind: "tokens", pattern: ID, max: 20 },
} as const satisfies FilterDef;

/** Newest first; `q` matches the order number, the client's name and e-mail (every word). */
export const orderList = listParams(ORDER_FILTERS, {
  sorts: ["created_desc"],
  defaultSort: "created_desc",
  limits: { default: 25, max: 100 },
  q: { maxLength: 100 },
});
export type OrderListParams = ListParamsOf<typeof orderList>;
