/**
 * Configurator data for every demo model: the powertrains it is offered with, 8 to 15 equipment
 * options from a per-body-type template and 6 to 8 paints, priced like the German market (premium
 * makes pay more).
 */
import { count, eq } from "drizzle-orm";
import type { BodyType, Fuel, Gearbox } from "../../app/core/catalog/car-attributes";
import type { OptionCategory } from "../../app/core/catalog/configurator";
import type { Db } from "../../app/db/client.server";
import { brands, carModels, modelColours, modelOptions, modelPowertrains } from "../../app/db/schema";

type OptionDef = {
  category: OptionCategory;
  euros: number;
  includes?: string[];
  requires?: string[];
  excludes?: string[];
};

/**
 * Every option the demo uses; its key is the catalogue key `configurator:option.{key}`. A package costs
 * less than its items bought one by one (issue 37; `seed/demo-data.test.ts`).
 */
export const OPTION_DEFS = {
  winter_package: { category: "packages", euros: 550, includes: ["heated_seats", "heated_steering_wheel"] },
  business_package: { category: "packages", euros: 1390, includes: ["navigation_pro", "wireless_charging"] },
  tech_package: { category: "packages", euros: 2290, includes: ["head_up_display", "matrix_led"] },
  offroad_package: { category: "packages", euros: 1290, includes: ["underbody_protection", "tow_bar"] },
  heated_seats: { category: "comfort", euros: 450 },
  heated_steering_wheel: { category: "comfort", euros: 190 },
  keyless_entry: { category: "comfort", euros: 590 },
  three_zone_climate: { category: "comfort", euros: 790 },
  electric_tailgate: { category: "comfort", euros: 650 },
  panorama_roof: { category: "comfort", euros: 1490 },
  ventilated_seats: { category: "comfort", euros: 890, requires: ["leather_seats"] },
  tow_bar: { category: "comfort", euros: 990 },
  heat_pump: { category: "comfort", euros: 990 },
  parking_camera: { category: "safety", euros: 590 },
  surround_view: { category: "safety", euros: 1190, requires: ["parking_camera"] },
  blind_spot_assist: { category: "safety", euros: 690 },
  matrix_led: { category: "safety", euros: 1390 },
  underbody_protection: { category: "safety", euros: 490 },
  adaptive_cruise: { category: "assistance", euros: 990 },
  park_assist: { category: "assistance", euros: 790, requires: ["parking_camera"] },
  head_up_display: { category: "assistance", euros: 1190 },
  alloy_wheels_18: { category: "design", euros: 990, excludes: ["alloy_wheels_19"] },
  alloy_wheels_19: { category: "design", euros: 1490, excludes: ["alloy_wheels_18"] },
  leather_seats: { category: "design", euros: 1990 },
  tinted_windows: { category: "design", euros: 390 },
  roof_rails: { category: "design", euros: 350 },
  navigation_pro: { category: "infotainment", euros: 1290 },
  premium_sound: { category: "infotainment", euros: 890 },
  wireless_charging: { category: "infotainment", euros: 290 },
  smartphone_integration: { category: "infotainment", euros: 350 },
} as const satisfies Record<string, OptionDef>;
export type OptionKey = keyof typeof OPTION_DEFS;

