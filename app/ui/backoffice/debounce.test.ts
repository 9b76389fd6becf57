import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce, FILTER_DEBOUNCE_MS } from "./debounce";

describe("debounce", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("calls once with the latest arguments, 300 ms after the last call", () => {
    const fn = vi.fn();
    const d = debounce(fn, FILTER_DEBOUNCE_MS);
    d("a");
    vi.advanceTimersByTime(200);
    d("ab");
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith("ab");
  });

  it("cancel drops a pending call, flush runs it now", () => {
    const fn = vi.fn();
    const d = debounce(fn, 300);
    d(1);
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    d(2);
    d.flush();
    expect(fn).toHaveBeenCalledWith(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
    d.flush(); // nothing pending
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
