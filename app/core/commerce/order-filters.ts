/** The back office's order list as URL state (spec 2 account/orders for staff; lists as data). */

import type { FilterDef } from "../../shared/lists/filter-state";
import { type ListParamsOf, listParams } from "../../shared/lists/list-params";
import { ORDER_STATUSES } from "./commerce-enums";

export const ORDER_FILTERS = {
  status: { kind: "enums", values: ORDER_STATUSES },
} as const satisfies FilterDef;

/** Newest first; `q` matches the order number and the client's name (every word, spec 5). */
export const orderList = listParams(ORDER_FILTERS, {
  sorts: ["created_desc"],
  defaultSort: "created_desc",
  limits: { default: 25, max: 100 },
  q: { maxLength: 100 },
});
export type OrderListParams = ListParamsOf<typeof orderList>;
