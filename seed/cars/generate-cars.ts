/**
 * Deterministic, realistic stock for the demo data and for large benchmark data sets
 * (`npm run seed:large`): the same seed gives the same cars. Pure: no database access.
 */
import type {
  BodyType,
  CarStatus,
  Co2Class,
  Colour,
  Condition,
  ConsumptionUnit,
  Equipment,
  Fuel,
  Gearbox,
  LocalizedText,
} from "../../app/core/catalog/car-attributes";
import { CO2_CLASSES, COLOURS, EQUIPMENT } from "../../app/core/catalog/car-attributes";
import { type BodySpec, type EngineSpec, type ModelSpec, modelSpec } from "./model-specs";

export type ModelRef = {
  brandId: string;
  brandSlug: string;
  brandName: string;
  modelId: string;
  modelSlug: string;
  modelName: string;
  bodyType: string;
  basePriceMinor: number | null;
};

export type GeneratedCar = {
  projectId: string;
  locationId: number | null;
  condition: Condition;
  status: CarStatus;
  brandId: string;
  modelId: string;
  variant: string;
  firstRegistration: string | null;
  mileageKm: number;
  fuel: Fuel;
  gearbox: Gearbox;
  powerKw: number;
  bodyType: BodyType;
  colour: Colour;
  doors: number;
  seats: number;
  equipment: Equipment[];
  priceMinor: number;
  currency: string;
  vatDeductible: boolean;
  consumptionCombined: number | null;
  consumptionUnit: ConsumptionUnit | null;
  co2GPerKm: number | null;
  co2Class: Co2Class | null;
  co2ClassDischarged: Co2Class | null;
  electricRangeKm: number | null;
  description: LocalizedText;
  publishedAt: Date | null;
  createdAt: Date;
};

/** mulberry32: small, fast, good enough for demo data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rnd: () => number, items: readonly T[], weights?: readonly number[]): T {
  if (!weights) return items[Math.floor(rnd() * items.length)]!;
  const total = weights.reduce((s, w) => s + w, 0);
  let r = rnd() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i]!;
    if (r < 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

/** No demo car listed in the last this many days is reserved. */
export const RESERVED_AFTER_DAYS = 21;

/** CO2 class of Pkw-EnVKV Anlage 1 from combined emissions in g/km. */
export function co2ClassFor(gPerKm: number): Co2Class {
  const limits = [0, 95, 115, 135, 155, 175];
  const i = limits.findIndex((l) => gPerKm <= l);
  return CO2_CLASSES[i === -1 ? 6 : i]!;
}

/** The ad's text by language and condition (a new car has no service history and no inspection yet). */
const DESCRIPTIONS: Record<
  "de" | "en" | "pl" | "tr",
  Record<Condition, (car: string, km: string) => string>
> = {
  de: {
    used: (car, km) =>
      `Gepflegter ${car} aus unserem Bestand, ${km} km, scheckheftgepflegt und mit frischer Hauptuntersuchung. Probefahrt jederzeit nach Vereinbarung; Inzahlungnahme und Finanzierung möglich.`,
    demo: (car, km) =>
      `${car} aus unserer Vorführflotte, ${km} km, mit voller Restgarantie des Herstellers. Probefahrt jederzeit nach Vereinbarung; Inzahlungnahme und Finanzierung möglich.`,
    new: (car) =>
      `Neuer ${car} aus unserem Lagerbestand, nicht zugelassen und sofort verfügbar, mit voller Herstellergarantie. Inzahlungnahme und Finanzierung möglich.`,
  },
  en: {
    used: (car, km) =>
      `Well-kept ${car} from our own stock, ${km} km, full service history and a fresh inspection. Test drives by appointment; trade-in and financing available.`,
    demo: (car, km) =>
      `${car} from our demonstrator fleet, ${km} km, with the rest of the manufacturer's warranty. Test drives by appointment; trade-in and financing available.`,
    new: (car) =>
      `New ${car} from our stock, not yet registered and available now, with the full manufacturer's warranty. Trade-in and financing available.`,
  },
  pl: {
    used: (car, km) =>
      `Zadbany ${car} z naszego salonu, ${km} km, pełna historia serwisowa i świeży przegląd. Jazda próbna po umówieniu; możliwość rozliczenia w ratach i przyjęcia auta w rozliczeniu.`,
    demo: (car, km) =>
      `${car} z naszej floty demonstracyjnej, ${km} km, z pozostałą gwarancją producenta. Jazda próbna po umówieniu; możliwość rozliczenia w ratach i przyjęcia auta w rozliczeniu.`,
    new: (car) =>
      `Nowy ${car} z naszego salonu, niezarejestrowany i dostępny od ręki, z pełną gwarancją producenta. Możliwość rozliczenia w ratach i przyjęcia auta w rozliczeniu.`,
  },
  tr: {
    used: (car, km) =>
      `Kendi stokumuzdan bakımlı ${car}, ${km} km, tam servis geçmişi ve yeni muayene. Randevu ile test sürüşü; takas ve finansman mümkündür.`,
    demo: (car, km) =>
      `Tanıtım filomuzdan ${car}, ${km} km, kalan üretici garantisiyle. Randevu ile test sürüşü; takas ve finansman mümkündür.`,
    new: (car) =>
      `Stokumuzdan sıfır ${car}, tescilsiz ve hemen teslim, tam üretici garantisiyle. Takas ve finansman mümkündür.`,
  },
};

