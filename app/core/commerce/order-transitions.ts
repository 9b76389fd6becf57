/**
 * What an employee may do with an order, and when: the rules as data, pure, shared by the
 * service (which enforces them in one conditional UPDATE), the API and the order page (which offers only
 * what is allowed). Decision 0025 (addendum): "handed over" is the order status `completed` (the value
 * existing orders already carry), "paid" is the payment status, not an order status.
 *
 *   placed ──confirm──▶ confirmed ──mark_ready──▶ ready ──hand_over──▶ completed (handed over)
 *      └────────┴────────────┴──cancel──▶ cancelled
 *   payment: pending|failed ──mark_paid──▶ paid   (while the order is open: placed, confirmed, ready)
 *
 * Handing over needs the payment recorded (pay at pickup: mark it paid at the counter first).
 */
import type { OrderStatus, PaymentStatus } from "./commerce-enums";

export const ORDER_ACTIONS = ["confirm", "mark_paid", "mark_ready", "hand_over", "cancel"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type OrderState = { status: OrderStatus; paymentStatus: PaymentStatus };

export type TransitionRule = {
  /** The order statuses the action starts from. */
  from: readonly OrderStatus[];
  /** The payment statuses it needs (undefined: any). */
  paymentFrom?: readonly PaymentStatus[];
  /** What it sets. */
  to: Partial<OrderState>;
  /** `job_events.data.action` and the mail's key. */
  event: "confirmed" | "paid" | "ready" | "handed_over" | "cancelled";
};

const OPEN: readonly OrderStatus[] = ["placed", "confirmed", "ready"];

export const TRANSITIONS: Record<OrderAction, TransitionRule> = {
  confirm: { from: ["placed"], to: { status: "confirmed" }, event: "confirmed" },
  mark_paid: {
    from: OPEN,
    paymentFrom: ["pending", "failed"],
    to: { paymentStatus: "paid" },
    event: "paid",
  },
  mark_ready: { from: ["confirmed"], to: { status: "ready" }, event: "ready" },
  hand_over: { from: ["ready"], paymentFrom: ["paid"], to: { status: "completed" }, event: "handed_over" },
  cancel: { from: OPEN, to: { status: "cancelled" }, event: "cancelled" },
};

export function isOrderAction(value: unknown): value is OrderAction {
  return typeof value === "string" && (ORDER_ACTIONS as readonly string[]).includes(value);
}

/** Why an action is refused in a state: a `commerce:errors.*` message key. */
export function refusalOf(state: OrderState, action: OrderAction): string | null {
  const rule = TRANSITIONS[action];
  const statusOk = rule.from.includes(state.status);
  const paymentOk = !rule.paymentFrom || rule.paymentFrom.includes(state.paymentStatus);
  if (statusOk && paymentOk) return null;
  if (state.status === "completed" || state.status === "cancelled") return "commerce:errors.order_closed";
  switch (action) {
    case "confirm":
      return "commerce:errors.order_not_placed";
    case "mark_paid":
      return "commerce:errors.order_already_paid";
    case "mark_ready":
      return "commerce:errors.order_not_confirmed";
    case "hand_over":
      return statusOk ? "commerce:errors.order_not_paid" : "commerce:errors.order_not_ready";
    case "cancel":
      return "commerce:errors.order_closed";
  }
}

/** The state after an action, or the refusal's message key. */
export function applyTransition(
  state: OrderState,
  action: OrderAction,
): { ok: true; next: OrderState; event: TransitionRule["event"] } | { ok: false; message: string } {
  const refusal = refusalOf(state, action);
  if (refusal) return { ok: false, message: refusal };
  const rule = TRANSITIONS[action];
  return { ok: true, next: { ...state, ...rule.to }, event: rule.event };
}

/** The actions the order page offers in a state, in the order of the workflow. */
export function availableActions(state: OrderState): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => refusalOf(state, a) === null);
}
