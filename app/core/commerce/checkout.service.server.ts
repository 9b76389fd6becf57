/**
 * Checkout: what the checkout page needs (the priced cart, the signed-in user, pickup locations),
 * and placing the order: idempotent by the form's key, in one transaction with the lead (job), the
 * order and its lines, the used car's hold, the stock, the job's timeline and the mails (outbox); the
 * invoice is made when the dealer confirms the order (orders.service.server.ts). Prices are the server's, re-read inside the transaction. A used car is held for
 * 48 hours for a verified account, else provisionally until the buyer confirms the order mail's link,
 * within limits per e-mail address and per client address (docs/decisions/0045-abuse-limits.md).
 */
import { desc } from "drizzle-orm";
import { clients, locations } from "../../db/schema";
import { err, ok, type Result } from "../../shared/result";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { lockForTransaction } from "../context/transaction-lock.server";
import { customerReach } from "../identity/customer-reach.server";
import { createLead } from "../leads/create-lead.service.server";
import { insertJobEvent } from "../leads/jobs.repo.server";
import { issueMailLink } from "../mail/mail-links.server";
import { holdsFromAddress, isVerifiedBuyer, type Requester } from "./buyer-trust.server";
import { clearCart } from "./cart.repo.server";
import { priceCart } from "./cart.service.server";
import type { Cart, CartOwner } from "./cart-types";
import { allowedFulfilments, allowedPaymentMethods, checkoutProblems, hasCar } from "./checkout-rules";
import {
  type CheckoutInput,
  checkoutFieldErrors,
  checkoutSchema,
  HOME_COUNTRY,
  SALES_COUNTRIES,
} from "./checkout-schema";
import type { Fulfilment, PaymentMethod } from "./commerce-enums";
import { issueOrderViewLink } from "./order-links.server";
import { orderMails } from "./order-mails.server";
import { imageSnapshot, orderNumber } from "./order-snapshot";
import {
  findOrderByKey,
  insertOrder,
  insertOrderLines,
  openHoldsOf,
  reserveCar,
  setOrderNumber,
  takeStock,
} from "./orders.repo.server";
import { paymentProvider } from "./payment-provider";
import {
  holdUntil,
  OPEN_RESERVATIONS_PER_EMAIL,
  PROVISIONAL_HOLD_MINUTES,
  RESERVATION_HOURS,
  secondsUntil,
} from "./reservation-rules";

export type CheckoutError =
  | { code: "invalid"; message?: string; fields: Record<string, string[]> }
  | { code: "conflict"; message: string }
  | { code: "throttled"; retryAfterSec: number; message: string };

export type PlaceOrderOptions = {
  /** The site's origin for the mail's links. */
  origin?: string;
  /** Who sent the request, for the per-address limit (absent: scripts and tests). */
  requester?: Requester;
};

export type CheckoutLocation = {
  id: number;
  name: string;
  city: string;
  street: string;
  houseNumber: string;
  zipCode: string;
};

/** A postal address as the checkout form holds it (the stored client's, to prefill). */
export type CheckoutAddress = {
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
};

export type CheckoutInit = {
  cart: Cart;
  user: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    /** The signed-in customer's stored postal address, when the client record has one. */
    address: CheckoutAddress | null;
  } | null;
  /** A car is in the cart: the postal address is asked for (delivery asks for it anyway). */
  addressRequired: boolean;
  /** The address's countries (the dealer's sales countries) and the preselected one. */
  countries: readonly string[];
  defaultCountry: string;
  /** Where the order can be picked up: the used car's location, else every location of the site. */
  locations: CheckoutLocation[];
  paymentMethods: PaymentMethod[];
  fulfilments: Fulfilment[];
};

/** The placed order; `replayed` when the same form was submitted before (the first order is answered). */
export type PlacedOrder = { id: string; number: string; replayed: boolean };

async function pickupLocations(ctx: ServiceContext, carLocationIds: readonly number[]) {
  const scope = scoped(ctx);
  const rows = await scope.db
    .select({
      id: locations.id,
      name: locations.name,
      city: locations.city,
      street: locations.street,
      houseNumber: locations.houseNumber,
      zipCode: locations.zipCode,
      email: locations.email,
    })
    .from(locations)
    .where(scope.owns(locations))
    .orderBy(locations.name);
  return carLocationIds.length > 0 ? rows.filter((r) => carLocationIds.includes(r.id)) : rows;
}

/** "Hauptstraße 5a" as street and house number; a street without a trailing number keeps it all. */
export function splitStreet(line: string): { street: string; houseNumber: string } {
  const m = /^(.*\S)\s+(\d+[a-zA-Z]?(?:\s*[-/]\s*\d+[a-zA-Z]?)?)$/.exec(line.trim());
  return m ? { street: m[1]!, houseNumber: m[2]! } : { street: line.trim(), houseNumber: "" };
}

