/**
 * Orders as JSON (issue 12): the signed-in customer's orders and invoices (account/orders), and the
 * back office's order list with confirm and cancel (database staff and lead workers). Someone else's
 * order is not found, like a missing one.
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { cartOwnerOf } from "../core/commerce/cart-owner.server";
import { ORDER_STATUSES } from "../core/commerce/commerce-enums";
import { orderList } from "../core/commerce/order-filters";
import type { OrderError } from "../core/commerce/orders.service.server";
import {
  cancelOrder,
  confirmOrder,
  getOrderDetail,
  invoicePdf,
  listMyOrders,
  listProjectOrders,
  placedOrderInvoicePdf,
} from "../core/commerce/orders.service.server";
import { mapResult, type Result } from "../shared/result";
import { OrderDetailSchema, OrderSummarySchema, ProjectOrderPageSchema } from "./commerce-schemas";
import { operation, UUID_PATTERN } from "./operation";
import { respond, respondError, validationHook } from "./respond";
import { errorResponse } from "./schemas";
import type { ApiEnv } from "./types";

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const STAFF = ["database", "workflows"] as const;
const NUMBER_PATTERN = "[A-Za-z0-9-]{1,40}";
const numberParam = z.object({
  number: z.string().openapi({ param: { name: "number", in: "path" }, example: "A-2026-000042" }),
});
const idParam = z.object({ id: z.uuid().openapi({ param: { name: "id", in: "path" } }) });
const OrderListQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional().openapi({ description: "Repeat for several" }),
  q: z
    .string()
    .max(100)
    .optional()
    .openapi({ description: "Words of the order number or the client's name" }),
  limit: z.string().optional().openapi({ description: "1 to 100, default 25" }),
  after: z.string().optional().openapi({ description: "`nextCursor` of the previous page" }),
  before: z.string().optional().openapi({ description: "`prevCursor` of the next page" }),
});

function pdfAnswer(c: Context<ApiEnv>, number: string, result: Result<Uint8Array, OrderError>) {
  if (!result.ok) return respondError(c, result.error);
  return c.body(result.value as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="invoice-${number}.pdf"`,
  });
}

export function ordersApi() {
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  operation(
    api,
    {
      method: "get",
      path: "/account/orders.json",
      operationId: "listMyOrders",
      tags: ["Orders"],
      summary: "The signed-in user's orders, newest first",
      responses: { 200: json(z.object({ orders: z.array(OrderSummarySchema) }), "Orders") },
    },
    "session",
    async (c) => c.json({ orders: await listMyOrders(c.var.services) }, 200),
  );

  operation(
    api,
    {
      method: "get",
      path: "/account/orders/{number}.json",
      operationId: "getOrder",
      tags: ["Orders"],
      summary: "One order of the signed-in user (or any of the site's for staff)",
      request: { params: numberParam },
      responses: {
        200: json(OrderDetailSchema, "The order"),
        404: errorResponse("No such order of the caller"),
      },
    },
    "session",
    async (c, params) => respond(c, await getOrderDetail(c.var.services, params.number ?? "")),
    { number: NUMBER_PATTERN },
  );

  operation(
    api,
    {
      method: "get",
      path: "/account/orders/{number}/invoice.pdf",
      operationId: "getInvoicePdf",
      tags: ["Orders"],
      summary: "The order's invoice as a PDF in the order's language, made from the order as placed",
      request: { params: numberParam },
      responses: {
        200: {
          description: "The invoice",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
        404: errorResponse("No such order of the caller"),
      },
    },
    "session",
    async (c, params) => {
      const number = params.number ?? "";
      return pdfAnswer(c, number, await invoicePdf(c.var.services, number));
    },
    { number: NUMBER_PATTERN },
  );

  operation(
    api,
    {
      method: "get",
      path: "/orders/placed/{number}/invoice.pdf",
      operationId: "getPlacedOrderInvoicePdf",
      tags: ["Orders"],
      summary:
        "The invoice of an order for whoever placed it: the signed-in buyer, or the guest by the visitor cookie (orderComplete)",
      request: { params: numberParam },
      responses: {
        200: {
          description: "The invoice",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
        404: errorResponse("No such order placed by the caller"),
      },
    },
    "anyone",
    async (c, params) => {
      const number = params.number ?? "";
      const owner = cartOwnerOf(c.req.header("cookie") ?? null, c.var.user);
      return pdfAnswer(c, number, await placedOrderInvoicePdf(c.var.services, owner, number));
    },
    { number: NUMBER_PATTERN },
  );

  operation(
    api,
    {
      method: "get",
      path: "/orders.json",
      operationId: "listProjectOrders",
      tags: ["Orders"],
      summary: "The site's orders for staff: newest first, keyset pages, status filter and search",
      request: { query: OrderListQuery },
      responses: { 200: json(ProjectOrderPageSchema, "One page of orders") },
    },
    STAFF,
    async (c) =>
      respond(c, await listProjectOrders(c.var.services, orderList.parse(new URL(c.req.url).searchParams))),
  );

  for (const [action, run, summary] of [
    [
      "confirm",
      confirmOrder,
      "Confirms a placed order: its used car stays reserved (the 48-hour end is cleared)",
    ],
    ["cancel", cancelOrder, "Cancels an order: a reserved car becomes available and the stock comes back"],
  ] as const) {
    operation(
      api,
      {
        method: "post",
        path: `/orders/{id}/${action}.json`,
        operationId: `${action}Order`,
        tags: ["Orders"],
        summary,
        request: { params: idParam },
        responses: {
          200: json(z.object({ order: OrderSummarySchema }), "The order now"),
          404: errorResponse("No such order on this site"),
          409: errorResponse("The order's status does not allow it"),
        },
      },
      STAFF,
      async (c, params) =>
        respond(
          c,
          mapResult(await run(c.var.services, (params.id ?? "").toLowerCase()), (order) => ({ order })),
        ),
      { id: UUID_PATTERN },
    );
  }

  return api;
}
