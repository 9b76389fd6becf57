import { describe, expect, it } from "vitest";
import { carNumberFromSegment, carPath, carSlug } from "./car-path";

describe("car paths", () => {
  it("builds readable paths in English and German", () => {
    const car = { number: 100123, brandName: "Škoda", modelName: "Enyaq", variant: "Größe 204 PS Elektro" };
    expect(carSlug(car)).toBe("skoda-enyaq-groesse-204-ps-elektro");
    expect(carPath(car, false)).toBe("/cars/skoda-enyaq-groesse-204-ps-elektro-100123");
    expect(carPath(car, true)).toBe("/gebrauchtwagen/skoda-enyaq-groesse-204-ps-elektro-100123");
  });

  it("reads the number back, also from a bare number, and rejects anything else", () => {
    expect(carNumberFromSegment("bmw-x5-xdrive30d-100123")).toBe(100123);
    expect(carNumberFromSegment("100123")).toBe(100123);
    expect(carNumberFromSegment("bmw-x5")).toBeNull();
    expect(carNumberFromSegment("99999999999999999999")).toBeNull();
  });
});