/**
 * The phone and postal address of the signed-in user's own client record (`customerReach`: never a
 * guest's before verification), the newest record that has each.
 */
async function knownContact(
  ctx: ServiceContext,
  userId: string,
): Promise<{ phone: string | null; address: CheckoutAddress | null }> {
  const scope = scoped(ctx);
  const rows = await scope.db
    .select({
      phone: clients.phone,
      street: clients.street,
      postalCode: clients.postalCode,
      city: clients.city,
      country: clients.country,
    })
    .from(clients)
    .where(scope.where(clients, customerReach(scope, userId).clients))
    .orderBy(desc(clients.updatedAt))
    .limit(20);
  const phone = rows.find((r) => r.phone)?.phone ?? null;
  const withAddress = rows.find((r) => r.street && r.postalCode && r.city);
  const country = withAddress?.country?.trim().toUpperCase() ?? "";
  return {
    phone,
    address: withAddress
      ? {
          ...splitStreet(withAddress.street ?? ""),
          zipCode: withAddress.postalCode ?? "",
          city: withAddress.city ?? "",
          country: (SALES_COUNTRIES as readonly string[]).includes(country) ? country : HOME_COUNTRY,
        }
      : null,
  };
}

/** The checkout page's data: the priced cart, the signed-in user's details, locations, allowed choices. */
export async function checkoutInit(ctx: ServiceContext, owner: CartOwner | null): Promise<CheckoutInit> {
  const priced = await priceCart(ctx, owner);
  const carLocations = priced.lines.flatMap((l) => (l.carLocationId ? [l.carLocationId] : []));
  const places = await pickupLocations(ctx, carLocations);
  const p = ctx.principal;
  const contact = p ? await knownContact(ctx, p.id) : null;
  return {
    cart: priced.cart,
    user:
      p && contact
        ? {
            firstName: p.firstName,
            lastName: p.lastName,
            email: p.email,
            phone: contact.phone,
            address: contact.address,
          }
        : null,
    addressRequired: hasCar(priced.cart),
    countries: SALES_COUNTRIES,
    defaultCountry: HOME_COUNTRY,
    locations: places.map(({ email: _e, ...l }) => l),
    paymentMethods: allowedPaymentMethods(priced.cart),
    fulfilments: allowedFulfilments(priced.cart),
  };
}

/** Thrown inside the transaction to roll it back with an expected answer. */
class Refused extends Error {
  constructor(readonly error: CheckoutError) {
    super(error.code);
  }
}

function isIdempotencyViolation(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; depth++) {
    const c = cur as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (
      c.code === "23505" &&
      (c.constraint === "orders_project_idempotency_idx" ||
        /orders_project_idempotency_idx/.test(c.message ?? ""))
    ) {
      return true;
    }
    cur = c.cause;
  }
  return false;
}

function sameOwner(order: { userId: string | null; visitorId: string | null }, owner: CartOwner): boolean {
  return owner.kind === "user" ? order.userId === owner.userId : order.visitorId === owner.visitorId;
}

/** The first order of this form, answered again to its owner; someone else's key is a conflict. */
async function replay(
  ctx: ServiceContext,
  owner: CartOwner,
  key: string,
): Promise<Result<PlacedOrder, CheckoutError> | null> {
  const existing = await findOrderByKey(scoped(ctx), key);
  if (!existing) return null;
  if (!sameOwner(existing, owner))
    return err({ code: "conflict", message: "commerce:errors.checkout_key_used" });
  return ok({ id: existing.id, number: existing.number, replayed: true });
}

/**
 * Places the owner's cart as an order. Idempotent: the same `idempotencyKey` answers the first order
 * (also for concurrent retries, which meet in the unique index `orders_project_idempotency_idx`).
 * Refused (conflict, a catalogue key) when the cart is empty or a line cannot be bought, when the used
 * car was just reserved by someone else or the stock ran out; nothing is stored then.
 */
export async function placeOrder(
  ctx: ServiceContext,
  owner: CartOwner | null,
  input: CheckoutInput | Record<string, unknown>,
  options: PlaceOrderOptions = {},
): Promise<Result<PlacedOrder, CheckoutError>> {
  const parsed = checkoutSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: checkoutFieldErrors(parsed.error) });
  const data = parsed.data;
  if (!owner) return err({ code: "conflict", message: "commerce:errors.cart_empty" });
  const first = await replay(ctx, owner, data.idempotencyKey);
  if (first) return first;
  try {
    return await withTransaction(ctx, (tx) => placeInTransaction(tx, owner, data, options));
  } catch (e) {
    // A retry that ran while the first submit committed finds the cart emptied or the key taken:
    // either way the first order is the answer.
    if (e instanceof Refused || isIdempotencyViolation(e)) {
      const again = await replay(ctx, owner, data.idempotencyKey);
      if (again) return again;
    }
    if (e instanceof Refused) return err(e.error);
    throw e;
  }
}

