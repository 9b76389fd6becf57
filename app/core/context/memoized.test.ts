import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.server";
import type { Project } from "../tenancy/project";
import { createServiceContext, memoized, withLocale } from "./service-context.server";

const ctx = () =>
  createServiceContext({
    db: {} as Db,
    project: { id: "p1", defaultLanguage: "de" } as Project,
  });

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
