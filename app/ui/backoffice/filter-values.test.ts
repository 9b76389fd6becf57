import { describe, expect, it } from "vitest";
import { filterQuery, hasAnyValue, withoutValue, withValues } from "./filter-values";

describe("filter values", () => {
  it("replaces a key's values, dropping blanks and repeats; empty removes the key", () => {
    const v = withValues({ status: ["open"] }, "tags", ["a", " b ", "", "a"]);
    expect(v).toEqual({ status: ["open"], tags: ["a", "b"] });
    expect(withValues(v, "status", [])).toEqual({ tags: ["a", "b"] });
  });

  it("removes one value (a chip)", () => {
    expect(withoutValue({ tags: ["a", "b"] }, "tags", "a")).toEqual({ tags: ["b"] });
    expect(withoutValue({ tags: ["a"] }, "tags", "a")).toEqual({});
    expect(hasAnyValue({ tags: [] })).toBe(false);
    expect(hasAnyValue({ q: ["x"] }, ["tags"])).toBe(false);
    expect(hasAnyValue({ q: ["x"] }, ["q"])).toBe(true);
  });

  it("rewrites only the filter keys of the query and drops the cursor", () => {
    expect(
      filterQuery("sort=created_desc&status=won&cursor=abc&q=old", ["status", "q", "tags"], {
        status: ["open", "won"],
        tags: ["vip"],
      }),
    ).toBe("sort=created_desc&status=open&status=won&tags=vip");
    expect(filterQuery("", ["q"], {})).toBe("");
  });
});
