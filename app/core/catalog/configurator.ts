/**
 * New-car configurator rules: which gearbox and fuel a model is offered with, how the URL
 * segments of that choice read in English and German, which options go together, and the total price.
 * Money is integer minor units. Pure: no I/O, no React.
 */
import { FUELS, type Fuel, GEARBOXES, type Gearbox } from "./car-attributes";

/** URL segments of the gearbox, per alias language (`buy-bmw/...` English, `bmw-kaufen/...` German). */
export const GEAR_SEGMENTS = {
  manual: { en: "manual", de: "schaltgetriebe" },
  automatic: { en: "automatic", de: "automatik" },
} as const satisfies Record<Gearbox, { en: string; de: string }>;

/** URL segments of the fuel, per alias language. */
export const FUEL_SEGMENTS = {
  petrol: { en: "petrol", de: "benzin" },
  diesel: { en: "diesel", de: "diesel" },
  hybrid: { en: "hybrid", de: "hybrid" },
  plugin_hybrid: { en: "plug-in-hybrid", de: "plug-in-hybrid" },
  electric: { en: "electric", de: "elektro" },
  lpg: { en: "lpg", de: "autogas" },
  cng: { en: "cng", de: "erdgas" },
} as const satisfies Record<Fuel, { en: string; de: string }>;

const lang = (german: boolean) => (german ? "de" : "en");

export function gearSegment(gear: Gearbox, german: boolean): string {
  return GEAR_SEGMENTS[gear][lang(german)];
}

export function fuelSegment(fuel: Fuel, german: boolean): string {
  return FUEL_SEGMENTS[fuel][lang(german)];
}

/** The gearbox of a URL segment in the alias' language; null for anything else (the page answers 404). */
export function gearFromSegment(segment: string, german: boolean): Gearbox | null {
  const s = segment.toLowerCase();
  return GEARBOXES.find((g) => GEAR_SEGMENTS[g][lang(german)] === s) ?? null;
}

export function fuelFromSegment(segment: string, german: boolean): Fuel | null {
  const s = segment.toLowerCase();
  return FUELS.find((f) => FUEL_SEGMENTS[f][lang(german)] === s) ?? null;
}

/** Option groups on the equipment page, in display order. */
export const OPTION_CATEGORIES = [
  "packages",
  "comfort",
  "safety",
  "assistance",
  "design",
  "infotainment",
] as const;
export type OptionCategory = (typeof OPTION_CATEGORIES)[number];

/** One way a model is offered: gearbox and fuel, power and the list price of that powertrain. */
export type Powertrain = { gear: Gearbox; fuel: Fuel; powerKw: number; priceMinor: number };

/**
 * An equipment option. `includes`: options a package contains (they cost nothing extra when the package
 * is chosen); `requires`: options added with it; `excludes`: options it cannot be combined with.
 */
export type ConfiguratorOption = {
  key: string;
  category: OptionCategory;
  priceMinor: number;
  includes: readonly string[];
  requires: readonly string[];
  excludes: readonly string[];
};

/** The powertrain for a gearbox and fuel; null when the model is not offered that way. */
export function findPowertrain(
  powertrains: readonly Powertrain[],
  gear: Gearbox,
  fuel: Fuel,
): Powertrain | null {
  return powertrains.find((p) => p.gear === gear && p.fuel === fuel) ?? null;
}

/** The gearbox and fuel choice: gearboxes in vocabulary order, each with its fuels by price. */
export function groupPowertrains(
  powertrains: readonly Powertrain[],
): { gear: Gearbox; choices: Powertrain[] }[] {
  return GEARBOXES.map((gear) => ({
    gear,
    choices: powertrains
      .filter((p) => p.gear === gear)
      .sort((a, b) => a.priceMinor - b.priceMinor || FUELS.indexOf(a.fuel) - FUELS.indexOf(b.fuel)),
  })).filter((g) => g.choices.length > 0);
}

/** The "from" price of a model: its cheapest powertrain, else the catalogue's entry price. */
export function fromPrice(powertrains: readonly Powertrain[], fallback: number | null): number | null {
  if (powertrains.length === 0) return fallback;
  return Math.min(...powertrains.map((p) => p.priceMinor));
}

/**
 * The canonical query of a configuration: `o=a,b` in the model's option order and `c=` the paint unless
 * it is the standard one, or empty.
 */
