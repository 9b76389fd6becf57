import { describe, expect, it } from "vitest";
import { carVatStatement, vatRuleOf, vatStatement, vatStatementsOf } from "./vat-statement";

describe("one VAT statement per rule", () => {
  it("a used car is margin-taxed unless its VAT is deductible; the rule decides the one catalogue key", () => {
    expect(carVatStatement({ vatDeductible: false }, "de")).toEqual({
      rule: "margin_scheme",
      key: "common:vat.margin_scheme",
      values: {},
    });
    const regular = carVatStatement({ vatDeductible: true }, "de");
    expect(regular.key).toBe("common:vat.regular");
    expect(regular.values).toEqual({ rate: "19\u00a0%" });
    expect(vatStatement(1900, "en").values).toEqual({ rate: "19%" });
    expect(vatStatement(700, "de").values).toEqual({ rate: "7\u00a0%" });
  });

  it("rate 0 is the margin scheme, any other rate regular VAT", () => {
    expect(vatRuleOf(0)).toBe("margin_scheme");
    expect(vatRuleOf(1900)).toBe("regular");
  });

  it("a cart states each rule once, regular rates first", () => {
    const lines = [{ vatRateBp: 0 }, { vatRateBp: 1900 }, { vatRateBp: 1900 }, { vatRateBp: 700 }];
    expect(vatStatementsOf(lines, "de").map((s) => [s.rule, s.values])).toEqual([
      ["regular", { rate: "19\u00a0%" }],
      ["regular", { rate: "7\u00a0%" }],
      ["margin_scheme", {}],
    ]);
  });
});
