import { describe, expect, it } from "vitest";
import { headLinks } from "./head-links";

describe("canonical and hreflang links", () => {
  const base = { origin: "https://a.example", languages: ["de", "en", "pl", "tr"] as const };
  it("prefixes the canonical URL, even for the bare default-language URL", () => {
    expect(headLinks({ ...base, pathname: "/contact", locale: "de" }).canonical).toBe(
      "https://a.example/de/contact",
    );
    expect(headLinks({ ...base, pathname: "/pl/contact", locale: "pl" }).canonical).toBe(
      "https://a.example/pl/contact",
    );
  });
  it("lists every language and x-default", () => {
    const { alternates } = headLinks({ ...base, pathname: "/en/locations", locale: "en" });
    expect(alternates.map((a) => a.hrefLang)).toEqual(["de", "en", "pl", "tr", "x-default"]);
    expect(alternates.find((a) => a.hrefLang === "tr")?.href).toBe("https://a.example/tr/locations");
    expect(alternates.find((a) => a.hrefLang === "x-default")?.href).toBe("https://a.example/locations");
  });
  it("uses per-language paths when the page has them, and only those languages", () => {
    const { canonical, alternates } = headLinks({
      ...base,
      pathname: "/de/blog/winterreifen",
      locale: "de",
      alternates: { de: "/blog/winterreifen", en: "/blog/winter-tyres" },
    });
    expect(canonical).toBe("https://a.example/de/blog/winterreifen");
    expect(alternates.map((a) => a.href)).toEqual([
      "https://a.example/de/blog/winterreifen",
      "https://a.example/en/blog/winter-tyres",
      "https://a.example/blog/winterreifen",
    ]);
  });
  it("has no alternates for a single-language site", () => {
    expect(headLinks({ ...base, languages: ["de"], pathname: "/", locale: "de" }).alternates).toEqual([]);
  });
});
