import { describe, expect, it } from "vitest";
import { classifyDynamicPath } from "../../shared/route-table";
import { FUELS, GEARBOXES } from "./car-attributes";
import {
  type ConfiguratorColour,
  type ConfiguratorOption,
  colourQueryKey,
  configurationPrice,
  configurationQuery,
  equipmentPath,
  FUEL_SEGMENTS,
  findPowertrain,
  fromPrice,
  fuelFromSegment,
  fuelSegment,
  gearFromSegment,
  gearSegment,
  groupPowertrains,
  horsepower,
  type Powertrain,
  resolveColour,
  resolveSelection,
  showcaseColour,
  toggleOption,
} from "./configurator";
import { parseColourKey, parseOptionKeys } from "./configurator-query";

const opt = (
  key: string,
  priceMinor: number,
  extra: Partial<Pick<ConfiguratorOption, "includes" | "requires" | "excludes">> = {},
): ConfiguratorOption => ({
  key,
  category: "comfort",
  priceMinor,
  includes: [],
  requires: [],
  excludes: [],
  ...extra,
});

const OPTIONS: ConfiguratorOption[] = [
  opt("winter_package", 90000, { includes: ["heated_seats", "heated_steering_wheel"] }),
  opt("heated_seats", 45000),
  opt("heated_steering_wheel", 19000),
  opt("navigation_plus", 150000),
  opt("head_up_display", 110000, { requires: ["navigation_plus"] }),
  opt("sport_suspension", 60000, { excludes: ["adaptive_suspension"] }),
  opt("adaptive_suspension", 120000),
];

const POWERTRAINS: Powertrain[] = [
  { gear: "automatic", fuel: "diesel", powerKw: 210, priceMinor: 9_490_000 },
  { gear: "manual", fuel: "petrol", powerKw: 110, priceMinor: 8_990_000 },
  { gear: "automatic", fuel: "petrol", powerKw: 110, priceMinor: 9_190_000 },
];

