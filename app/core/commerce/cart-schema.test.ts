import { describe, expect, it } from "vitest";
import { addToCartSchema, setQuantitySchema } from "./cart-schema";

describe("add to cart input", () => {
  it("reads each kind, coercing form strings, and never a price", () => {
    expect(addToCartSchema.parse({ kind: "used_car", carNumber: "100123", priceMinor: 1 })).toEqual({
      kind: "used_car",
      carNumber: 100123,
    });
    expect(
      addToCartSchema.parse({ kind: "item", itemId: "3f1c2b1e-9d7a-4c1e-8f00-0a1b2c3d4e5f" }),
    ).toMatchObject({ quantity: 1 });
    expect(
      addToCartSchema.parse({
        kind: "new_car",
        brand: "BMW",
        model: "x5",
        gear: "automatik",
        fuel: "diesel",
        options: "m_sport, pano_roof,m_sport",
        colour: "",
      }),
    ).toEqual({
      kind: "new_car",
      brand: "bmw",
      model: "x5",
      gear: "automatik",
      fuel: "diesel",
      options: ["m_sport", "pano_roof"],
      colour: null,
    });
  });

  it("refuses bad ids, quantities out of 1..99 and unknown kinds with catalogue keys", () => {
    const bad = [
      { kind: "item", itemId: "nope", quantity: 1 },
      { kind: "item", itemId: "3f1c2b1e-9d7a-4c1e-8f00-0a1b2c3d4e5f", quantity: 0 },
      { kind: "item", itemId: "3f1c2b1e-9d7a-4c1e-8f00-0a1b2c3d4e5f", quantity: 100 },
      { kind: "item", itemId: "3f1c2b1e-9d7a-4c1e-8f00-0a1b2c3d4e5f", quantity: 1.5 },
      { kind: "used_car", carNumber: -1 },
      { kind: "new_car", brand: "../etc", model: "x5", gear: "a", fuel: "b" },
      { kind: "boat" },
    ];
    for (const input of bad) {
      const r = addToCartSchema.safeParse(input);
      expect(r.success, JSON.stringify(input)).toBe(false);
      if (!r.success) for (const issue of r.error.issues) expect(issue.message).toMatch(/^[a-z]+:[a-z_.]+$/);
    }
    expect(setQuantitySchema.safeParse({ quantity: "3" }).success).toBe(true);
    expect(setQuantitySchema.safeParse({ quantity: -3 }).success).toBe(false);
  });
});
