import { describe, expect, it } from "vitest";
import { afterFailure, assertValidTasks, OUTBOX_MAX_ATTEMPTS, retryDelaySeconds } from "./retry";

describe("outbox retry", () => {
  it("doubles the delay with every failed attempt, starting at a minute after the first (as before)", () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n))).toEqual([60, 120, 240, 480]);
    expect(retryDelaySeconds(1, 5)).toBe(10);
  });

  it("keeps a row pending until the last allowed attempt failed", () => {
    expect(afterFailure(1)).toEqual({ status: "pending", delaySeconds: 60 });
    expect(afterFailure(OUTBOX_MAX_ATTEMPTS - 1).status).toBe("pending");
    expect(afterFailure(OUTBOX_MAX_ATTEMPTS).status).toBe("failed");
    expect(afterFailure(3, 3).status).toBe("failed");
    expect(afterFailure(2, 8, 1).delaySeconds).toBe(4);
  });
});

describe("task definitions", () => {
  it("accepts distinct kebab-case names with intervals of a minute or more", () => {
    expect(() =>
      assertValidTasks([
        { name: "prune-a", everySeconds: 60 },
        { name: "prune-b", everySeconds: 86_400 },
      ]),
    ).not.toThrow();
  });

  it("refuses duplicates, odd names and intervals the scheduler cannot honour", () => {
    expect(() =>
      assertValidTasks([
        { name: "a", everySeconds: 60 },
        { name: "a", everySeconds: 120 },
      ]),
    ).toThrow(/twice/);
    expect(() => assertValidTasks([{ name: "Prune A", everySeconds: 60 }])).toThrow(/kebab/);
    expect(() => assertValidTasks([{ name: "a", everySeconds: 5 }])).toThrow(/minute/);
    expect(() => assertValidTasks([{ name: "a", everySeconds: Number.NaN }])).toThrow(/minute/);
  });
});
