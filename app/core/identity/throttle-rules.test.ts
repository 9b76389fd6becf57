import { describe, expect, it } from "vitest";
import { progressiveDelayMs, THROTTLE_RULES } from "./throttle-rules";

describe("progressiveDelayMs", () => {
  const rule = THROTTLE_RULES.login.perAccountDelay;

  it("lets the first attempts through at once", () => {
    for (let attempt = 1; attempt <= rule.freeAttempts; attempt++) {
      expect(progressiveDelayMs(attempt, rule)).toBe(0);
    }
  });

  it("doubles the wait after that, capped at a few seconds", () => {
    const waits = [4, 5, 6, 7, 8, 50, 10_000].map((a) => progressiveDelayMs(a, rule));
    expect(waits).toEqual([250, 500, 1000, 2000, 3000, 3000, 3000]);
    expect(rule.maxMs).toBeLessThanOrEqual(5000);
  });

  it("keeps a hard limit only per account and address, never per account alone", () => {
    expect(Object.keys(THROTTLE_RULES.login).sort()).toEqual(["perAccountAndIp", "perAccountDelay", "perIp"]);
  });
});
