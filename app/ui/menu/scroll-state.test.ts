import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initialScrollState, nextScrollState, throttle } from "./scroll-state";

const run = (...ys: number[]) => ys.reduce(nextScrollState, initialScrollState);

describe("menu scroll state (spec 4)", () => {
  it("becomes scrolled only past 15 px", () => {
    expect(run(15).scrolled).toBe(false);
    expect(run(16).scrolled).toBe(true);
    expect(run(40, 10).scrolled).toBe(false);
  });
  it("changes direction only after 30 px of movement", () => {
    expect(run(29).direction).toBe("up");
    expect(run(30).direction).toBe("down");
    // Down to 200, then 29 px back up: still down; 30 px: up.
    expect(run(100, 200, 171).direction).toBe("down");
    expect(run(100, 200, 170).direction).toBe("up");
  });
  it("measures the change from the furthest point in the current direction", () => {
    expect(run(100, 300, 280, 275).direction).toBe("down");
    expect(run(100, 300, 280, 270).direction).toBe("up");
  });
  it("returns the same object when nothing changes", () => {
    const s = run(100);
    expect(nextScrollState(s, 100)).toBe(s);
  });
});

describe("throttle (50 ms scroll handler)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it("runs at once, then at most once per interval with the last arguments", () => {
    const calls: number[] = [];
    const t = throttle((n: number) => calls.push(n), 50);
    t(1);
    t(2);
    t(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(50);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(100);
    expect(calls).toEqual([1, 3]);
  });
});