/** A month as a number (year * 12 + month - 1), to compare and subtract registration dates. */
const monthOf = (year: number, month0: number) => year * 12 + month0;

/**
 * The months a car of this model with this engine can have been first registered in, for a car of this
 * condition (used: 10 months to 10 years old, demo: 2 to 9 months; only while model and engine were sold),
 * or null when there are none.
 */
export function registrationWindow(
  model: ModelSpec,
  engine: EngineSpec,
  condition: "used" | "demo",
  now: Date,
): { from: number; to: number } | null {
  const nowMonth = monthOf(now.getUTCFullYear(), now.getUTCMonth());
  const lastYear = Math.min(engine.to ?? Number.POSITIVE_INFINITY, model.to ?? Number.POSITIVE_INFINITY);
  const last = Number.isFinite(lastYear) ? monthOf(lastYear, 11) : nowMonth;
  const [minAge, maxAge] = condition === "demo" ? [2, 9] : [10, 119];
  const from = Math.max(monthOf(Math.max(model.from, engine.from), 0), nowMonth - maxAge);
  const to = Math.min(last, nowMonth - minAge);
  return from <= to ? { from, to } : null;
}

/** Still sold new: neither the model nor the engine has ended, and the engine has started. */
export function soldNew(model: ModelSpec, engine: EngineSpec, now: Date): boolean {
  return model.to === undefined && engine.to === undefined && engine.from <= now.getUTCFullYear();
}

function eligible(model: ModelSpec, engine: EngineSpec, condition: Condition, now: Date): boolean {
  if (condition === "new") return soldNew(model, engine, now);
  if (condition === "demo" && !soldNew(model, engine, now)) return false;
  return registrationWindow(model, engine, condition, now) !== null;
}

/** The variant as an ad names it: body name, engine, trim, and the automatic's name where a manual exists. */
export function variantOf(
  model: ModelSpec,
  body: BodySpec,
  engine: EngineSpec,
  trim: string | undefined,
  gearbox: Gearbox,
): string {
  const automatic =
    gearbox === "automatic" && engine.gearboxes.includes("manual") ? model.automatic : undefined;
  return [body.name, engine.name, trim, automatic].filter(Boolean).join(" ");
}

/**
 * Generates `count` cars for one project from the models' tables (`model-specs.ts`): only engines,
 * bodies and registration years each model was really sold with. Models without a table are left out.
 * `now` fixes "today" so the data does not drift between runs.
 * About 89 % available, 6 % reserved (none of the newest three weeks), 5 % sold; 80 % used, 12 % new, 8 % demo cars.
 */
