import { describe, expect, it } from "vitest";
import { COMMON_BRANDS, canonicalBrand, modelsOfBrand, nameKey, suggestedBrands } from "./vehicle-brands";

const models = { Audi: ["A3", "Q3"], BMW: ["X5"], Tesla: ["Model 3"], Volkswagen: ["Golf", "Polo", "T-Roc"] };

describe("vehicle brands and models (issue 37)", () => {
  it("narrows the models to the brand chosen, however it is written", () => {
    expect(modelsOfBrand(models, "Volkswagen")).toEqual(["Golf", "Polo", "T-Roc"]);
    expect(modelsOfBrand(models, "volkswagen ")).toEqual(["Golf", "Polo", "T-Roc"]);
    expect(modelsOfBrand(models, "VW")).toEqual(["Golf", "Polo", "T-Roc"]);
    // A brand the catalogue does not have, no brand yet, or a prototype member: nothing to suggest.
    expect(modelsOfBrand(models, "Dacia")).toEqual([]);
    expect(modelsOfBrand(models, "")).toEqual([]);
    expect(modelsOfBrand(models, undefined)).toEqual([]);
    expect(modelsOfBrand(models, "constructor")).toEqual([]);
  });

  it("suggests the catalogue's brands and the market's common ones, once each", () => {
    const brands = suggestedBrands(["Škoda", "Volkswagen", "Hausmarke"]);
    for (const b of ["Seat", "Škoda", "Peugeot", "Fiat", "Mazda", "Dacia", "Hyundai", "Kia", "Citroën"])
      expect(brands).toContain(b);
    for (const b of ["Land Rover", "Porsche", "Tesla", "Cupra", "Alfa Romeo", "Jaguar", "Mini", "Smart"])
      expect(brands).toContain(b);
    expect(brands).toContain("Hausmarke");
    expect(brands.filter((b) => nameKey(b) === "skoda")).toEqual(["Škoda"]);
    expect(new Set(COMMON_BRANDS.map(nameKey)).size).toBe(COMMON_BRANDS.length);
  });

  it("writes a typed brand the list's way, and keeps any other as typed", () => {
    const brands = suggestedBrands([]);
    expect(canonicalBrand("skoda", brands)).toBe("Škoda");
    expect(canonicalBrand("citroen", brands)).toBe("Citroën");
    expect(canonicalBrand("mercedes", brands)).toBe("Mercedes-Benz");
    expect(canonicalBrand("alfa  romeo", brands)).toBe("Alfa Romeo");
    expect(canonicalBrand(" Wartburg ", brands)).toBe("Wartburg");
  });
});