const TEMPLATES: Record<"small" | BodyType, OptionKey[]> = {
  small: [
    "winter_package",
    "heated_seats",
    "heated_steering_wheel",
    "keyless_entry",
    "parking_camera",
    "adaptive_cruise",
    "alloy_wheels_18",
    "smartphone_integration",
    "wireless_charging",
  ],
  hatchback: [
    "winter_package",
    "heated_seats",
    "heated_steering_wheel",
    "keyless_entry",
    "panorama_roof",
    "parking_camera",
    "blind_spot_assist",
    "adaptive_cruise",
    "alloy_wheels_18",
    "alloy_wheels_19",
    "navigation_pro",
    "smartphone_integration",
    "premium_sound",
  ],
  sedan: [
    "business_package",
    "winter_package",
    "heated_seats",
    "heated_steering_wheel",
    "three_zone_climate",
    "ventilated_seats",
    "parking_camera",
    "matrix_led",
    "adaptive_cruise",
    "head_up_display",
    "leather_seats",
    "alloy_wheels_19",
    "navigation_pro",
    "wireless_charging",
  ],
  estate: [
    "business_package",
    "winter_package",
    "heated_seats",
    "heated_steering_wheel",
    "electric_tailgate",
    "tow_bar",
    "parking_camera",
    "park_assist",
    "adaptive_cruise",
    "roof_rails",
    "alloy_wheels_18",
    "navigation_pro",
    "wireless_charging",
  ],
  suv: [
    "tech_package",
    "winter_package",
    "heated_seats",
    "heated_steering_wheel",
    "electric_tailgate",
    "panorama_roof",
    "tow_bar",
    "parking_camera",
    "surround_view",
    "matrix_led",
    "head_up_display",
    "alloy_wheels_18",
    "alloy_wheels_19",
    "premium_sound",
  ],
  pickup: [
    "offroad_package",
    "winter_package",
    "heated_seats",
    "heated_steering_wheel",
    "tow_bar",
    "underbody_protection",
    "parking_camera",
    "adaptive_cruise",
    "roof_rails",
    "navigation_pro",
    "smartphone_integration",
  ],
  coupe: [],
  convertible: [],
  van: [],
};

const PREMIUM = new Set(["audi", "bmw", "mercedes-benz"]);

/** Models sold only as battery-electric cars. */
const ELECTRIC = new Set([
  "audi/q4-e-tron",
  "bmw/i4",
  "mercedes-benz/eqa",
  "volkswagen/id-3",
  "skoda/enyaq",
  "ford/mustang-mach-e",
  "hyundai/ioniq-5",
  "kia/ev6",
  "renault/megane-e-tech",
  "tesla/model-3",
  "tesla/model-y",
]);

type PowertrainSeed = { gear: Gearbox; fuel: Fuel; powerKw: number; extraEuros: number };

const pt = (gear: Gearbox, fuel: Fuel, powerKw: number, extraEuros: number): PowertrainSeed => ({
  gear,
  fuel,
  powerKw,
  extraEuros,
});

/** Full-hybrid makers whose cars come as hybrids rather than diesels. */
const HYBRID_MAKES = new Set(["toyota", "hyundai", "kia", "renault"]);

function powertrainsFor(brand: string, model: { slug: string; bodyType: string; basePriceMinor: number }) {
  const euros = model.basePriceMinor / 100;
  const premium = PREMIUM.has(brand);
  // Dearer and premium models carry stronger engines (an X5 starts well above a Golf).
  const tier = (premium ? 1.35 : 1) * (euros >= 80000 ? 1.5 : euros >= 50000 ? 1.2 : 1);
  const kw = (base: number) => Math.round((base * tier) / 5) * 5;
  if (ELECTRIC.has(`${brand}/${model.slug}`)) {
    const base = euros > 50000 ? 250 : euros > 40000 ? 210 : 150;
    return [pt("automatic", "electric", base, 0)];
  }
  const small = euros < 25000;
  switch (model.bodyType) {
    case "pickup":
      return [pt("manual", "diesel", 125, 0), pt("automatic", "diesel", 150, 2500)];
    case "sedan":
    case "estate":
      return [
        pt("automatic", "petrol", kw(110), 0),
        ...(HYBRID_MAKES.has(brand)
          ? [pt("automatic", "hybrid", kw(103), 1800)]
          : [pt("automatic", "diesel", kw(110), 2200), pt("automatic", "plugin_hybrid", kw(150), 6500)]),
        ...(model.bodyType === "estate" && !premium ? [pt("manual", "petrol", kw(96), -1200)] : []),
      ];
    case "suv":
      return [
        ...(euros < 40000 ? [pt("manual", "petrol", kw(96), 0)] : []),
        pt("automatic", "petrol", kw(110), euros < 40000 ? 2300 : 0),
        ...(HYBRID_MAKES.has(brand)
          ? [pt("automatic", "hybrid", kw(132), 3500)]
          : [pt("automatic", "diesel", kw(120), 4000)]),
        ...(euros >= 40000 ? [pt("automatic", "plugin_hybrid", kw(180), 7000)] : []),
      ];
    default:
      // Hatchbacks and anything else: the entry car has a manual gearbox.
      return [
        pt("manual", "petrol", kw(small ? 55 : 85), 0),
        pt("automatic", "petrol", kw(small ? 74 : 110), 2000),
        ...(HYBRID_MAKES.has(brand)
          ? [pt("automatic", "hybrid", kw(small ? 85 : 104), 3000)]
          : small
            ? []
            : [pt("automatic", "diesel", kw(110), 3500)]),
      ];
  }
}

