import { describe, expect, it } from "vitest";
import { bulkFormSchemaFor } from "./car-admin-bulk.server";

const ID = "0b7f4c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b";

/** The change a typed price value makes, or the message. */
function change(priceValue: string, locale: "de" | "en" | "pl" | "tr", priceMode = "amount") {
  const r = bulkFormSchemaFor(locale).safeParse({ ids: [ID], action: "price", priceMode, priceValue });
  if (!r.success) return r.error.issues.map((i) => i.message);
  return r.data.action.kind === "price" ? r.data.action.change : null;
}

describe("the bulk price change typed in the page's language (issue 36, decision 0054)", () => {
  it("reads grouped amounts and decimals the page's way", () => {
    expect(change("1.500", "de")).toEqual({ kind: "amount", deltaMinor: 150_000 });
    expect(change("-1.500,50", "de")).toEqual({ kind: "amount", deltaMinor: -150_050 });
    expect(change("1,500", "en")).toEqual({ kind: "amount", deltaMinor: 150_000 });
    expect(change("-1,500.50", "en")).toEqual({ kind: "amount", deltaMinor: -150_050 });
    expect(change("+500", "pl")).toEqual({ kind: "amount", deltaMinor: 50_000 });
    expect(change("-1 500,5", "pl")).toEqual({ kind: "amount", deltaMinor: -150_050 });
    expect(change("-2,5", "tr", "percent")).toEqual({ kind: "percent", basisPoints: -250 });
    expect(change("2.5", "en", "percent")).toEqual({ kind: "percent", basisPoints: 250 });
  });

  it("refuses the other language's way instead of reading 1.500 as 1.5", () => {
    expect(change("1.500", "en")).toEqual(["inventory:bulk.errors.price_value"]);
    expect(change("1,500", "de")).toEqual(["inventory:bulk.errors.price_value"]);
    expect(change("1.50", "de")).toEqual(["inventory:bulk.errors.price_value"]);
    expect(change("0", "de")).toEqual(["inventory:bulk.errors.price_value"]);
    expect(change("abc", "en")).toEqual(["inventory:bulk.errors.price_value"]);
    expect(change("-100", "de", "percent")).toEqual(["inventory:bulk.errors.percent_range"]);
  });
});