describe("URL segments of gearbox and fuel", () => {
  it("reads English keys in English and German words in German", () => {
    expect(gearSegment("automatic", false)).toBe("automatic");
    expect(gearSegment("automatic", true)).toBe("automatik");
    expect(gearSegment("manual", true)).toBe("schaltgetriebe");
    expect(fuelSegment("petrol", true)).toBe("benzin");
    expect(fuelSegment("electric", true)).toBe("elektro");
    expect(fuelSegment("plugin_hybrid", false)).toBe("plug-in-hybrid");
    expect(fuelSegment("diesel", true)).toBe("diesel");
  });

  it("round-trips every gearbox and fuel in both languages", () => {
    for (const german of [false, true]) {
      for (const g of GEARBOXES) expect(gearFromSegment(gearSegment(g, german), german)).toBe(g);
      for (const f of FUELS) expect(fuelFromSegment(fuelSegment(f, german), german)).toBe(f);
    }
  });

  it("gives every fuel a distinct segment per language", () => {
    for (const l of ["en", "de"] as const) {
      const values = Object.values(FUEL_SEGMENTS).map((s) => s[l]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it("rejects the other language's words, keys and unknown words", () => {
    expect(gearFromSegment("automatik", false)).toBeNull();
    expect(gearFromSegment("automatic", true)).toBeNull();
    expect(fuelFromSegment("benzin", false)).toBeNull();
    expect(fuelFromSegment("plugin_hybrid", false)).toBeNull();
    expect(fuelFromSegment("steam", false)).toBeNull();
    expect(gearFromSegment("", true)).toBeNull();
  });

  it("accepts upper case", () => {
    expect(gearFromSegment("Automatik", true)).toBe("automatic");
  });
});

describe("powertrains", () => {
  it("finds only offered combinations", () => {
    expect(findPowertrain(POWERTRAINS, "automatic", "diesel")?.powerKw).toBe(210);
    expect(findPowertrain(POWERTRAINS, "manual", "diesel")).toBeNull();
  });

  it("groups by gearbox in vocabulary order, fuels by price", () => {
    const groups = groupPowertrains(POWERTRAINS);
    expect(groups.map((g) => g.gear)).toEqual(["manual", "automatic"]);
    expect(groups[1]!.choices.map((c) => c.fuel)).toEqual(["petrol", "diesel"]);
  });

  it("takes the cheapest powertrain as the from price", () => {
    expect(fromPrice(POWERTRAINS, 1)).toBe(8_990_000);
    expect(fromPrice([], 500)).toBe(500);
    expect(fromPrice([], null)).toBeNull();
  });
});

describe("the o query parameter", () => {
  it("reads comma lists and repeated parameters, deduplicated", () => {
    expect(parseOptionKeys(new URLSearchParams("o=a,b,a"))).toEqual(["a", "b"]);
    expect(parseOptionKeys(new URLSearchParams("o=a&o=b"))).toEqual(["a", "b"]);
    expect(parseOptionKeys(new URLSearchParams(""))).toEqual([]);
  });

  it("drops malformed keys instead of failing", () => {
    expect(parseOptionKeys(new URLSearchParams("o=ok,<script>,,x y,B"))).toEqual(["ok", "b"]);
    expect(parseOptionKeys(new URLSearchParams(`o=${"a,".repeat(500)}${"z".repeat(41)}`))).toEqual(["a"]);
  });

  it("writes the canonical query", () => {
    expect(configurationQuery(["a", "b"])).toBe("?o=a,b");
    expect(configurationQuery([])).toBe("");
    expect(configurationQuery(["a"], "ocean_blue")).toBe("?o=a&c=ocean_blue");
    expect(configurationQuery([], "ocean_blue")).toBe("?c=ocean_blue");
  });

  it("reads the paint from the query, a malformed one as none", () => {
    expect(parseColourKey(new URLSearchParams("c=Ocean_Blue"))).toBe("ocean_blue");
    expect(parseColourKey(new URLSearchParams("c=a&c=b"))).toBe("a");
    expect(parseColourKey(new URLSearchParams("c=%3Cscript%3E"))).toBeNull();
    expect(parseColourKey(new URLSearchParams(`c=${"z".repeat(41)}`))).toBeNull();
    expect(parseColourKey(new URLSearchParams(""))).toBeNull();
  });
});

const paint = (key: string, priceMinor: number, metallic = priceMinor > 0): ConfiguratorColour => ({
  id: `00000000-0000-4000-8000-${String(priceMinor).padStart(12, "0")}`,
  key,
  hex: "#1f4f96",
  metallic,
  priceMinor,
});
const PAINTS = [paint("pure_white", 0), paint("jet_black", 0, false), paint("ocean_blue", 89000)];

describe("paint", () => {
  it("is the requested one when offered, else the standard paint, saying so", () => {
    expect(resolveColour(PAINTS, "ocean_blue")).toEqual({ colour: PAINTS[2], dropped: false });
    expect(resolveColour(PAINTS, null)).toEqual({ colour: PAINTS[0], dropped: false });
    expect(resolveColour(PAINTS, "nope")).toEqual({ colour: PAINTS[0], dropped: true });
    expect(resolveColour([], "nope")).toEqual({ colour: null, dropped: true });
  });

  it("shows list cards in one of the metallics, the same one for a model every time", () => {
    const metallics = [paint("ocean_blue", 89000), paint("ruby_red", 89001), paint("sand_beige", 89002)];
    const colours = [PAINTS[0]!, PAINTS[1]!, ...metallics];
    const shown = ["x5", "golf", "polo", "a3", "glc", "i4"].map((slug) => showcaseColour(colours, slug)!);
    for (const c of shown) expect(c.metallic).toBe(true);
    expect(new Set(shown.map((c) => c.key)).size).toBeGreaterThan(1);
    expect(showcaseColour(colours, "x5")).toBe(showcaseColour([...colours], "x5"));
    expect(showcaseColour([PAINTS[1]!], "x5")).toBe(PAINTS[1]);
    expect(showcaseColour([], "x5")).toBeNull();
  });

  it("leaves the standard paint out of the URL", () => {
    expect(colourQueryKey(PAINTS, PAINTS[0]!)).toBeNull();
    expect(colourQueryKey(PAINTS, PAINTS[2]!)).toBe("ocean_blue");
    expect(colourQueryKey(PAINTS, null)).toBeNull();
  });

  it("adds a metallic surcharge to the total, in minor units", () => {
    const s = resolveSelection(OPTIONS, ["navigation_plus"]);
    const plain = configurationPrice({ priceMinor: 3_000_000 }, OPTIONS, s, PAINTS[0]!);
    const metallic = configurationPrice({ priceMinor: 3_000_000 }, OPTIONS, s, PAINTS[2]!);
    expect(plain.paintMinor).toBe(0);
    expect(metallic).toEqual({
      baseMinor: 3_000_000,
      optionsMinor: plain.optionsMinor,
      paintMinor: 89000,
      totalMinor: plain.totalMinor + 89000,
    });
  });
});

describe("option rules", () => {
  it("ignores unknown keys", () => {
    const s = resolveSelection(OPTIONS, ["nope", "heated_seats"]);
    expect(s.selected).toEqual(["heated_seats"]);
    expect(s.dropped).toEqual(["nope"]);
  });

  it("adds what an option requires", () => {
    expect(resolveSelection(OPTIONS, ["head_up_display"]).selected).toEqual([
      "navigation_plus",
      "head_up_display",
    ]);
  });

  it("keeps the first of two excluding options", () => {
    const s = resolveSelection(OPTIONS, ["adaptive_suspension", "sport_suspension"]);
    expect(s.selected).toEqual(["adaptive_suspension"]);
    expect(s.dropped).toEqual(["sport_suspension"]);
  });

  it("counts options inside a chosen package as included, not charged", () => {
    const s = resolveSelection(OPTIONS, ["heated_seats", "winter_package"]);
    expect(s.selected).toEqual(["winter_package"]);
    expect(s.included).toEqual(["heated_seats", "heated_steering_wheel"]);
    expect(configurationPrice({ priceMinor: 1_000_000 }, OPTIONS, s).totalMinor).toBe(1_090_000);
  });

  it("lets the newest choice win when ticking, and unticking removes dependants", () => {
    let s = resolveSelection(OPTIONS, ["sport_suspension"]);
    s = toggleOption(OPTIONS, s, "adaptive_suspension", true);
    expect(s.selected).toEqual(["adaptive_suspension"]);
    s = toggleOption(OPTIONS, s, "head_up_display", true);
    expect(s.selected).toContain("navigation_plus");
    s = toggleOption(OPTIONS, s, "navigation_plus", false);
    expect(s.selected).toEqual(["adaptive_suspension"]);
  });
});

describe("price", () => {
  it("is the powertrain price plus the selected options, in minor units", () => {
    const s = resolveSelection(OPTIONS, ["navigation_plus", "sport_suspension"]);
    expect(configurationPrice({ priceMinor: 9_490_000 }, OPTIONS, s)).toEqual({
      baseMinor: 9_490_000,
      optionsMinor: 210_000,
      paintMinor: 0,
      totalMinor: 9_700_000,
    });
  });

  it("is the powertrain price without options", () => {
    expect(configurationPrice({ priceMinor: 5 }, OPTIONS, { selected: [] }).totalMinor).toBe(5);
  });
});

describe("equipment path", () => {
  it("builds the English and the German path", () => {
    expect(equipmentPath("bmw", "x5", "automatic", "diesel", false)).toBe(
      "/buy-bmw/x5/automatic/diesel/equipment",
    );
    expect(equipmentPath("bmw", "x5", "manual", "petrol", true)).toBe(
      "/bmw-kaufen/x5/schaltgetriebe/benzin/austattung",
    );
  });

  it("is classified as the equipment step by the route table", () => {
    const segments = equipmentPath("vw", "id-3", "automatic", "electric", true).split("/").filter(Boolean);
    expect(classifyDynamicPath(segments)).toMatchObject({
      kind: "equipment",
      gear: "automatik",
      fuel: "elektro",
      german: true,
    });
  });

  it("converts kW to PS", () => {
    expect(horsepower(210)).toBe(286);
  });
});
