import { describe, expect, it } from "vitest";
import { matchAccountPath } from "./account-routes";
import { LOCALES } from "./locales";
import {
  classifyDynamicPath,
  decodeSegment,
  matchPublicPath,
  PUBLIC_ROUTES,
  routePath,
  SYSTEM_PAGE_KEYS,
} from "./route-table";

const keyOf = (path: string) => matchPublicPath(path)?.def.key ?? null;

describe("matchPublicPath: the spec's aliases", () => {
  it.each([
    ["/cars", "cars"],
    ["/gebrauchtwagen", "cars"],
    ["/cardetailsearch", "carDetailSearch"],
    ["/gebrauchtwagensuche", "carDetailSearch"],
    ["/select-car-brand", "selectBrand"],
    ["/fahrzeugmarke-waehlen", "selectBrand"],
    ["/favorites", "favorites"],
    ["/favoriten", "favorites"],
    ["/buyback", "buyback"],
    ["/inzahlungnahme", "buyback"],
    ["/cart", "cart"],
    ["/warenkorb", "cart"],
    ["/car-rental", "carRental"],
    ["/vermietung", "carRental"],
    ["/vermietung/2-hamburg", "carRental"],
    ["/car-service", "carService"],
    ["/onlineterminbuchung", "carService"],
    ["/car-service/appointment/abc", "serviceAppointment"],
    ["/onlineterminbuchung/termin/abc", "serviceAppointment"],
    ["/locations", "locations"],
    ["/standorte", "locations"],
    ["/standorte/1-berlin", "location"],
    ["/fahrzeugvermietung", "rentalRedirect"],
    ["/fahrzeugvermietung/1-berlin", "rentalRedirect"],
    ["/clickWizard/type/TRADE_IN", "clickWizardType"],
    ["/clickWizard/42", "clickWizard"],
    ["/forgotpassword", "forgotPassword"],
    ["/forgotpassword/abc", "forgotPasswordToken"],
    ["/", "home"],
  ])("%s -> %s", (path, key) => {
    expect(keyOf(path)).toBe(key);
  });

  it("accepts every locale prefix and reports it", () => {
    for (const locale of LOCALES) {
      const m = matchPublicPath(`/${locale}/gebrauchtwagen`);
      expect(m?.def.key).toBe("cars");
      expect(m?.locale).toBe(locale);
    }
  });

  it("routes every system page key", () => {
    for (const key of SYSTEM_PAGE_KEYS) expect(keyOf(`/${key}`)).toBe(key);
  });

  it("prefers static routes over the dynamic CMS shapes", () => {
    expect(keyOf("/blog/winter")).toBe("blogPost");
    expect(keyOf("/pages/impressum")).toBe("cmsBySlug");
    expect(keyOf("/some/cms/page")).toBe("dynamic");
    expect(keyOf("/de/some/page")).toBe("dynamic");
    expect(matchPublicPath("/de/some/page")?.params).toEqual({ a: "some", b: "page" });
  });

  it("matches the configurator equipment step in both languages", () => {
    expect(keyOf("/buy-bmw/x5/automatic/diesel/equipment")).toBe("configuratorEquipment");
    expect(keyOf("/bmw-kaufen/x5/automatik/diesel/austattung")).toBe("configuratorEquipment");
  });

  it("matches nothing deeper than the table allows", () => {
    expect(matchPublicPath("/a/b/c/d")).toBeNull();
  });

  it("has unique paths", () => {
    const all = PUBLIC_ROUTES.flatMap((r) => r.paths);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("classifyDynamicPath", () => {
  it("recognises brand model lists in both languages", () => {
    expect(classifyDynamicPath(["bmw-models"])).toEqual({ kind: "brandModels", brand: "bmw", german: false });
    expect(classifyDynamicPath(["mercedes-benz-modelle"])).toEqual({
      kind: "brandModels",
      brand: "mercedes-benz",
      german: true,
    });
  });
  it("redirects buy-{brand} and {brand}-kaufen to the models pages", () => {
    expect(classifyDynamicPath(["buy-bmw"])).toEqual({ kind: "brandRedirect", to: "bmw-models" });
    expect(classifyDynamicPath(["bmw-kaufen"])).toEqual({ kind: "brandRedirect", to: "bmw-modelle" });
  });
  it("recognises model pages", () => {
    expect(classifyDynamicPath(["buy-audi", "a4"])).toEqual({
      kind: "model",
      brand: "audi",
      model: "a4",
      german: false,
    });
    expect(classifyDynamicPath(["audi-kaufen", "A4"])).toEqual({
      kind: "model",
      brand: "audi",
      model: "a4",
      german: true,
    });
  });
  it("treats everything else as a CMS page path", () => {
    expect(classifyDynamicPath(["leistungen"])).toEqual({ kind: "cms", slugs: ["leistungen"] });
    expect(classifyDynamicPath(["leistungen", "finanzierung"])).toEqual({
      kind: "cms",
      slugs: ["leistungen", "finanzierung"],
    });
    expect(classifyDynamicPath(["-models"])).toEqual({ kind: "cms", slugs: ["-models"] });
  });
});

describe("routePath", () => {
  it("uses the German alias for German and the English path otherwise", () => {
    expect(routePath("cars", "de")).toBe("/gebrauchtwagen");
    expect(routePath("cars", "pl")).toBe("/cars");
    expect(routePath("locations", "de")).toBe("/standorte");
    expect(routePath("imprint", "de")).toBe("/imprint");
  });
  it("fills parameters and picks the variant that has them", () => {
    expect(routePath("carRental", "de", { location: "2-hamburg" })).toBe("/vermietung/2-hamburg");
    expect(routePath("carRental", "en")).toBe("/car-rental");
    expect(routePath("location", "tr", { location: "1-berlin" })).toBe("/locations/1-berlin");
  });
  it("refuses unknown variants", () => {
    expect(() => routePath("cars", "en", { id: "1" })).toThrow();
  });
});

describe("broken percent-escapes in paths", () => {
  it("decode to null instead of throwing", () => {
    expect(decodeSegment("b%C3%BCro")).toBe("büro");
    expect(decodeSegment("%E0%A4%A")).toBeNull();
    expect(decodeSegment("%")).toBeNull();
  });

  it("match no page and no account screen, without throwing", () => {
    expect(() => matchPublicPath("/en/%E0%A4%A")).not.toThrow();
    expect(matchAccountPath("/account/clients/%E0%A4%A")).toBeNull();
    expect(matchAccountPath("/account/clients/42")?.params).toEqual({ id: "42" });
  });
});
