import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.server";
import type { Project } from "../tenancy/project";
import { ReadCache } from "../tenancy/read-cache.server";
import {
  createServiceContext,
  forgetRemembered,
  memoized,
  remembered,
  withLocale,
  withTransaction,
} from "./service-context.server";

/** A database whose transactions run the callback at once (and fail when it fails). */
const db = { transaction: async <T>(fn: (tx: unknown) => Promise<T>) => fn({}) } as unknown as Db;
const ctx = (reads?: ReadCache, projectId = "p1") =>
  createServiceContext({ db, project: { id: projectId, defaultLanguage: "de" } as Project, reads });

describe("memoized", () => {
  it("reads once per request, also for the same request in another language", async () => {
    const c = ctx();
    let reads = 0;
    const read = async () => ++reads;
    expect(await memoized(c, "k", read)).toBe(1);
    expect(await memoized(withLocale(c, "en"), "k", read)).toBe(1);
    expect(await memoized(ctx(), "k", read)).toBe(2);
  });

  it("forgets a failed read", async () => {
    const c = ctx();
    await expect(memoized(c, "k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memoized(c, "k", async () => "up")).toBe("up");
  });
});

describe("remembered", () => {
  it("reads once per project for the process, and again after forgetRemembered", async () => {
    const reads = new ReadCache(60_000);
    let count = 0;
    const read = async () => ++count;
    expect(await remembered(ctx(reads), "k", read)).toBe(1);
    expect(await remembered(ctx(reads), "k", read)).toBe(1);
    expect(await remembered(ctx(reads, "p2"), "k", read)).toBe(2);
    forgetRemembered(ctx(reads));
    expect(await remembered(ctx(reads), "k", read)).toBe(3);
    // Without the process's cache: once per request.
    const request = ctx();
    expect(await remembered(request, "k", read)).toBe(4);
    expect(await remembered(request, "k", read)).toBe(4);
    expect(await remembered(ctx(), "k", read)).toBe(5);
  });

  it("runs a lazy query builder once, however often its value is awaited", async () => {
    let runs = 0;
    // Like Drizzle's query builders: every `then` runs the query again.
    const lazy = {
      // biome-ignore lint/suspicious/noThenProperty: imitates a lazy thenable on purpose
      then: (resolve: (v: number) => unknown) => resolve(++runs),
    } as unknown as Promise<number>;
    const c = ctx(new ReadCache(60_000));
    expect(await remembered(c, "q", () => lazy)).toBe(1);
    expect(await remembered(c, "q", () => lazy)).toBe(1);
    expect(runs).toBe(1);
  });

  it("does not keep what keep refuses, e.g. an empty list", async () => {
    const reads = new ReadCache(60_000);
    let count = 0;
    const read = async () => (++count === 1 ? [] : [count]);
    expect(await remembered(ctx(reads), "w", read, (v) => v.length > 0)).toEqual([]);
    expect(await remembered(ctx(reads), "w", read, (v) => v.length > 0)).toEqual([2]);
    expect(await remembered(ctx(reads), "w", read, (v) => v.length > 0)).toEqual([2]);
  });

  it("reads inside a transaction from the database, and forgets only after the commit", async () => {
    const reads = new ReadCache(60_000);
    let count = 0;
    const read = async () => ++count;
    expect(await remembered(ctx(reads), "k", read)).toBe(1);
    await withTransaction(ctx(reads), async (tx) => {
      expect(await remembered(tx, "k", read)).toBe(2);
      forgetRemembered(tx);
      // Not yet: the change is not committed, another request would see the old rows.
      expect(await remembered(ctx(reads), "k", read)).toBe(1);
    });
    expect(await remembered(ctx(reads), "k", read)).toBe(3);
    // A transaction that fails forgets nothing.
    await expect(
      withTransaction(ctx(reads), async (tx) => {
        forgetRemembered(tx);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await remembered(ctx(reads), "k", read)).toBe(3);
  });
});
