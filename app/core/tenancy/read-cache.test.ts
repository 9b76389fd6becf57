import { describe, expect, it } from "vitest";
import { ReadCache } from "./read-cache.server";

describe("read cache", () => {
  it("reads once per project and key within the TTL, then again", async () => {
    const cache = new ReadCache(1000);
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get("p1", "nav|de", load, 0)).toBe(1);
    expect(await cache.get("p1", "nav|de", load, 999)).toBe(1);
    expect(await cache.get("p2", "nav|de", load, 999)).toBe(2);
    expect(await cache.get("p1", "nav|de", load, 1000)).toBe(3);
  });
  it("forgets everything on clear and never keeps a failed read", async () => {
    const cache = new ReadCache(1000);
    let calls = 0;
    await cache.get("p", "k", async () => ++calls, 0);
    cache.clear();
    expect(await cache.get("p", "k", async () => ++calls, 1)).toBe(2);
    await expect(cache.get("p", "bad", () => Promise.reject(new Error("down")), 1)).rejects.toThrow("down");
    expect(await cache.get("p", "bad", async () => "fresh", 2)).toBe("fresh");
  });
  it("does not keep a value its caller calls provisional", async () => {
    const cache = new ReadCache(1000);
    let calls = 0;
    const load = async () => ++calls;
    const odd = (n: number) => n % 2 === 0;
    expect(await cache.get("p", "k", load, 0, odd)).toBe(1);
    expect(await cache.get("p", "k", load, 1, odd)).toBe(2);
    expect(await cache.get("p", "k", load, 2, odd)).toBe(2);
  });
  it("asks every time when switched off", async () => {
    const cache = new ReadCache(0);
    let calls = 0;
    await cache.get("p", "k", async () => ++calls);
    expect(await cache.get("p", "k", async () => ++calls)).toBe(2);
  });
});