type ColourDef = { hex: string; metallic: boolean };

/** Every paint the demo uses; its key is the catalogue key `configurator:colour.{key}`. */
export const COLOUR_DEFS = {
  pure_white: { hex: "#eef0f2", metallic: false },
  jet_black: { hex: "#17191d", metallic: false },
  signal_red: { hex: "#b61f2a", metallic: false },
  sunny_yellow: { hex: "#e6b421", metallic: false },
  glacier_white: { hex: "#e2e7eb", metallic: true },
  obsidian_black: { hex: "#23262b", metallic: true },
  moonstone_grey: { hex: "#6f7882", metallic: true },
  brilliant_silver: { hex: "#b8bfc7", metallic: true },
  ocean_blue: { hex: "#1f4f96", metallic: true },
  midnight_blue: { hex: "#1c2b4d", metallic: true },
  ruby_red: { hex: "#8e1622", metallic: true },
  forest_green: { hex: "#2f5b44", metallic: true },
  sand_beige: { hex: "#c7b38e", metallic: true },
  copper_orange: { hex: "#c0581f", metallic: true },
  mocha_brown: { hex: "#5d4131", metallic: true },
} as const satisfies Record<string, ColourDef>;
export type ColourKey = keyof typeof COLOUR_DEFS;

/** The metallic paints each make offers (its catalogue's character), in display order. */
const BRAND_METALLICS: Record<string, ColourKey[]> = {
  audi: ["glacier_white", "brilliant_silver", "moonstone_grey", "obsidian_black", "ocean_blue"],
  bmw: ["brilliant_silver", "moonstone_grey", "obsidian_black", "midnight_blue", "ocean_blue"],
  "mercedes-benz": ["glacier_white", "brilliant_silver", "obsidian_black", "midnight_blue", "ruby_red"],
  volkswagen: ["brilliant_silver", "moonstone_grey", "obsidian_black", "ocean_blue", "ruby_red"],
  opel: ["brilliant_silver", "moonstone_grey", "obsidian_black", "ocean_blue", "copper_orange"],
  skoda: ["brilliant_silver", "moonstone_grey", "obsidian_black", "forest_green", "ocean_blue"],
  toyota: ["glacier_white", "brilliant_silver", "obsidian_black", "ruby_red", "mocha_brown"],
  ford: ["brilliant_silver", "moonstone_grey", "obsidian_black", "ocean_blue", "ruby_red"],
  hyundai: ["brilliant_silver", "moonstone_grey", "obsidian_black", "ocean_blue", "sand_beige"],
  kia: ["glacier_white", "moonstone_grey", "obsidian_black", "midnight_blue", "copper_orange"],
  renault: ["brilliant_silver", "moonstone_grey", "obsidian_black", "ocean_blue", "ruby_red"],
  tesla: ["glacier_white", "moonstone_grey", "obsidian_black", "ocean_blue", "ruby_red"],
};

/** One more paint that suits the body: bright solid ones for small cars, earthy ones for SUVs. */
function accentFor(bodyType: string, small: boolean): ColourKey | null {
  if (small) return "sunny_yellow";
  switch (bodyType) {
    case "hatchback":
      return "signal_red";
    case "suv":
      return "forest_green";
    case "pickup":
      return "sand_beige";
    case "estate":
      return "mocha_brown";
    default:
      return null;
  }
}

/**
 * The paints of one model: a free standard white first, black, the make's metallics and an accent.
 * Metallics cost the market's usual surcharge (premium makes more), solid paints nothing.
 */
