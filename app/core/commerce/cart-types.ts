/**
 * The shapes the commerce services hand to loaders, the API and the UI. Prices are always
 * the server's, in minor units of `currency`, gross (VAT included) unless named `net`.
 */
import type { CartLineKind, Fulfilment, OrderStatus, PaymentMethod, PaymentStatus } from "./commerce-enums";

/** Who a cart belongs to: a signed-in user, or the anonymous visitor cookie (the favorites' cookie). */
export type CartOwner = { kind: "user"; userId: string } | { kind: "visitor"; visitorId: string };

/** A line's picture: a car picture served by /media (CarPicture) or a file path (`/shop/x.svg`). */
export type CartImage =
  | { kind: "media"; id: string; width: number; height: number }
  | { kind: "file"; src: string };

/** Why a line cannot be bought right now (checkout refuses while any line has one). */
export type CartLineProblem =
  | "car_unavailable"
  | "item_unavailable"
  | "out_of_stock"
  | "configuration_changed";

export type CartLine = {
  id: string;
  kind: CartLineKind;
  /** Model name, car title or item name in the request's language. */
  name: string;
  /** The brand's name, shown beside the line's name. */
  brandName: string | null;
  /** What variant the line is: gearbox and fuel with options and paint; used car: year, km; item: sku. */
  variant: string | null;
  image: CartImage | null;
  /** Locale-relative link back to what the line is (car page, configuration URL, shop item). */
  href: string;
  quantity: number;
  maxQuantity: number;
  unitPriceMinor: number;
  vatRateBp: number;
  totalMinor: number;
  problem: CartLineProblem | null;
};

export type CartTotals = {
  netMinor: number;
  vatMinor: number;
  totalMinor: number;
  vatByRate: { rateBp: number; vatMinor: number }[];
};

export type Cart = CartTotals & {
  lines: CartLine[];
  /** Sum of the quantities (the menu badge). */
  count: number;
  currency: string;
  /** A used car is in the cart: checkout offers pickup only and reserves it for 48 hours. */
  hasUsedCar: boolean;
};

/** The top menu's dropdown: at most 6 lines and "N more". */
export type CartSummary = {
  count: number;
  lines: CartLine[];
  more: number;
  totalMinor: number;
  currency: string;
};

export type OrderSummary = {
  id: string;
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  fulfilment: Fulfilment;
  currency: string;
  totalMinor: number;
  lineCount: number;
  createdAt: string;
};
