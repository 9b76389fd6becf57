import { describe, expect, it } from "vitest";
import { carSearchText, foldText, freeTextParts, freeTextTsQuery, matchesFreeText } from "./car-search-text";

const golf = carSearchText({
  brandSlug: "volkswagen",
  brandName: "Volkswagen",
  modelSlug: "golf",
  modelName: "Golf",
  variant: "Variant 2.0 TDI Style DSG",
  extraWords: ["Diesel", "Kombi", "Estate", "Automatik"],
});
const id3 = carSearchText({
  brandSlug: "volkswagen",
  brandName: "Volkswagen",
  modelSlug: "id-3",
  modelName: "ID.3",
  variant: "Pro Performance Life",
});
const cClass = carSearchText({
  brandSlug: "mercedes-benz",
  brandName: "Mercedes-Benz",
  modelSlug: "c-klasse",
  modelName: "C-Klasse",
  variant: "T-Modell C 220 d AMG Line",
});
const skoda = carSearchText({
  brandSlug: "skoda",
  brandName: "Škoda",
  modelSlug: "octavia",
  modelName: "Octavia Combi",
  variant: "1.5 TGI G-TEC Style",
});

describe("free-text search", () => {
  it("finds a car by brand alias, model, engine and trim words, in any order", () => {
    for (const q of [
      "VW Golf",
      "Golf TDI",
      "tdi golf",
      "golf diesel",
      "vw golf variant 2.0 tdi",
      "Golf Kombi",
    ])
      expect(matchesFreeText(golf, q), q).toBe(true);
    for (const q of ["Benz C", "Merc C 220", "Mercedes C-Class", "c klasse amg", "C220", "C220d"])
      expect(matchesFreeText(cClass, q), q).toBe(true);
    expect(matchesFreeText(golf, "Golf GTI")).toBe(false);
    expect(matchesFreeText(golf, "BMW")).toBe(false);
  });

  it("ignores case and accents on both sides", () => {
    expect(matchesFreeText(skoda, "skoda octavia")).toBe(true);
    expect(matchesFreeText(skoda, "ŠKODA")).toBe(true);
    expect(matchesFreeText(golf, "GOLF tdí")).toBe(true);
    expect(foldText("Mégane Łódź Straße İstanbul")).toBe("megane lodz strasse istanbul");
  });

  it("finds names typed without their hyphen, dot or space", () => {
    expect(matchesFreeText(id3, "ID3")).toBe(true);
    expect(matchesFreeText(id3, "id.3 pro")).toBe(true);
    expect(matchesFreeText(skoda, "gtec")).toBe(true);
    expect(matchesFreeText(cClass, "tmodell")).toBe(true);
  });

  it("needs every word, each the start of one of the car's words", () => {
    expect(matchesFreeText(id3, "volks")).toBe(true);
    expect(matchesFreeText(id3, "agen")).toBe(false);
    expect(matchesFreeText(id3, "volkswagen golf")).toBe(false);
    expect(matchesFreeText(id3, "")).toBe(true);
  });

  it("builds a safe prefix query of the same parts", () => {
    expect(freeTextParts("  BMW  x5 bmw ")).toEqual(["bmw", "x5"]);
    expect(freeTextTsQuery("VW Golf")).toBe("vw:* & golf:*");
    expect(freeTextTsQuery("e-tron 'a & !b")).toBe("e:* & tron:* & a:* & b:*");
    expect(freeTextTsQuery("Škoda")).toBe("skoda:*");
    expect(freeTextTsQuery("&|!()")).toBeNull();
    expect(freeTextTsQuery(undefined)).toBeNull();
  });
});