export function generateCars(options: {
  count: number;
  seed: number;
  projectId: string;
  models: readonly ModelRef[];
  locationIds: readonly number[];
  now?: Date;
  currency?: string;
}): GeneratedCar[] {
  const { count, seed, projectId, locationIds } = options;
  const now = options.now ?? new Date(Date.UTC(2026, 10, 1));
  // In code-point order of the slugs, whatever order (database collation) the caller read them in.
  const bySlug = (x: ModelRef) => `${x.brandSlug}:${x.modelSlug}`;
  const sorted = [...options.models].sort((x, y) =>
    bySlug(x) < bySlug(y) ? -1 : bySlug(x) > bySlug(y) ? 1 : 0,
  );
  const models = sorted.flatMap((ref) => {
    const spec = modelSpec(ref.brandSlug, ref.modelSlug);
    return spec ? [{ ref, spec }] : [];
  });
  if (models.length === 0) return [];
  const shares = models.map((m) => m.spec.share);
  const rnd = prng(seed);
  const out: GeneratedCar[] = [];
  for (let i = 0; i < count; i++) {
    const { ref: model, spec } = pick(rnd, models, shares);
    let condition: Condition = pick(rnd, ["used", "new", "demo"] as const, [80, 12, 8]);
    let engines = spec.engines.filter((e) => eligible(spec, e, condition, now));
    if (engines.length === 0) {
      condition = "used";
      engines = spec.engines.filter((e) => eligible(spec, e, condition, now));
    }
    const engine = pick(
      rnd,
      engines,
      engines.map((e) => e.weight ?? (e.ownLine ? 0.5 : 1)),
    );
    const fuel = engine.fuel;
    const bodies = spec.bodies.filter((b) => !engine.bodies || engine.bodies.includes(b.type));
    const body =
      bodies.length === 1 || rnd() < 0.7 ? bodies[0]! : bodies[1 + Math.floor(rnd() * (bodies.length - 1))]!;
    const bodyType = body.type;
    const window = condition === "new" ? null : registrationWindow(spec, engine, condition, now);
    const regMonth = window ? window.from + Math.floor(rnd() * (window.to - window.from + 1)) : null;
    const ageMonths = regMonth === null ? 0 : monthOf(now.getUTCFullYear(), now.getUTCMonth()) - regMonth;
    const reg =
      regMonth === null
        ? null
        : new Date(Date.UTC(Math.floor(regMonth / 12), regMonth % 12, 1)).toISOString().slice(0, 10);
    const mileageKm =
      condition === "new"
        ? Math.floor(rnd() * 50)
        : condition === "demo"
          ? 500 + Math.floor(rnd() * 9000)
          : Math.max(1000, Math.round((ageMonths * (900 + rnd() * 1400)) / 100) * 100);
    const gearbox: Gearbox =
      engine.gearboxes.length === 1 ? engine.gearboxes[0]! : rnd() < 0.62 ? "automatic" : "manual";
    const trim =
      spec.trims.length && !engine.ownLine ? spec.trims[Math.floor(rnd() * spec.trims.length)] : undefined;
    const variant = variantOf(spec, body, engine, trim, gearbox);
    const powerKw = engine.kw;
    // Stronger engines cost more; an electric or plug-in version of a combustion model carries a premium.
    const weakest = Math.min(...spec.engines.map((e) => e.kw));
    const electricModel = spec.engines.every((e) => e.fuel === "electric");
    const premium = electricModel ? 1 : fuel === "electric" ? 1.25 : fuel === "plugin_hybrid" ? 1.15 : 1;
    const base = Math.round((model.basePriceMinor ?? 3_000_000) * (powerKw / weakest) ** 0.45 * premium);
    // About a quarter lost in the first year, then some 8 % a year (a ten-year-old car keeps about a third).
    const depreciation = condition === "new" ? 1.02 : condition === "demo" ? 0.88 : 0.8 * 0.993 ** ageMonths;
    const mileagePenalty = Math.max(0.55, 1 - mileageKm / 600_000);
    const extras = 1 + rnd() * 0.25;
    const priceMinor = Math.max(
      300_000,
      Math.round((base * depreciation * mileagePenalty * extras) / 10_000) * 10_000 - 100,
    );
    const colour = pick(rnd, COLOURS, [22, 20, 14, 18, 12, 6, 2, 2, 2, 1, 1]);
    const doors =
      bodyType === "coupe" || bodyType === "convertible"
        ? 2
        : bodyType === "pickup" || bodyType === "sedan"
          ? 4
          : 5;
    const seats = bodyType === "van" ? 7 : bodyType === "coupe" || bodyType === "convertible" ? 4 : 5;
    const equipment = EQUIPMENT.filter((key) => {
      if (key === "heat_pump") return fuel === "electric" && rnd() < 0.6;
      if (key === "all_wheel_drive") return engine.awd === true;
      return rnd() < (base > 5_000_000 ? 0.6 : 0.35);
    });
    const envkv = envkvData(rnd, fuel, powerKw, bodyType);
    // A few used cars lack their EnVKV data: drafts that cannot be published (core/catalog/envkv.ts).
    const incomplete = condition === "used" && rnd() < 0.02;
    const drawn: CarStatus = pick(rnd, ["available", "reserved", "sold"] as const, [88, 7, 5]);
    const createdAt = new Date(
      now.getTime() - Math.floor(rnd() * 120) * 86_400_000 - Math.floor(rnd() * 86_400_000),
    );
    // A car is reserved after it has been on the lot a while, not on the day it is listed: the newest
    // cards of the list (its default order) are available (issue 37).
    const status: CarStatus =
      drawn === "reserved" && now.getTime() - createdAt.getTime() < RESERVED_AFTER_DAYS * 86_400_000
        ? "available"
        : drawn;
    const km = new Intl.NumberFormat("de-DE").format(mileageKm);
    const title = `${model.brandName} ${model.modelName} ${variant}`;
    out.push({
      projectId,
      locationId: locationIds.length ? locationIds[Math.floor(rnd() * locationIds.length)]! : null,
      condition,
      status,
      brandId: model.brandId,
      modelId: model.modelId,
      variant,
      firstRegistration: reg,
      mileageKm,
      fuel,
      gearbox,
      powerKw,
      bodyType,
      colour,
      doors,
      seats,
      equipment,
      priceMinor,
      currency: options.currency ?? "EUR",
      vatDeductible: condition !== "used" || rnd() < 0.3,
      ...(incomplete
        ? {
            consumptionCombined: null,
            consumptionUnit: null,
            co2GPerKm: null,
            co2Class: null,
            co2ClassDischarged: null,
            electricRangeKm: null,
          }
        : envkv),
      description: {
        de: DESCRIPTIONS.de[condition](title, km),
        en: DESCRIPTIONS.en[condition](title, km),
        pl: DESCRIPTIONS.pl[condition](title, km),
        tr: DESCRIPTIONS.tr[condition](title, km),
      },
      publishedAt: incomplete ? null : createdAt,
      createdAt,
    });
  }
  return out;
}

