/**
 * The commerce vocabularies as plain constants: order, payment and handover states, cart line
 * kinds and shop categories. The Drizzle tables (`db/schema/{orders,carts,items}.ts`) type their
 * columns with them, and the browser's form and filter schemas validate with them without pulling in
 * the table definitions.
 */

export const ORDER_STATUSES = ["placed", "confirmed", "ready", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const FULFILMENTS = ["pickup", "delivery"] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
export const PAYMENT_METHODS = ["bank_transfer", "pay_at_pickup", "financing"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ["pending", "paid", "refunded", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type DeliveryAddress = {
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
};

export const CART_LINE_KINDS = ["new_car", "used_car", "item"] as const;
export type CartLineKind = (typeof CART_LINE_KINDS)[number];

/** A configured new car as the configurator's URL names it: option keys and the paint key. */
export type CartConfiguration = { options: string[]; colour: string | null };

/** The shop's categories; their names are message keys `shop:category.<key>`. */
export const ITEM_CATEGORIES = ["accessories", "wheels_tyres", "care", "service", "merchandise"] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];
