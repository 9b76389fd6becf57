/**
 * What a cart allows at checkout. A used car is handed over at its location: pickup only.
 * Delivery is for items and new cars; paying at pickup needs pickup; a financing request needs a car
 * (new or used) in the cart. Buying a car, and any delivery, needs the buyer's postal address
 * (docs/decisions/0056-postal-address-and-vat-statement.md). Pure: the service passes its priced cart.
 */

import type { Cart } from "./cart-types";
import type { Fulfilment, PaymentMethod } from "./commerce-enums";

type CartKinds = Pick<Cart, "lines">;

export function hasCar(cart: CartKinds): boolean {
  return cart.lines.some((l) => l.kind === "used_car" || l.kind === "new_car");
}

export function allowedFulfilments(cart: CartKinds): Fulfilment[] {
  return cart.lines.some((l) => l.kind === "used_car") ? ["pickup"] : ["pickup", "delivery"];
}

/** Whether the checkout asks for the postal address: a car in the cart, or delivery chosen. */
export function needsPostalAddress(cart: CartKinds, fulfilment?: Fulfilment): boolean {
  return hasCar(cart) || fulfilment === "delivery";
}

/** The payment methods for the cart; with `fulfilment` given, those that go with it. */
export function allowedPaymentMethods(cart: CartKinds, fulfilment?: Fulfilment): PaymentMethod[] {
  const methods: PaymentMethod[] = ["bank_transfer"];
  if (fulfilment !== "delivery" && allowedFulfilments(cart).includes("pickup")) methods.push("pay_at_pickup");
  if (hasCar(cart)) methods.push("financing");
  return methods;
}

/** Field errors (catalogue keys) of a valid form that the cart does not allow; empty when it does. */
export function checkoutProblems(
  cart: CartKinds,
  input: { fulfilment: Fulfilment; paymentMethod: PaymentMethod; deliveryAddress?: unknown },
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (needsPostalAddress(cart, input.fulfilment) && !input.deliveryAddress) {
    fields.deliveryAddress = ["commerce:validation.address_required"];
  }
  if (!allowedFulfilments(cart).includes(input.fulfilment)) {
    fields.fulfilment = ["commerce:validation.used_car_pickup_only"];
  }
  if (!allowedPaymentMethods(cart, input.fulfilment).includes(input.paymentMethod)) {
    fields.paymentMethod = [
      input.paymentMethod === "financing"
        ? "commerce:validation.financing_needs_car"
        : "commerce:validation.pay_at_pickup_needs_pickup",
    ];
  }
  return fields;
}
