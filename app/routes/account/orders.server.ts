/**
 * The orders page's loader: a customer's own orders; for database staff the project's orders with their
 * filters, search and keyset page, or (`?view=documents`) the orders' documents. The server decides which.
 */
import { data } from "react-router";
import {
  FULFILMENTS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "../../core/commerce/commerce-enums";
import { listDocuments } from "../../core/commerce/documents.service.server";
import { DOC_DIRECTIONS, DOC_TYPES, documentList } from "../../core/commerce/documents-filters";
import { orderList } from "../../core/commerce/order-filters";
import { listMyOrders, listProjectOrders } from "../../core/commerce/orders.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { DATE_PRESETS, presetRange } from "../../core/leads/date-presets";
import { listLocations } from "../../core/locations/locations.service.server";
import { accountPath } from "../../shared/account-routes";
import { projectTimeZone } from "../../shared/date-time";
import { inGroup } from "../../shared/permissions";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/orders";
import { requireAccess } from "./guard.server";

/** The commerce catalogue's names of statuses, payments and handovers. */
const COMMERCE_LABELS = [
  "commerce.order_status",
  "commerce.payment_method",
  "commerce.payment_status",
  "commerce.fulfilment",
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAccess(request, context, "orders");
  const ctx = pageContext(request, context);
  const timeZone = projectTimeZone(context.project);
  const common = { locale: ctx.locale, timeZone };
  if (!inGroup(user, "database")) {
    const rows = await listMyOrders(ctx.services);
    return {
      ...common,
      view: "mine" as const,
      rows,
      meta: { title: ctx.t("orders:list.title_mine"), noindex: true },
      messages: messagesFor(ctx.locale, ["orders", ...COMMERCE_LABELS]),
    };
  }
  const base = accountPath("orders");
  const staffCommon = {
    ...common,
    messages: messagesFor(ctx.locale, ["orders", ...COMMERCE_LABELS, "backoffice"]),
  };
  if (ctx.url.searchParams.get("view") === "documents") {
    const p = documentList.parse(ctx.url.searchParams);
    const page = await listDocuments(ctx.services, p);
    if (!page.ok) throw data(null, { status: 403 });
    return {
      ...staffCommon,
      view: "documents" as const,
      docTypes: DOC_TYPES,
      directions: DOC_DIRECTIONS,
      rows: page.value.rows,
      nextHref: page.value.nextCursor
        ? `${base}${documentList.query({ ...p, view: "documents", after: page.value.nextCursor, before: undefined })}`
        : null,
      prevHref: page.value.prevCursor
        ? `${base}${documentList.query({ ...p, view: "documents", before: page.value.prevCursor, after: undefined })}`
        : null,
      meta: { title: ctx.t("orders:documents.title_all"), noindex: true },
    };
  }
  const p = orderList.parse(ctx.url.searchParams);
  const [page, locations] = await Promise.all([
    listProjectOrders(ctx.services, p),
    listLocations(ctx.services),
  ]);
  if (!page.ok) throw data(null, { status: 403 });
  return {
    ...staffCommon,
    view: "all" as const,
    // From the loader: the browser bundle need not import the database schema for a list of names.
    statuses: ORDER_STATUSES,
    paymentStatuses: PAYMENT_STATUSES,
    paymentMethods: PAYMENT_METHODS,
    fulfilments: FULFILMENTS,
    locations: locations.map((l) => ({ id: l.id, name: l.name })),
    presets: DATE_PRESETS.map((key) => ({ key, ...presetRange(key, ctx.services.clock.now(), timeZone) })),
    rows: page.value.rows,
    nextHref: page.value.nextCursor
      ? `${base}${orderList.query({ ...p, after: page.value.nextCursor, before: undefined })}`
      : null,
    prevHref: page.value.prevCursor
      ? `${base}${orderList.query({ ...p, before: page.value.prevCursor, after: undefined })}`
      : null,
    meta: { title: ctx.t("orders:list.title_all"), noindex: true },
    total: page.value.total,
    totalCapped: page.value.totalCapped,
  };
}
