import { describe, expect, it } from "vitest";
import { addInputOf, cartFormMetaSchema, setInputOf } from "./cart-form";
import { withAddedParam } from "./cart-params";

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("cart forms", () => {
  it("reads a used car with its number as a number", () => {
    expect(
      addInputOf(
        form([
          ["kind", "used_car"],
          ["carNumber", "100012"],
        ]),
      ),
    ).toEqual({ kind: "used_car", carNumber: 100012 });
  });

  it("reads an item with a default quantity of 1", () => {
    expect(
      addInputOf(
        form([
          ["kind", "item"],
          ["itemId", "abc"],
        ]),
      ),
    ).toEqual({
      kind: "item",
      itemId: "abc",
      quantity: 1,
    });
  });

  it("reads a configured new car with repeated (or comma-joined) options and no paint", () => {
    expect(
      addInputOf(
        form([
          ["kind", "new_car"],
          ["brand", "bmw"],
          ["model", "x5"],
          ["gear", "automatic"],
          ["fuel", "diesel"],
          ["options", "pano_roof"],
          ["options", "tow_bar,heated_seats"],
          ["colour", ""],
        ]),
      ),
    ).toEqual({
      kind: "new_car",
      brand: "bmw",
      model: "x5",
      gear: "automatic",
      fuel: "diesel",
      options: ["pano_roof", "tow_bar", "heated_seats"],
      colour: null,
    });
  });

  it("leaves a text where a number belongs for the schema to refuse", () => {
    expect(
      setInputOf(
        form([
          ["line", "l1"],
          ["quantity", "lots"],
        ]),
      ),
    ).toEqual({
      lineId: "l1",
      quantity: "lots",
    });
  });

  it("accepts only known intents and safe redirect targets", () => {
    expect(cartFormMetaSchema.safeParse({ intent: "buy" }).success).toBe(false);
    expect(cartFormMetaSchema.parse({ intent: "add", redirectTo: "//evil.example" }).redirectTo).toBeNull();
    expect(cartFormMetaSchema.parse({ intent: "add", redirectTo: "/de/shop?q=x" }).redirectTo).toBe(
      "/de/shop?q=x",
    );
  });

  it("puts the added notice into the target's query", () => {
    expect(withAddedParam("/de/gebrauchtwagen/bmw-x5-100012")).toBe(
      "/de/gebrauchtwagen/bmw-x5-100012?added=1",
    );
    expect(withAddedParam("/shop?category=care&added=old", "it1")).toBe("/shop?category=care&added=it1");
    expect(withAddedParam("/x?a=1#request")).toBe("/x?a=1&added=1#request");
  });
});