export function coloursFor(brand: string, model: { bodyType: string; basePriceMinor: number }) {
  const small = model.basePriceMinor < 25000_00 && model.bodyType === "hatchback";
  const metallics = BRAND_METALLICS[brand] ?? BRAND_METALLICS.volkswagen!;
  const accent = accentFor(model.bodyType, small);
  const keys: ColourKey[] = [
    "pure_white",
    "jet_black",
    ...metallics,
    ...(accent && !metallics.includes(accent) ? [accent] : []),
  ];
  const factor = PREMIUM.has(brand) ? 1.4 : brand === "tesla" ? 1.2 : 1;
  const metallicEuros = Math.round(((small ? 590 : 890) * factor) / 10) * 10;
  return keys.map((key, position) => {
    const def: ColourDef = COLOUR_DEFS[key];
    return {
      key,
      position,
      hex: def.hex,
      metallic: def.metallic,
      priceMinor: def.metallic ? metallicEuros * 100 : 0,
    };
  });
}

/** The configurator rows of one model; the cheapest powertrain costs the model's entry price. */
export function configuratorFor(
  brand: string,
  model: { slug: string; bodyType: string; basePriceMinor: number },
) {
  const trains = powertrainsFor(brand, model);
  const minExtra = Math.min(...trains.map((t) => t.extraEuros));
  const powertrains = trains.map((t) => ({
    gear: t.gear,
    fuel: t.fuel,
    powerKw: t.powerKw,
    priceMinor: model.basePriceMinor + (t.extraEuros - minExtra) * 100,
  }));
  const electric = trains.every((t) => t.fuel === "electric");
  const small = model.basePriceMinor < 25000_00;
  const template =
    small && model.bodyType === "hatchback" ? TEMPLATES.small : TEMPLATES[model.bodyType as BodyType];
  let keys: OptionKey[] = [...(template.length > 0 ? template : TEMPLATES.hatchback)];
  if (electric) {
    // No tow bar on the demo's electric cars; the heat pump takes the last place if the list is full.
    keys = keys.filter((k) => k !== "tow_bar");
    if (keys.length >= 15) keys = keys.slice(0, 14);
    keys.push("heat_pump");
  }
  const factor = PREMIUM.has(brand) ? 1.4 : brand === "tesla" ? 1.2 : 1;
  const options = keys.map((key, position) => {
    const def: OptionDef = OPTION_DEFS[key];
    const keep = (list: readonly string[] | undefined) =>
      (list ?? []).filter((k) => keys.includes(k as OptionKey));
    return {
      key,
      category: def.category,
      priceMinor: Math.round((def.euros * factor) / 10) * 10 * 100,
      position,
      includes: keep(def.includes),
      requires: keep(def.requires),
      excludes: keep(def.excludes),
    };
  });
  return { powertrains, options, colours: coloursFor(brand, model) };
}

/** Inserts configurator data for every model that has none yet (idempotent). */
export async function seedConfigurator(db: Db): Promise<void> {
  const models = await db
    .select({
      id: carModels.id,
      slug: carModels.slug,
      bodyType: carModels.bodyType,
      basePriceMinor: carModels.basePriceMinor,
      brand: brands.slug,
    })
    .from(carModels)
    .innerJoin(brands, eq(brands.id, carModels.brandId));
  for (const model of models) {
    if (model.basePriceMinor === null) continue;
    const { powertrains, options, colours } = configuratorFor(model.brand, {
      slug: model.slug,
      bodyType: model.bodyType,
      basePriceMinor: model.basePriceMinor,
    });
    await db
      .insert(modelPowertrains)
      .values(powertrains.map((p) => ({ ...p, modelId: model.id })))
      .onConflictDoNothing();
    await db
      .insert(modelOptions)
      .values(options.map((o) => ({ ...o, modelId: model.id })))
      .onConflictDoNothing();
    await db
      .insert(modelColours)
      .values(colours.map((c) => ({ ...c, modelId: model.id })))
      .onConflictDoNothing();
  }
}

/**
 * Brings demo data seeded before the paints existed up to date (cheap when it is: one count): adds the
 * paints and drops the old "metallic paint" option they replace.
 */
export async function upgradeConfigurator(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(modelColours);
  if ((row?.n ?? 0) > 0) return false;
  await seedConfigurator(db);
  await db.delete(modelOptions).where(eq(modelOptions.key, "metallic_paint"));
  return true;
}
