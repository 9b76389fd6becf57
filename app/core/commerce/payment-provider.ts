/**
 * How an order gets paid. A provider starts the payment of a placed order: the built-in
 * methods need no internet and answer `none` (the order-complete page tells what to do); an online
 * provider would answer a redirect to its payment page. Adding one means a new PaymentMethod, a
 * provider here and its webhook; nothing else in checkout changes.
 */
import type { PaymentMethod } from "./commerce-enums";

/** What the provider sees of the order (amounts in minor units, the order number as reference). */
export type PaymentOrder = {
  id: string;
  number: string;
  totalMinor: number;
  currency: string;
  language: string;
};

export type PaymentStart = { kind: "none" } | { kind: "redirect"; url: string };

/** Side effects a provider may record while starting (e.g. a financing request on the order's job). */
export type PaymentEffects = { recordOnJob(action: string, data?: Record<string, unknown>): Promise<void> };

export type PaymentProvider = {
  method: PaymentMethod;
  start(order: PaymentOrder, effects: PaymentEffects): Promise<PaymentStart>;
};

/** Bank transfer against the invoice: the reference is the order number; nothing to start. */
const bankTransfer: PaymentProvider = {
  method: "bank_transfer",
  start: async () => ({ kind: "none" }),
};

/** Paid at the location when the buyer picks up. */
const payAtPickup: PaymentProvider = {
  method: "pay_at_pickup",
  start: async () => ({ kind: "none" }),
};

/** A financing request: the sales team prepares an offer; the job records that it was asked for. */
const financing: PaymentProvider = {
  method: "financing",
  start: async (order, effects) => {
    await effects.recordOnJob("financing_requested", {
      amountMinor: order.totalMinor,
      currency: order.currency,
    });
    return { kind: "none" };
  },
};

export const PAYMENT_PROVIDERS: Readonly<Record<PaymentMethod, PaymentProvider>> = {
  bank_transfer: bankTransfer,
  pay_at_pickup: payAtPickup,
  financing,
};

export function paymentProvider(method: PaymentMethod): PaymentProvider {
  return PAYMENT_PROVIDERS[method];
}
