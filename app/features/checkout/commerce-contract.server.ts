/**
 * TEMPORARY: the commerce services' contract (issue 12) as stubs, so checkout, orderComplete and the
 * account orders screens build and render before branch commerce-core lands. Replaced by imports from
 * app/core/commerce/* at the merge; nothing here is product behaviour.
 */
import type { Cart, CartOwner, OrderSummary } from "../../core/commerce/cart-types";
import type { ServiceContext } from "../../core/context/service-context.server";
import { visitorIdFromCookie } from "../../core/favorites/favorites";
import type { SessionUser } from "../../core/identity/session-user";
import { listLocations } from "../../core/locations/locations.service.server";
import type { DeliveryAddress, Fulfilment, OrderStatus, PaymentMethod } from "../../db/schema/orders";
import { err, ok, type Result } from "../../shared/result";
import type { CheckoutInput } from "./checkout-schema";

export type CheckoutLocation = {
  id: number;
  name: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
};

export type CheckoutUser = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  companyName: string | null;
};

export type CheckoutInit = {
  cart: Cart;
  user: CheckoutUser | null;
  locations: CheckoutLocation[];
  paymentMethods: PaymentMethod[];
  fulfilments: Fulfilment[];
};

export type OrderLineView = {
  id: string;
  name: string;
  brandName: string | null;
  variant: string | null;
  quantity: number;
  unitPriceMinor: number;
  vatRateBp: number;
  totalMinor: number;
};

export type OrderDetail = OrderSummary & {
  netMinor: number;
  vatMinor: number;
  lines: OrderLineView[];
  customer: CheckoutUser;
  location: CheckoutLocation | null;
  deliveryAddress: DeliveryAddress | null;
  note: string | null;
  /** What the buyer writes on a bank transfer (the order number unless a provider gives one). */
  paymentReference: string | null;
  /** Until when a used car of the order stays reserved (ISO), or null. */
  reservedUntil: string | null;
  /** The job the order created (back office link), for staff. */
  job: { workflowId: number; jobId: number } | null;
};

export type PlaceOrderError =
  | { code: "invalid"; fields: Record<string, string[]>; message?: string }
  | { code: "conflict"; message: string };

export function cartOwnerOf(cookieHeader: string | null, user: SessionUser | null): CartOwner | null {
  if (user) return { kind: "user", userId: user.id };
  const visitorId = visitorIdFromCookie(cookieHeader);
  return visitorId ? { kind: "visitor", visitorId } : null;
}

const EMPTY_CART = (currency: string): Cart => ({
  lines: [],
  count: 0,
  currency,
  netMinor: 0,
  vatMinor: 0,
  totalMinor: 0,
  vatByRate: [],
  hasUsedCar: false,
});

export async function checkoutInit(ctx: ServiceContext, _owner: CartOwner | null): Promise<CheckoutInit> {
  const locations = await listLocations(ctx);
  return {
    cart: EMPTY_CART(ctx.project.currency),
    user: null,
    locations: locations.map((l) => ({
      id: l.id,
      name: l.name,
      street: l.street,
      houseNumber: l.houseNumber,
      zipCode: l.zipCode,
      city: l.city,
    })),
    paymentMethods: ["bank_transfer", "pay_at_pickup"],
    fulfilments: ["pickup", "delivery"],
  };
}

export async function placeOrder(
  _ctx: ServiceContext,
  _owner: CartOwner | null,
  _input: CheckoutInput,
): Promise<Result<{ id: string; number: string }, PlaceOrderError>> {
  return err({ code: "conflict", message: "checkout:errors.cart_empty" });
}

export async function getPlacedOrder(
  _ctx: ServiceContext,
  _owner: CartOwner | null,
  _number: string,
): Promise<Result<OrderDetail, { code: "not_found" }>> {
  return err({ code: "not_found" });
}

export async function listMyOrders(_ctx: ServiceContext): Promise<OrderSummary[]> {
  return [];
}

export async function getOrderDetail(
  _ctx: ServiceContext,
  _number: string,
): Promise<Result<OrderDetail, { code: "not_found" } | { code: "forbidden" }>> {
  return err({ code: "not_found" });
}

export type ProjectOrderRow = OrderSummary & { customerName: string };

export async function listProjectOrders(
  _ctx: ServiceContext,
  _params: { status: string[]; q: string | undefined; after: string | undefined; before: string | undefined },
): Promise<
  Result<
    { rows: ProjectOrderRow[]; nextCursor: string | null; prevCursor: string | null },
    { code: "forbidden" }
  >
> {
  return ok({ rows: [], nextCursor: null, prevCursor: null });
}

export async function confirmOrder(
  _ctx: ServiceContext,
  _id: string,
): Promise<Result<{ status: OrderStatus }, { code: "not_found" } | { code: "conflict"; message?: string }>> {
  return err({ code: "not_found" });
}

export async function cancelOrder(
  _ctx: ServiceContext,
  _id: string,
): Promise<Result<{ status: OrderStatus }, { code: "not_found" } | { code: "conflict"; message?: string }>> {
  return err({ code: "not_found" });
}
