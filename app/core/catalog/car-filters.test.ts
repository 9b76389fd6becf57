import { describe, expect, it } from "vitest";
import { CAR_FORM_KEYS, formQuery } from "./car-filter-keys";
import {
  activeFilterCount,
  carFiltersQuery,
  carList,
  conditionsOfScope,
  decodeCarCursor,
  EMPTY_FILTERS,
  encodeCarCursor,
  parseCarFilters,
  priceBoundsMinor,
  serializeCarFilters,
} from "./car-filters";
import { priceForStandardRate, standardMonthlyRate } from "./financing";

const parse = (query: string) => parseCarFilters(new URLSearchParams(query));

describe("car filters", () => {
  it("parses every filter from the URL", () => {
    const f = parse(
      "brand=bmw&brand=audi&model=bmw:x5&price_min=5000&price_max=30000&rate_min=100&rate_max=400" +
        "&reg_from=2018&reg_to=2022&km_min=0&km_max=80000&fuel=diesel&fuel=petrol&gearbox=automatic" +
        "&body=suv&kw_min=100&kw_max=250&colour=black&location=berlin&equipment=navigation" +
        "&equipment=tow_bar&condition=new&q=x5%20xdrive&sort=price_asc",
    );
    expect(f).toMatchObject({
      brand: ["audi", "bmw"],
      model: ["bmw:x5"],
      price_min: 5000,
      price_max: 30000,
      rate_min: 100,
      rate_max: 400,
      reg_from: 2018,
      reg_to: 2022,
      km_min: 0,
      km_max: 80000,
      fuel: ["diesel", "petrol"],
      gearbox: ["automatic"],
      body: ["suv"],
      kw_min: 100,
      kw_max: 250,
      colour: ["black"],
      location: ["berlin"],
      equipment: ["navigation", "tow_bar"],
      condition: "new",
      q: "x5 xdrive",
      sort: "price_asc",
    });
    expect(activeFilterCount(f)).toBe(23);
  });

  it("drops invalid values instead of failing", () => {
    const f = parse(
      "brand=BMW&brand=%3Cscript%3E&model=x5&price_min=-1&price_max=abc&reg_from=1800&fuel=steam" +
        "&fuel=diesel&sort=cheapest&cursor=%25%25&q=%20%20&kw_max=99999999999999&equipment=jetpack",
    );
    expect(f).toEqual({ ...EMPTY_FILTERS, brand: ["bmw"], fuel: ["diesel"] });
    expect(f.sort).toBe("newest");
  });

  it("omits defaults when serializing", () => {
    expect(carFiltersQuery(EMPTY_FILTERS)).toBe("");
    expect(serializeCarFilters(parse("sort=newest&fuel=diesel")).toString()).toBe("fuel=diesel");
    expect(serializeCarFilters(parse("condition=used&fuel=diesel")).toString()).toBe("fuel=diesel");
  });

  it("shows used cars unless the visitor asks for new ones or all", () => {
    expect(parse("").condition).toBe("used");
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(parse("condition=new").condition).toBe("new");
    expect(parse("condition=all").condition).toBe("all");
    // The old multi-value form: demonstrators are used cars; used and new together are all cars.
    expect(parse("condition=demo").condition).toBe("used");
    expect(parse("condition=used&condition=new").condition).toBe("all");
    expect(parse("condition=steam").condition).toBe("used");
    expect(conditionsOfScope("used")).toEqual(["used", "demo"]);
    expect(conditionsOfScope("new")).toEqual(["new"]);
    expect(conditionsOfScope("all")).toEqual([]);
    expect(activeFilterCount(parse("condition=all"))).toBe(1);
  });

  it("round-trips through the URL", () => {
    const samples = [
      "",
      "brand=vw&fuel=electric&price_max=40000",
      "model=audi:a4&model=bmw:x5&brand=skoda&sort=registration_desc&q=TDI%20150",
      "equipment=tow_bar&equipment=navigation&condition=all&km_max=10000&cursor=abc_-1",
      "condition=new&before=abc_-1&sort=price_desc",
      "rate_max=300&kw_min=80&colour=red&colour=black&location=hamburg&sort=mileage_asc",
    ];
    for (const query of samples) {
      const x = parse(query);
      expect(parse(serializeCarFilters(x).toString())).toEqual(x);
      // Serializing is stable: the canonical URL of a state is unique.
      expect(serializeCarFilters(parse(serializeCarFilters(x).toString())).toString()).toBe(
        serializeCarFilters(x).toString(),
      );
    }
  });

  it("can leave the position out (canonical links, filter changes)", () => {
    expect(carFiltersQuery(parse("fuel=lpg&cursor=abc"), { cursor: false })).toBe("?fuel=lpg");
    expect(carFiltersQuery(parse("fuel=lpg&before=abc"), { cursor: false })).toBe("?fuel=lpg");
    expect(carFiltersQuery(parse("fuel=lpg&before=abc"))).toBe("?fuel=lpg&before=abc");
  });

  it("turns a monthly-rate range into price bounds and keeps the tighter bound", () => {
    const b = priceBoundsMinor(parse("rate_max=300&price_max=100000"));
    expect(b.max).toBe(priceForStandardRate(30_000));
    expect(standardMonthlyRate(b.max!)).toBeLessThanOrEqual(30_000);
    expect(standardMonthlyRate(b.max! + 200)).toBeGreaterThan(30_000);
    expect(priceBoundsMinor(parse("rate_max=300&price_max=1000")).max).toBe(100_000);
    expect(priceBoundsMinor(parse("price_min=1000")).min).toBe(100_000);
    expect(priceBoundsMinor(EMPTY_FILTERS)).toEqual({ min: undefined, max: undefined });
  });
});

