import { describe, expect, it } from "vitest";
import { ariaSort, nextSort } from "./sort-state";

describe("sort state", () => {
  it("flips the sorted column and starts another with its first direction", () => {
    expect(nextSort(undefined, "name")).toEqual({ key: "name", direction: "asc" });
    expect(nextSort({ key: "name", direction: "asc" }, "name")).toEqual({ key: "name", direction: "desc" });
    expect(nextSort({ key: "name", direction: "desc" }, "name")).toEqual({ key: "name", direction: "asc" });
    expect(nextSort({ key: "name", direction: "asc" }, "created", "desc")).toEqual({
      key: "created",
      direction: "desc",
    });
  });

  it("says the direction only on the sorted column", () => {
    const sort = { key: "created", direction: "desc" } as const;
    expect(ariaSort(sort, "created")).toBe("descending");
    expect(ariaSort({ key: "created", direction: "asc" }, "created")).toBe("ascending");
    expect(ariaSort(sort, "name")).toBe("none");
    expect(ariaSort(undefined, "name")).toBe("none");
  });
});