export function configurationQuery(selected: readonly string[], colourKey: string | null = null): string {
  const parts = [
    ...(selected.length > 0 ? [`o=${selected.join(",")}`] : []),
    ...(colourKey ? [`c=${colourKey}`] : []),
  ];
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/**
 * A paint a model is offered in. `key` is also the catalogue key of its name (`configurator:colour.{key}`);
 * `id` names the model's picture in it; the standard paint (first) usually costs nothing extra.
 */
export type ConfiguratorColour = {
  id: string;
  key: string;
  hex: string;
  metallic: boolean;
  priceMinor: number;
};

/**
 * The paint of a configuration: the requested one when the model has it, else the standard paint (the
 * first); `dropped` when a requested key was not offered. Null only for a model without paints.
 */
export function resolveColour(
  colours: readonly ConfiguratorColour[],
  requested: string | null,
): { colour: ConfiguratorColour | null; dropped: boolean } {
  const found = requested ? colours.find((c) => c.key === requested) : undefined;
  return { colour: found ?? colours[0] ?? null, dropped: Boolean(requested) && !found };
}

/**
 * The paint a model is shown in on list cards: one of its metallics, chosen by the model's name so a
 * brand's list is colourful and the same model always looks the same; the standard paint without them.
 */
export function showcaseColour<C extends Pick<ConfiguratorColour, "metallic">>(
  colours: readonly C[],
  modelSlug: string,
): C | null {
  const metallics = colours.filter((c) => c.metallic);
  if (metallics.length === 0) return colours[0] ?? null;
  let hash = 0;
  for (const ch of modelSlug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return metallics[hash % metallics.length] ?? null;
}

/** The `c` of the canonical query: the paint's key, or null for the standard paint. */
export function colourQueryKey(
  colours: readonly Pick<ConfiguratorColour, "key">[],
  colour: Pick<ConfiguratorColour, "key"> | null,
): string | null {
  return colour && colour.key !== colours[0]?.key ? colour.key : null;
}

export type Selection = {
  /** Options the buyer chose (and their requirements), in the model's option order. */
  selected: string[];
  /** Options that come with a chosen package: shown ticked, not charged. */
  included: string[];
  /** Requested keys that were unknown or conflicted with an earlier choice. */
  dropped: string[];
};

/**
 * Resolves requested option keys against a model's options: unknown keys are dropped, requirements are
 * added, and of two options that exclude each other the one asked for first wins. An option that a chosen
 * package includes counts as included rather than selected.
 */
export function resolveSelection(
  options: readonly ConfiguratorOption[],
  requested: readonly string[],
): Selection {
  const byKey = new Map(options.map((o) => [o.key, o]));
  const chosen = new Set<string>();
  const dropped: string[] = [];
  const conflicts = (key: string) => {
    const option = byKey.get(key)!;
    for (const other of chosen) {
      if (option.excludes.includes(other) || byKey.get(other)!.excludes.includes(key)) return true;
    }
    return false;
  };
  const add = (key: string, trail: Set<string>): boolean => {
    if (chosen.has(key)) return true;
    const option = byKey.get(key);
    if (!option || trail.has(key) || conflicts(key)) return false;
    const next = new Set(trail).add(key);
    chosen.add(key);
    for (const req of option.requires) {
      if (!add(req, next)) {
        // A requirement that cannot be met takes the option out again, with what it pulled in.
        chosen.delete(key);
        return false;
      }
    }
    return true;
  };
  for (const key of requested) {
    const before = new Set(chosen);
    if (!add(key, new Set())) {
      for (const k of [...chosen]) if (!before.has(k)) chosen.delete(k);
      dropped.push(key);
    }
  }
  const included = new Set(
    options.filter((o) => chosen.has(o.key) && o.includes.length > 0).flatMap((o) => o.includes),
  );
  return {
    selected: options.filter((o) => chosen.has(o.key) && !included.has(o.key)).map((o) => o.key),
    included: options.filter((o) => included.has(o.key)).map((o) => o.key),
    dropped,
  };
}

/** Toggles one option in a selection (the checkbox the buyer clicked), re-resolving the rest. */
export function toggleOption(
  options: readonly ConfiguratorOption[],
  current: Selection,
  key: string,
  on: boolean,
): Selection {
  if (on) {
    // The newest choice wins over older conflicting ones.
    const option = options.find((o) => o.key === key);
    if (!option) return current;
    const rest = current.selected.filter(
      (k) => !option.excludes.includes(k) && !options.find((o) => o.key === k)?.excludes.includes(key),
    );
    return resolveSelection(options, [key, ...rest]);
  }
  // Taking an option out also takes out what depends on it.
  const dependsOn = (k: string, seen = new Set<string>()): boolean => {
    if (k === key) return true;
    if (seen.has(k)) return false;
    seen.add(k);
    return (options.find((o) => o.key === k)?.requires ?? []).some((r) => dependsOn(r, seen));
  };
  return resolveSelection(
    options,
    current.selected.filter((k) => !dependsOn(k)),
  );
}

export type ConfigurationPrice = {
  baseMinor: number;
  optionsMinor: number;
  paintMinor: number;
  totalMinor: number;
};

/**
 * Total = the chosen powertrain's price + the paint's surcharge + the selected options (included ones
 * cost nothing extra). All integer minor units.
 */
export function configurationPrice(
  powertrain: Pick<Powertrain, "priceMinor">,
  options: readonly ConfiguratorOption[],
  selection: Pick<Selection, "selected">,
  colour: Pick<ConfiguratorColour, "priceMinor"> | null = null,
): ConfigurationPrice {
  const chosen = new Set(selection.selected);
  const optionsMinor = options.filter((o) => chosen.has(o.key)).reduce((sum, o) => sum + o.priceMinor, 0);
  const paintMinor = colour?.priceMinor ?? 0;
  return {
    baseMinor: powertrain.priceMinor,
    optionsMinor,
    paintMinor,
    totalMinor: powertrain.priceMinor + paintMinor + optionsMinor,
  };
}

/**
 * Path of the equipment step (without locale prefix): `/buy-bmw/x5/automatic/diesel/equipment`, German
 * `/bmw-kaufen/x5/automatik/diesel/austattung` (the spec's spelling).
 */
export function equipmentPath(
  brand: string,
  model: string,
  gear: Gearbox,
  fuel: Fuel,
  german: boolean,
): string {
  const buy = german ? `${brand}-kaufen` : `buy-${brand}`;
  const last = german ? "austattung" : "equipment";
  return `/${buy}/${model}/${gearSegment(gear, german)}/${fuelSegment(fuel, german)}/${last}`;
}

/** Horsepower (PS) of a power in kW, as printed next to it. */
export function horsepower(kw: number): number {
  return Math.round(kw * 1.35962);
}