/**
 * WLTP combined consumption of a combustion engine by fuel and power, as the makers state it for
 * today's cars (issue 37: a Golf 2.0 TDI with 110 kW uses 4.8-5.3 l/100 km, not 7.3): a base, a share
 * per kW, and more for the taller bodies (SUV, van, pick-up). Litres (kg for CNG) per 100 km.
 */
const CONSUMPTION: Record<"petrol" | "diesel" | "hybrid" | "lpg" | "cng", { base: number; perKw: number }> = {
  petrol: { base: 4.1, perKw: 0.016 },
  diesel: { base: 3.4, perKw: 0.013 },
  hybrid: { base: 3.0, perKw: 0.012 },
  lpg: { base: 5.3, perKw: 0.021 },
  cng: { base: 2.7, perKw: 0.009 },
};
const BODY_EXTRA: Partial<Record<BodyType, number>> = { suv: 0.7, van: 0.8, pickup: 3.0 };

/** Grams of CO2 per litre (kg for CNG) burnt, per 100 km: the factors of the WLTP type approval. */
export const CO2_PER_UNIT = { petrol: 23.8, hybrid: 23.8, diesel: 26.4, lpg: 16.5, cng: 27.3 } as const;

function envkvData(
  rnd: () => number,
  fuel: Fuel,
  powerKw: number,
  bodyType: BodyType,
): Pick<
  GeneratedCar,
  | "consumptionCombined"
  | "consumptionUnit"
  | "co2GPerKm"
  | "co2Class"
  | "co2ClassDischarged"
  | "electricRangeKm"
> {
  const round1 = (n: number) => Math.round(n * 10) / 10;
  const tall = BODY_EXTRA[bodyType] ?? 0;
  if (fuel === "electric") {
    // 13-22 kWh/100 km: a Model 3 about 14, an ID.3 about 15.5, an ID.4 or EV6 about 17-18.
    return {
      consumptionCombined: round1(12.3 + powerKw * 0.01 + tall * 2.5 + rnd() * 1.5),
      consumptionUnit: "kwh_100km",
      co2GPerKm: 0,
      co2Class: "A",
      co2ClassDischarged: null,
      electricRangeKm: Math.round(330 + rnd() * 200),
    };
  }
  if (fuel === "plugin_hybrid") {
    // Weighted combined (WLTP, utility factor): 0.7-2.1 l/100 km and 16-50 g/km; with an empty battery
    // the car runs as a petrol hybrid of its power.
    const co2 = Math.round(16 + rnd() * 30 + tall * 5);
    const sustaining = CONSUMPTION.hybrid.base + CONSUMPTION.hybrid.perKw * powerKw + tall + 0.8;
    const discharged = Math.round(sustaining * CO2_PER_UNIT.petrol + rnd() * 10);
    return {
      consumptionCombined: round1(co2 / CO2_PER_UNIT.petrol),
      consumptionUnit: "l_100km",
      co2GPerKm: co2,
      co2Class: co2ClassFor(co2),
      co2ClassDischarged: co2ClassFor(discharged),
      electricRangeKm: Math.round(45 + rnd() * 55),
    };
  }
  const table = CONSUMPTION[fuel];
  const amount = round1(table.base + table.perKw * powerKw + tall + rnd() * 0.5);
  const co2 = Math.round(amount * CO2_PER_UNIT[fuel]);
  return {
    consumptionCombined: amount,
    consumptionUnit: fuel === "cng" ? "kg_100km" : "l_100km",
    co2GPerKm: co2,
    co2Class: co2ClassFor(co2),
    co2ClassDischarged: null,
    electricRangeKm: null,
  };
}

/**
 * Four pictures per car: three outside views and the interior (demo illustrations, generated). The side
 * comes first: the list's cards show the first picture, and the side is where a hatchback, a saloon, an
 * estate and an SUV look different (from the front they look alike; issue 37).
 */
export const DEMO_IMAGE_VIEWS = ["side", "front", "rear", "interior"] as const;
