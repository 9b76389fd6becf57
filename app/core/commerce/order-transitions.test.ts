import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "./commerce-enums";
import { applyTransition, availableActions, ORDER_ACTIONS, refusalOf } from "./order-transitions";

describe("order transitions", () => {
  it("walks an order through confirm, paid, ready and handed over", () => {
    let state = { status: "placed", paymentStatus: "pending" } as const as {
      status: (typeof ORDER_STATUSES)[number];
      paymentStatus: (typeof PAYMENT_STATUSES)[number];
    };
    const events: string[] = [];
    for (const action of ["confirm", "mark_paid", "mark_ready", "hand_over"] as const) {
      const step = applyTransition(state, action);
      expect(step.ok).toBe(true);
      if (!step.ok) return;
      events.push(step.event);
      state = step.next;
    }
    expect(state).toEqual({ status: "completed", paymentStatus: "paid" });
    expect(events).toEqual(["confirmed", "paid", "ready", "handed_over"]);
    expect(availableActions(state)).toEqual([]);
  });

  it("offers only what the state allows", () => {
    expect(availableActions({ status: "placed", paymentStatus: "pending" })).toEqual([
      "confirm",
      "mark_paid",
      "cancel",
    ]);
    expect(availableActions({ status: "confirmed", paymentStatus: "paid" })).toEqual([
      "mark_ready",
      "cancel",
    ]);
    expect(availableActions({ status: "ready", paymentStatus: "pending" })).toEqual(["mark_paid", "cancel"]);
    expect(availableActions({ status: "ready", paymentStatus: "paid" })).toEqual(["hand_over", "cancel"]);
    expect(availableActions({ status: "cancelled", paymentStatus: "pending" })).toEqual([]);
  });

  it("names why an action is refused", () => {
    expect(refusalOf({ status: "confirmed", paymentStatus: "pending" }, "confirm")).toBe(
      "commerce:errors.order_not_placed",
    );
    expect(refusalOf({ status: "placed", paymentStatus: "pending" }, "mark_ready")).toBe(
      "commerce:errors.order_not_confirmed",
    );
    expect(refusalOf({ status: "ready", paymentStatus: "pending" }, "hand_over")).toBe(
      "commerce:errors.order_not_paid",
    );
    expect(refusalOf({ status: "confirmed", paymentStatus: "paid" }, "hand_over")).toBe(
      "commerce:errors.order_not_ready",
    );
    expect(refusalOf({ status: "placed", paymentStatus: "paid" }, "mark_paid")).toBe(
      "commerce:errors.order_already_paid",
    );
    expect(refusalOf({ status: "completed", paymentStatus: "paid" }, "cancel")).toBe(
      "commerce:errors.order_closed",
    );
    expect(refusalOf({ status: "cancelled", paymentStatus: "pending" }, "mark_paid")).toBe(
      "commerce:errors.order_closed",
    );
  });

  it("never leaves a closed order and never hands over unpaid, in any state", () => {
    for (const status of ORDER_STATUSES) {
      for (const paymentStatus of PAYMENT_STATUSES) {
        for (const action of ORDER_ACTIONS) {
          const step = applyTransition({ status, paymentStatus }, action);
          if (status === "completed" || status === "cancelled") expect(step.ok).toBe(false);
          if (step.ok && step.next.status === "completed") expect(step.next.paymentStatus).toBe("paid");
          if (!step.ok) expect(step.message).toMatch(/^commerce:errors\./);
        }
      }
    }
  });
});
