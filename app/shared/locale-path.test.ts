import { describe, expect, it } from "vitest";
import { splitLocale, switchLocalePath, withPrefix } from "./locale-path";

describe("splitLocale", () => {
  it("finds a known 2-letter prefix", () => {
    expect(splitLocale("/de/gebrauchtwagen")).toEqual({ locale: "de", rest: "/gebrauchtwagen" });
    expect(splitLocale("/tr")).toEqual({ locale: "tr", rest: "/" });
  });
  it("keeps the prefix of a decoded path with line terminators in it (fuzz, issue 18)", () => {
    expect(splitLocale("/en/tradeininvitation/a\u2028b")).toEqual({
      locale: "en",
      rest: "/tradeininvitation/a\u2028b",
    });
    expect(splitLocale("/pl/x\ny")).toEqual({ locale: "pl", rest: "/x\ny" });
  });
  it("leaves unknown or longer first segments alone", () => {
    expect(splitLocale("/fr/cars")).toEqual({ locale: null, rest: "/fr/cars" });
    expect(splitLocale("/del/x")).toEqual({ locale: null, rest: "/del/x" });
    expect(splitLocale("/")).toEqual({ locale: null, rest: "/" });
  });
});

describe("switchLocalePath (spec 5: the language switch replaces the prefix)", () => {
  it("replaces an existing prefix and keeps path, query and hash", () => {
    expect(switchLocalePath("/de/blog/winterreifen?x=1#top", "pl")).toBe("/pl/blog/winterreifen?x=1#top");
    expect(switchLocalePath("/en", "tr")).toBe("/tr");
  });
  it("adds a prefix where there was none", () => {
    expect(switchLocalePath("/locations/1-berlin", "en")).toBe("/en/locations/1-berlin");
    expect(switchLocalePath("/", "de")).toBe("/de");
  });
  it("does not mistake a page starting with two letters for a prefix", () => {
    expect(switchLocalePath("/news/x", "de")).toBe("/de/news/x");
  });
});

describe("withPrefix", () => {
  it("keeps bare links bare", () => {
    expect(withPrefix("/cars", null)).toBe("/cars");
    expect(withPrefix("cars", null)).toBe("/cars");
  });
  it("prefixes links", () => {
    expect(withPrefix("/", "pl")).toBe("/pl");
    expect(withPrefix("/cars", "pl")).toBe("/pl/cars");
  });
});
