/**
 * Orders as JSON: the signed-in customer's orders and invoices (account/orders), and the
 * back office's order list with its filters, the status changes and the order documents
 * (database staff only, like the page). Someone else's order is not found, like a missing one.
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { cartOwnerOf } from "../core/commerce/cart-owner.server";
import {
  FULFILMENTS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "../core/commerce/commerce-enums";
import { listDocuments, readOrderDocumentFile } from "../core/commerce/documents.service.server";
import { DOC_DIRECTIONS, DOC_TYPES, documentList } from "../core/commerce/documents-filters";
import { orderList } from "../core/commerce/order-filters";
import type { OrderAction } from "../core/commerce/order-transitions";
import type { OrderError } from "../core/commerce/orders.service.server";
import {
  changeOrder,
  getOrderDetail,
  invoicePdf,
  listMyOrders,
  listProjectOrders,
  placedOrderInvoicePdf,
} from "../core/commerce/orders.service.server";
import { mapResult, type Result } from "../shared/result";
import {
  OrderDetailSchema,
  OrderDocumentPageSchema,
  OrderSummarySchema,
  ProjectOrderPageSchema,
} from "./commerce-schemas";
import { operation, UUID_PATTERN } from "./operation";
import { respond, respondError, validationHook } from "./respond";
import { errorResponse } from "./schemas";
import type { ApiEnv } from "./types";

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
/** The database role group: the order page and the API agree (decision 0025). */
const STAFF = ["database"] as const;
/** An order's changes and documents: the database staff, or a lead worker who may work its job. */
const ORDER_WORKERS = ["database", "workflows"] as const;
/** The status changes as API paths (order-transitions.ts has the rules). */
const ORDER_ACTION_PATHS = [
  ["confirm", "confirm", "Confirms a placed order: its used car stays reserved (the 48-hour end is cleared)"],
  ["mark-paid", "mark_paid", "Records the payment of an open order (payment status paid)"],
  ["mark-ready", "mark_ready", "A confirmed order is ready for pickup or delivery"],
  [
    "hand-over",
    "hand_over",
    "Hands a ready, paid order over (status completed); its used cars become sold, in their history",
  ],
  ["cancel", "cancel", "Cancels an open order: a reserved car becomes available and the stock comes back"],
] as const satisfies readonly (readonly [string, OrderAction, string])[];
const DocumentListQuery = z.object({
  view: z.enum(["documents"]).optional(),
  docType: z.enum(DOC_TYPES).optional().openapi({ description: "Repeat for several" }),
  docDirection: z.enum(DOC_DIRECTIONS).optional(),
  hasErrors: z.enum(["true", "false"]).optional(),
  currency: z.string().optional().openapi({ description: "ISO 4217 code; repeat for several" }),
  isActive: z.enum(["true", "false"]).optional(),
  q: z.string().max(60).optional().openapi({ description: "Words of the document or order number" }),
  limit: z.string().optional().openapi({ description: "1 to 100, default 25" }),
  after: z.string().optional().openapi({ description: "`nextCursor` of the previous page" }),
  before: z.string().optional().openapi({ description: "`prevCursor` of the next page" }),
});
const NUMBER_PATTERN = "[A-Za-z0-9-]{1,40}";
const numberParam = z.object({
  number: z.string().openapi({ param: { name: "number", in: "path" }, example: "A-2026-000042" }),
});
const idParam = z.object({ id: z.uuid().openapi({ param: { name: "id", in: "path" } }) });
const OrderListQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional().openapi({ description: "Repeat for several" }),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional().openapi({ description: "Repeat for several" }),
  paymentMethod: z.enum(PAYMENT_METHODS).optional().openapi({ description: "Repeat for several" }),
  fulfilment: z.enum(FULFILMENTS).optional().openapi({ description: "Repeat for several" }),
  dateFrom: z.string().optional().openapi({ description: "Placed on or after this day (YYYY-MM-DD)" }),
  dateTo: z.string().optional().openapi({ description: "Placed on or before this day (YYYY-MM-DD)" }),
  location: z.string().optional().openapi({ description: "Pickup location id; repeat for several" }),
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
        "The invoice of an order for whoever placed it: the signed-in buyer, the guest by the visitor cookie (orderComplete), or whoever holds the token of the order mail's link",
      request: {
        params: numberParam,
        query: z.object({
          token: z
            .string()
            .max(64)
            .optional()
            .openapi({ description: "The token of the order mail's link (orderComplete/{token})" }),
        }),
      },
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
      const token = c.req.query("token") ?? null;
      return pdfAnswer(c, number, await placedOrderInvoicePdf(c.var.services, owner, number, token));
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

  for (const [path, action, summary] of ORDER_ACTION_PATHS) {
    operation(
      api,
      {
        method: "post",
        path: `/orders/{id}/${path}.json`,
        operationId: `${path.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())}Order`,
        tags: ["Orders"],
        summary,
        description:
          "Database staff, or an employee who may work the order's job. Mails the customer in the order's language (outbox) and records the change on the order's job; confirming makes the invoice. A change the order's state does not allow answers 409 with a translated message and changes nothing.",
        request: { params: idParam },
        responses: {
          200: json(z.object({ order: OrderSummarySchema }), "The order now"),
          404: errorResponse("No such order on this site"),
          409: errorResponse("The order's status does not allow it"),
        },
      },
      ORDER_WORKERS,
      async (c, params) =>
        respond(
          c,
          mapResult(
            await changeOrder(c.var.services, (params.id ?? "").toLowerCase(), action, {
              origin: c.var.origin,
            }),
            (order) => ({ order }),
          ),
        ),
      { id: UUID_PATTERN },
    );
  }

  operation(
    api,
    {
      method: "get",
      path: "/orders/documents.json",
      operationId: "listOrderDocuments",
      tags: ["Orders"],
      summary: "The site's order documents (invoices ingoing and outgoing), newest first, keyset pages",
      request: { query: DocumentListQuery },
      responses: { 200: json(OrderDocumentPageSchema, "One page of documents") },
    },
    STAFF,
    async (c) =>
      respond(c, await listDocuments(c.var.services, documentList.parse(new URL(c.req.url).searchParams))),
  );

  operation(
    api,
    {
      method: "get",
      path: "/orders/documents/{id}/file",
      operationId: "getOrderDocumentFile",
      tags: ["Orders"],
      summary:
        "An order document's PDF, every kind: the uploaded file, or the outgoing invoice made from its order",
      request: { params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) }) },
      responses: {
        200: {
          description: "The file",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
        404: errorResponse("No such document on this site"),
      },
    },
    ORDER_WORKERS,
    async (c, params) => {
      const found = await readOrderDocumentFile(c.var.services, Number(params.id));
      if (!found.ok) return respondError(c, found.error);
      return c.body(found.value.data as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": found.value.type,
        "Content-Disposition": `attachment; filename="${found.value.filename}"`,
        "X-Content-Type-Options": "nosniff",
      });
    },
    { id: "[0-9]{1,10}" },
  );

  return api;
}
