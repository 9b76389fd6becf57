import { describe, expect, it } from "vitest";
import { labelledFilterOptions } from "./job-filter-options";

describe("options with catalogue texts (lead sources)", () => {
  const asked: string[] = [];
  const fetchOptions = async (query: string) => {
    asked.push(query);
    return [
      { value: "website", label: "website", count: 7 },
      { value: "shop", label: "shop", count: 2 },
      { value: "rental", label: "rental", count: 1 },
    ];
  };
  const labels: Record<string, string> = { website: "Website", shop: "Onlineshop", rental: "Vermietung" };
  const pick = labelledFilterOptions(fetchOptions, (v) => labels[v] ?? v);

  it("labels every option and keeps its value and count", async () => {
    expect(await pick("")).toEqual([
      { value: "website", label: "Website", count: 7 },
      { value: "shop", label: "Onlineshop", count: 2 },
      { value: "rental", label: "Vermietung", count: 1 },
    ]);
  });

  it("matches the typed text against the labels, not the stored values", async () => {
    expect((await pick("ONLINE")).map((o) => o.value)).toEqual(["shop"]);
    expect((await pick("shop")).map((o) => o.value)).toEqual(["shop"]);
    expect(await pick("rent")).toEqual([]);
    expect(asked.every((q) => q === "")).toBe(true);
  });
});
