/**
 * The staff order list's URL state (account/orders): status filter, free-text search (number, name,
 * e-mail) and the keyset position, through the shared list machinery. Isomorphic and pure.
 */
import { ORDER_STATUSES } from "../../db/schema/orders";
import type { FilterDef } from "../../shared/lists/filter-state";
import { type ListParamsOf, listParams } from "../../shared/lists/list-params";

export const ORDER_FILTERS = {
  status: { kind: "enums", values: ORDER_STATUSES },
} as const satisfies FilterDef;

export const orderList = listParams(ORDER_FILTERS, {
  sorts: ["created_desc"],
  defaultSort: "created_desc",
  limits: 25,
  q: { maxLength: 120 },
});
export type OrderListParams = ListParamsOf<typeof orderList>;
