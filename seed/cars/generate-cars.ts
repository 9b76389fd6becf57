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

export type ModelRef = {
  brandId: string;
  brandName: string;
  modelId: string;
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

const ELECTRIC_MODELS = /(e-tron|^i\d|^ix|ID\.|EQ|e-|electric|Ioniq|EV\d|Model|Born|Enyaq|bZ)/i;

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

/** CO2 class of Pkw-EnVKV Anlage 1 from combined emissions in g/km. */
export function co2ClassFor(gPerKm: number): Co2Class {
  const limits = [0, 95, 115, 135, 155, 175];
  const i = limits.findIndex((l) => gPerKm <= l);
  return CO2_CLASSES[i === -1 ? 6 : i]!;
}

const DESCRIPTIONS: Record<"de" | "en" | "pl" | "tr", (car: string, km: string) => string> = {
  de: (car, km) =>
    `Gepflegter ${car} aus unserem Bestand, ${km} km, scheckheftgepflegt und mit frischer Hauptuntersuchung. Probefahrt jederzeit nach Vereinbarung; Inzahlungnahme und Finanzierung möglich.`,
  en: (car, km) =>
    `Well-kept ${car} from our own stock, ${km} km, full service history and a fresh inspection. Test drives by appointment; trade-in and financing available.`,
  pl: (car, km) =>
    `Zadbany ${car} z naszego salonu, ${km} km, pełna historia serwisowa i świeży przegląd. Jazda próbna po umówieniu; możliwość rozliczenia w ratach i przyjęcia auta w rozliczeniu.`,
  tr: (car, km) =>
    `Kendi stokumuzdan bakımlı ${car}, ${km} km, tam servis geçmişi ve yeni muayene. Randevu ile test sürüşü; takas ve finansman mümkündür.`,
};

/**
 * Generates `count` cars for one project. `now` fixes "today" so the data does not drift between runs.
 * About 88 % available, 7 % reserved, 5 % sold; 80 % used, 12 % new, 8 % demo cars.
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
  const { count, seed, projectId, models, locationIds } = options;
  const now = options.now ?? new Date(Date.UTC(2026, 10, 1));
  const rnd = prng(seed);
  const out: GeneratedCar[] = [];
  for (let i = 0; i < count; i++) {
    const model = models[Math.floor(rnd() * models.length)]!;
    const electricOnly = ELECTRIC_MODELS.test(model.modelName);
    const fuel: Fuel = electricOnly
      ? "electric"
      : pick(
          rnd,
          ["petrol", "diesel", "hybrid", "plugin_hybrid", "electric", "lpg", "cng"] as const,
          [44, 28, 12, 7, 5, 3, 1],
        );
    const condition: Condition = pick(rnd, ["used", "new", "demo"] as const, [80, 12, 8]);
    const ageMonths =
      condition === "new"
        ? 0
        : condition === "demo"
          ? 2 + Math.floor(rnd() * 8)
          : 10 + Math.floor(rnd() * 110);
    const reg =
      condition === "new"
        ? null
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - ageMonths, 1))
            .toISOString()
            .slice(0, 10);
    const mileageKm =
      condition === "new"
        ? Math.floor(rnd() * 50)
        : condition === "demo"
          ? 500 + Math.floor(rnd() * 9000)
          : Math.max(1000, Math.round((ageMonths * (900 + rnd() * 1400)) / 100) * 100);
    const gearbox: Gearbox =
      fuel === "electric" || fuel.includes("hybrid") || rnd() < 0.62 ? "automatic" : "manual";
    const basePower = model.basePriceMinor ? Math.round(60 + (model.basePriceMinor / 100 / 1000) * 2.3) : 110;
    const powerKw = Math.max(50, Math.round(basePower * (0.8 + rnd() * 0.6)));
    const hp = Math.round(powerKw * 1.36);
    const variant = variantName(rnd, fuel, hp, gearbox);
    const base = model.basePriceMinor ?? 3_000_000;
    const depreciation = condition === "new" ? 1.02 : 0.986 ** ageMonths * (condition === "demo" ? 0.9 : 1);
    const mileagePenalty = Math.max(0.55, 1 - mileageKm / 600_000);
    const extras = 1 + rnd() * 0.25;
    const priceMinor = Math.max(
      300_000,
      Math.round((base * depreciation * mileagePenalty * extras) / 10_000) * 10_000 - 100,
    );
    const colour = pick(rnd, COLOURS, [22, 20, 14, 18, 12, 6, 2, 2, 2, 1, 1]);
    const bodyType = (model.bodyType as BodyType) ?? "hatchback";
    const doors = bodyType === "coupe" || bodyType === "convertible" ? 2 : bodyType === "pickup" ? 4 : 5;
    const seats = bodyType === "van" ? 7 : bodyType === "coupe" || bodyType === "convertible" ? 4 : 5;
    const equipment = EQUIPMENT.filter((key) => {
      if (key === "heat_pump") return fuel === "electric" && rnd() < 0.6;
      if (key === "all_wheel_drive") return (bodyType === "suv" || bodyType === "pickup") && rnd() < 0.45;
      return rnd() < (base > 5_000_000 ? 0.6 : 0.35);
    });
    const envkv = envkvData(rnd, fuel, powerKw);
    // A few used cars lack their EnVKV data: drafts that cannot be published (core/catalog/envkv.ts).
    const incomplete = condition === "used" && rnd() < 0.02;
    const status: CarStatus = pick(rnd, ["available", "reserved", "sold"] as const, [88, 7, 5]);
    const createdAt = new Date(
      now.getTime() - Math.floor(rnd() * 120) * 86_400_000 - Math.floor(rnd() * 86_400_000),
    );
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
        de: DESCRIPTIONS.de(title, km),
        en: DESCRIPTIONS.en(title, km),
        pl: DESCRIPTIONS.pl(title, km),
        tr: DESCRIPTIONS.tr(title, km),
      },
      publishedAt: incomplete ? null : createdAt,
      createdAt,
    });
  }
  return out;
}

function variantName(rnd: () => number, fuel: Fuel, hp: number, gearbox: Gearbox): string {
  const trims = ["Basis", "Style", "Comfort", "Sport", "Business", "Line", "Premium", "Edition"];
  const trim = trims[Math.floor(rnd() * trims.length)]!;
  const engine =
    fuel === "electric"
      ? `${hp} PS Elektro`
      : fuel === "diesel"
        ? `${(1.5 + Math.floor(rnd() * 3) * 0.5).toFixed(1)} TDI ${hp} PS`
        : fuel === "hybrid"
          ? `Hybrid ${hp} PS`
          : fuel === "plugin_hybrid"
            ? `Plug-in-Hybrid ${hp} PS`
            : fuel === "lpg"
              ? `LPG ${hp} PS`
              : fuel === "cng"
                ? `CNG ${hp} PS`
                : `${(1.0 + Math.floor(rnd() * 4) * 0.5).toFixed(1)} TSI ${hp} PS`;
  return `${engine} ${trim}${gearbox === "automatic" ? " Automatik" : ""}`;
}

function envkvData(
  rnd: () => number,
  fuel: Fuel,
  powerKw: number,
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
  if (fuel === "electric") {
    return {
      consumptionCombined: round1(14 + rnd() * 8 + powerKw / 100),
      consumptionUnit: "kwh_100km",
      co2GPerKm: 0,
      co2Class: "A",
      co2ClassDischarged: null,
      electricRangeKm: Math.round(280 + rnd() * 320),
    };
  }
  if (fuel === "plugin_hybrid") {
    const co2 = Math.round(25 + rnd() * 25);
    const discharged = Math.round(140 + rnd() * 50);
    return {
      consumptionCombined: round1(co2 / 23.8),
      consumptionUnit: "l_100km",
      co2GPerKm: co2,
      co2Class: "B",
      co2ClassDischarged: co2ClassFor(discharged),
      electricRangeKm: Math.round(45 + rnd() * 55),
    };
  }
  if (fuel === "cng") {
    const kg = round1(3.5 + rnd() * 1.2);
    const co2 = Math.round(kg * 27.3);
    return {
      consumptionCombined: kg,
      consumptionUnit: "kg_100km",
      co2GPerKm: co2,
      co2Class: co2ClassFor(co2),
      co2ClassDischarged: null,
      electricRangeKm: null,
    };
  }
  const litres = round1(
    (fuel === "diesel" ? 4.2 : fuel === "hybrid" ? 4.4 : 5.2) + powerKw / 60 + rnd() * 1.5,
  );
  const factor = fuel === "diesel" ? 26.4 : fuel === "lpg" ? 16.5 : 23.8;
  const co2 = Math.round(litres * factor);
  return {
    consumptionCombined: litres,
    consumptionUnit: "l_100km",
    co2GPerKm: co2,
    co2Class: co2ClassFor(co2),
    co2ClassDischarged: null,
    electricRangeKm: null,
  };
}

/** Four pictures per car: three outside views and the interior (demo illustrations, generated). */
export const DEMO_IMAGE_VIEWS = ["front", "side", "rear", "interior"] as const;