/**
 * Refuses (429, thrown to roll back) a checkout that would give `email` more open online holds than
 * allowed, or one more hold from the requester's address than its daily rule allows. The address's
 * count is taken last, so only a checkout that passes everything else is counted.
 */
async function withinHoldLimits(
  tx: ServiceContext,
  email: string,
  cars: number,
  requester: Requester | undefined,
): Promise<void> {
  if (requester?.limits === false) return;
  const at = tx.clock.now();
  // Two checkouts with one address at once count one after the other.
  await lockForTransaction(tx.db, `holds:${tx.project.id}:${email.trim().toLowerCase()}`);
  const open = await openHoldsOf(scoped(tx), email, at);
  if (open.count + cars > OPEN_RESERVATIONS_PER_EMAIL) {
    throw new Refused({
      code: "throttled",
      retryAfterSec: open.firstEnd ? secondsUntil(open.firstEnd, at) : 86_400,
      message: "commerce:errors.too_many_reservations",
    });
  }
  const byAddress = await holdsFromAddress(tx, "reservation", requester);
  if (!byAddress.ok) {
    throw new Refused({
      code: "throttled",
      retryAfterSec: byAddress.retryAfterSec,
      message: "commerce:errors.reservations_from_address",
    });
  }
}

async function placeInTransaction(
  tx: ServiceContext,
  owner: CartOwner,
  data: CheckoutInput,
  { origin, requester }: PlaceOrderOptions,
): Promise<Result<PlacedOrder, CheckoutError>> {
  const scope = scoped(tx);
  const at = tx.clock.now();
  const priced = await priceCart(tx, owner);
  const { cart } = priced;
  if (cart.lines.length === 0 || !priced.cartId)
    throw new Refused({ code: "conflict", message: "commerce:errors.cart_empty" });
  // A car reserved by someone else since it went into the cart (also a concurrent checkout that won the
  // car and committed first) is said as such, as when the reservation itself finds it taken.
  if (cart.lines.some((l) => l.problem === "car_unavailable"))
    throw new Refused({ code: "conflict", message: "commerce:errors.car_just_sold" });
  if (cart.lines.some((l) => l.problem))
    throw new Refused({ code: "conflict", message: "commerce:errors.cart_changed" });
  const problems = checkoutProblems(cart, data);
  let location: Awaited<ReturnType<typeof pickupLocations>>[number] | null = null;
  if (data.fulfilment === "pickup") {
    const carLocations = priced.lines.flatMap((l) => (l.carLocationId ? [l.carLocationId] : []));
    location = (await pickupLocations(tx, carLocations)).find((l) => l.id === data.locationId) ?? null;
    if (!location) {
      problems.locationId = [
        carLocations.length > 0
          ? "commerce:validation.pickup_at_car_location"
          : "validation:location_unknown",
      ];
    }
  }
  if (Object.keys(problems).length > 0) throw new Refused({ code: "invalid", fields: problems });
  const usedCars = priced.lines.filter((l) => l.kind === "used_car" && l.carId).length;
  if (usedCars > 0) await withinHoldLimits(tx, data.customer.email, usedCars, requester);
  // A verified account proved its address; anyone else holds the car only until the mail's link is used.
  const provisional = usedCars > 0 && !(await isVerifiedBuyer(tx));

  const carLine = priced.lines.find((l) => l.kind === "used_car" || l.kind === "new_car");
  const lead = await createLead(
    tx,
    "PURCHASE",
    {
      firstName: data.customer.firstName,
      lastName: data.customer.lastName,
      companyName: data.customer.companyName,
      email: data.customer.email,
      phone: data.customer.phone,
      language: tx.locale,
      privacyAccepted: true,
    },
    {
      kind: "order",
      fulfilment: data.fulfilment,
      paymentMethod: data.paymentMethod,
      lines: cart.lines.map((l) => `${l.quantity} × ${[l.brandName, l.name].filter(Boolean).join(" ")}`),
      ...(data.note ? { message: data.note } : {}),
    },
    {
      locationId: location?.id ?? null,
      carId: carLine?.carId ?? null,
      vehicleBrandName: carLine?.brandName ?? null,
      vehicleModelName: carLine ? carLine.name : null,
      vehicleValueMinor: cart.totalMinor,
      source: "shop",
      at,
    },
  );
  if (!lead.ok) throw new Error(`purchase lead not created: ${lead.error.code}`);
  const { jobId, clientId } = lead.value;

  // The idempotency key's unique index is the first contended write: a concurrent retry waits here
  // for the first submit's commit and fails, before it touches the car or the stock.
  const created = await insertOrder(scope, {
    number: `pending-${data.idempotencyKey}`,
    idempotencyKey: data.idempotencyKey,
    userId: owner.kind === "user" ? owner.userId : null,
    visitorId: owner.kind === "visitor" ? owner.visitorId : null,
    clientId,
    jobId,
    fulfilment: data.fulfilment,
    locationId: location?.id ?? null,
    deliveryAddress: data.deliveryAddress,
    paymentMethod: data.paymentMethod,
    currency: cart.currency,
    netMinor: cart.netMinor,
    vatMinor: cart.vatMinor,
    totalMinor: cart.totalMinor,
    language: tx.locale,
    note: data.note,
    termsAcceptedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  const number = orderNumber(created.seq, at);
  await setOrderNumber(scope, created.id, number);
  await insertOrderLines(
    scope,
    created.id,
    priced.lines.map((l, i) => ({
      position: i + 1,
      kind: l.kind,
      carId: l.carId,
      itemId: l.itemId,
      configuration: l.configuration,
      name: l.name,
      brandName: l.brandName,
      variant: l.variant,
      image: imageSnapshot(l.image),
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      vatRateBp: l.vatRateBp,
      totalMinor: l.totalMinor,
    })),
  );
  for (const l of priced.lines) {
    if (l.kind === "used_car" && l.carId && !(await reserveCar(scope, l.carId, holdUntil(at, provisional)))) {
      throw new Refused({ code: "conflict", message: "commerce:errors.car_just_sold" });
    }
    if (
      l.kind === "item" &&
      l.itemId &&
      l.stock !== null &&
      !(await takeStock(scope, l.itemId, l.quantity))
    ) {
      throw new Refused({ code: "conflict", message: "commerce:errors.out_of_stock" });
    }
  }
  await clearCart(scope, priced.cartId);
  await insertJobEvent(scope, {
    jobId,
    kind: "order",
    actorId: null,
    data: {
      action: "placed",
      number,
      orderId: created.id,
      totalMinor: cart.totalMinor,
      currency: cart.currency,
    },
    at,
  });
  await paymentProvider(data.paymentMethod).start(
    { id: created.id, number, totalMinor: cart.totalMinor, currency: cart.currency, language: tx.locale },
    {
      recordOnJob: (action, extra = {}) =>
        insertJobEvent(scope, {
          jobId,
          kind: "order",
          actorId: null,
          data: { action, number, ...extra },
          at,
        }),
    },
  );
  const site = origin ?? `https://${tx.project.domains[0] ?? "localhost"}`;
  const prefix = tx.locale === tx.project.defaultLanguage ? "" : `/${tx.locale}`;
  const hold = provisional
    ? {
        minutes: PROVISIONAL_HOLD_MINUTES,
        link: `${site}${prefix}/orderConfirm/${await issueMailLink(scope, {
          kind: "order_hold",
          email: data.customer.email,
          jobId,
          data: { orderId: created.id },
          now: at,
          ttlSeconds: PROVISIONAL_HOLD_MINUTES * 60,
        })}`,
      }
    : null;
  const mails = orderMails(tx.project, {
    number,
    locale: tx.locale,
    email: data.customer.email,
    name: `${data.customer.firstName} ${data.customer.lastName}`.trim(),
    fulfilment: data.fulfilment,
    paymentMethod: data.paymentMethod,
    totalMinor: cart.totalMinor,
    currency: cart.currency,
    lines: cart.lines.map((l) => ({
      name: l.name,
      brandName: l.brandName,
      quantity: l.quantity,
      totalMinor: l.totalMinor,
      vatRateBp: l.vatRateBp,
    })),
    address: data.deliveryAddress,
    location,
    // The account's order page for a signed-in buyer; for a guest a link whose token opens the order in
    // any browser (the phone's mail app), since the visitor cookie stays in the browser that ordered.
    link:
      owner.kind === "user"
        ? `${site}${prefix}/account/orders/${encodeURIComponent(number)}`
        : `${site}${prefix}/orderComplete/${await issueOrderViewLink(
            scope,
            { id: created.id, email: data.customer.email, jobId },
            at,
          )}`,
    reservedHours: cart.lines.some((l) => l.kind === "used_car") ? RESERVATION_HOURS : null,
    hold,
  });
  for (const mail of mails) await tx.outbox.enqueue("mail", mail);
  return ok({ id: created.id, number, replayed: false });
}