describe("form query (browser side, without the schema)", () => {
  it("lists the definition's parameters in canonical order", () => {
    expect(carList.keys).toEqual([...CAR_FORM_KEYS, "cursor", "before"]);
  });

  it("builds the canonical URL of a form's values", () => {
    const entries: [string, string][] = [
      ["q", "  golf   gti "],
      ["sort", "newest"],
      ["fuel", "petrol"],
      ["fuel", "diesel"],
      ["brand", "vw"],
      ["price_max", ""],
      ["condition", "used"],
      ["cursor", "abc"],
      ["before", "abc"],
    ];
    const query = formQuery(entries);
    expect(query).toBe("brand=vw&fuel=diesel&fuel=petrol&q=golf+gti");
    // The server reads it and writes back the very same URL: one URL per search, in browser and server.
    expect(parseCarFilters(new URLSearchParams(query))).toMatchObject({ brand: ["vw"], q: "golf gti" });
    expect(serializeCarFilters(parseCarFilters(new URLSearchParams(query))).toString()).toBe(query);
  });
});

describe("bounds typed in the page's language (issue 36, decision 0054)", () => {
  it("the form's query turns them into the URL's digits", () => {
    expect(
      formQuery(
        [
          ["price_max", "20.000"],
          ["km_max", "85.000"],
        ],
        "de",
      ),
    ).toBe("price_max=20000&km_max=85000");
    expect(formQuery([["price_max", "20,000"]], "en")).toBe("price_max=20000");
    expect(formQuery([["price_max", "20 000"]], "pl")).toBe("price_max=20000");
    // The other language's way is left as typed (and dropped by the server), never read as 20.
    expect(formQuery([["price_max", "20,000"]], "de")).toBe("price_max=20%2C000");
    expect(formQuery([["q", "1.000"]], "de")).toBe("q=1.000");
  });

  it("the server reads them from a form sent without JavaScript", () => {
    const typed = new URLSearchParams("price_min=5.000&price_max=20.000&kw_min=100&km_max=85.000");
    expect(parseCarFilters(typed, "de")).toMatchObject({
      price_min: 5000,
      price_max: 20_000,
      kw_min: 100,
      km_max: 85_000,
    });
    expect(parseCarFilters(new URLSearchParams("price_max=20,000"), "en").price_max).toBe(20_000);
    expect(parseCarFilters(new URLSearchParams("price_max=20,000"), "de").price_max).toBeUndefined();
    expect(parseCarFilters(typed).price_max).toBeUndefined();
  });
});

describe("keyset cursor", () => {
  it("encodes opaquely and only decodes for its own sort", () => {
    const id = "0f9c2a7e-1b2c-4d3e-8f90-123456789abc";
    const c = encodeCarCursor({ sort: "price_asc", key: 1_999_900, id });
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCarCursor(c, "price_asc")).toEqual({ sort: "price_asc", key: 1_999_900, id });
    expect(decodeCarCursor(c, "newest")).toBeNull();
    expect(decodeCarCursor("garbage", "price_asc")).toBeNull();
    expect(
      decodeCarCursor(
        encodeCarCursor({ sort: "newest", key: "2026-01-01 10:00:00.123456+00", id }),
        "newest",
      ),
    ).not.toBeNull();
    expect(
      decodeCarCursor(encodeCarCursor({ sort: "registration_desc", key: "x", id }), "registration_desc"),
    ).toBeNull();
  });

  it("reads the cursors the list wrote before it shared the keyset cursor", () => {
    // btoa(JSON.stringify(["price_asc", 1999900, id])) as the former car-filters.ts wrote it.
    const id = "0f9c2a7e-1b2c-4d3e-8f90-123456789abc";
    const old = btoa(JSON.stringify(["price_asc", 1_999_900, id]))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    expect(decodeCarCursor(old, "price_asc")).toEqual({ sort: "price_asc", key: 1_999_900, id });
  });
});
