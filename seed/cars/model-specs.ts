/**
 * What each demo model was really sold with: body styles, engines (fuel, power, gearboxes, the years
 * they were offered) and trim lines. The car generator combines only these, so the demo stock reads like
 * a real dealer's (no BMW with a "TSI", no electric i30, no i4 registered before the i4 existed).
 * Keyed by `brand slug:model slug` of `seed/content/brands.ts`. Years are years of first registration;
 * an engine or model without `to` is still sold new.
 */
import type { BodyType, Fuel, Gearbox } from "../../app/core/catalog/car-attributes";

export type EngineSpec = {
  /** How the engine is named in an ad's variant ("2.0 TDI", "320d", "Long Range AWD"). */
  name: string;
  fuel: Fuel;
  kw: number;
  gearboxes: readonly Gearbox[];
  from: number;
  to?: number;
  /** Four-wheel drive (the car then lists `all_wheel_drive`). */
  awd?: boolean;
  /** Only with these bodies (a GTI is no estate). */
  bodies?: readonly BodyType[];
  /** Share among the model's engines (default 1, a performance line 0.5). */
  weight?: number;
  /** A performance version that is its own line (GTI, RS, AMG): no trim added. */
  ownLine?: boolean;
};

export type BodySpec = {
  type: BodyType;
  /** The body's name in the variant ("Variant", "Touring", "Avant"); none for the model's main body. */
  name?: string;
};

export type ModelSpec = {
  from: number;
  to?: number;
  /** The first is the model's main body (about 70 % of the cars). */
  bodies: readonly BodySpec[];
  engines: readonly EngineSpec[];
  trims: readonly string[];
  /** Word an ad adds for an automatic where the engine also comes with a manual ("DSG", "Steptronic"). */
  automatic?: string;
  /** How common the model is in a dealer's stock (relative). */
  share: number;
};

const M = ["manual"] as const;
const A = ["automatic"] as const;
const MA = ["manual", "automatic"] as const;

function e(
  name: string,
  fuel: Fuel,
  kw: number,
  gearboxes: readonly Gearbox[],
  from: number,
  to?: number,
  extra: Partial<Pick<EngineSpec, "awd" | "bodies" | "weight" | "ownLine">> = {},
): EngineSpec {
  return { name, fuel, kw, gearboxes, from, ...(to !== undefined ? { to } : {}), ...extra };
}
const awd = { awd: true } as const;
const line = { ownLine: true } as const;

const VW_TRIMS = ["Life", "Style", "R-Line", "Active"];
const BMW_TRIMS = ["Advantage", "Sport Line", "Luxury Line", "M Sport"];
const MERCEDES_TRIMS = ["Style", "Progressive", "Avantgarde", "AMG Line"];
const AUDI_TRIMS = ["advanced", "S line", "design", "sport"];
const OPEL_TRIMS = ["Edition", "Elegance", "GS Line", "Ultimate"];
const SKODA_TRIMS = ["Active", "Ambition", "Style", "Sportline"];
const TOYOTA_TRIMS = ["Comfort", "Team Deutschland", "Style", "Lounge", "GR Sport"];
const FORD_TRIMS = ["Titanium", "ST-Line", "ST-Line X", "Vignale"];
const HYUNDAI_TRIMS = ["Select", "Trend", "Prime", "N Line"];
const KIA_TRIMS = ["Vision", "Spirit", "GT-Line"];
const RENAULT_TRIMS = ["Evolution", "Techno", "Esprit Alpine", "Iconic"];

export const MODEL_SPECS: Record<string, ModelSpec> = {
  "audi:a3": {
    from: 2012,
    share: 4,
    bodies: [
      { type: "hatchback", name: "Sportback" },
      { type: "sedan", name: "Limousine" },
    ],
    trims: AUDI_TRIMS,
    automatic: "S tronic",
    engines: [
      e("1.4 TFSI", "petrol", 110, MA, 2016, 2018),
      e("30 TFSI", "petrol", 81, MA, 2018),
      e("35 TFSI", "petrol", 110, MA, 2018, undefined, { weight: 2 }),
      e("1.6 TDI", "diesel", 85, M, 2016, 2018),
      e("30 TDI", "diesel", 85, MA, 2019),
      e("35 TDI", "diesel", 110, A, 2018, undefined, { weight: 2 }),
      e("40 TFSI e", "plugin_hybrid", 150, A, 2020, undefined, { bodies: ["hatchback"] }),
      e("S3 TFSI quattro", "petrol", 228, A, 2016, undefined, { ...awd, ...line }),
    ],
  },
  "audi:a4": {
    from: 2015,
    share: 4,
    bodies: [
      { type: "estate", name: "Avant" },
      { type: "sedan", name: "Limousine" },
    ],
    trims: AUDI_TRIMS,
    automatic: "S tronic",
    engines: [
      e("2.0 TFSI", "petrol", 140, MA, 2016, 2018),
      e("35 TFSI", "petrol", 110, MA, 2018),
      e("40 TFSI", "petrol", 150, A, 2018),
      e("2.0 TDI", "diesel", 110, MA, 2016, 2018, { weight: 2 }),
      e("35 TDI", "diesel", 120, A, 2019, undefined, { weight: 2 }),
      e("40 TDI quattro", "diesel", 150, A, 2018, undefined, { ...awd, weight: 2 }),
    ],
  },
  "audi:q3": {
    from: 2011,
    share: 3,
    bodies: [{ type: "suv" }],
    trims: AUDI_TRIMS,
    automatic: "S tronic",
    engines: [
      e("1.4 TFSI", "petrol", 110, MA, 2016, 2018),
      e("35 TFSI", "petrol", 110, MA, 2018, undefined, { weight: 2 }),
      e("40 TFSI quattro", "petrol", 140, A, 2018, undefined, awd),
      e("2.0 TDI quattro", "diesel", 110, A, 2016, 2018, awd),
      e("35 TDI", "diesel", 110, MA, 2019, undefined, { weight: 2 }),
      e("40 TDI quattro", "diesel", 147, A, 2019, undefined, awd),
      e("45 TFSI e", "plugin_hybrid", 180, A, 2021),
    ],
  },
  "audi:q4-e-tron": {
    from: 2021,
    share: 2,
    bodies: [{ type: "suv" }],
    trims: AUDI_TRIMS,
    engines: [
      e("35 e-tron", "electric", 125, A, 2021, 2023),
      e("40 e-tron", "electric", 150, A, 2021, 2023, { weight: 2 }),
      e("45 e-tron", "electric", 210, A, 2023, undefined, { weight: 2 }),
      e("50 e-tron quattro", "electric", 220, A, 2021, 2023, awd),
      e("55 e-tron quattro", "electric", 250, A, 2023, undefined, awd),
    ],
  },
  "bmw:1er": {
    from: 2011,
    share: 3,
    bodies: [{ type: "hatchback" }],
    trims: BMW_TRIMS,
    automatic: "Steptronic",
    engines: [
      e("118i", "petrol", 100, MA, 2016, undefined, { weight: 3 }),
      e("120i", "petrol", 131, A, 2019),
      e("125i", "petrol", 165, A, 2016, 2019),
      e("116d", "diesel", 85, MA, 2016),
      e("118d", "diesel", 110, MA, 2016, undefined, { weight: 2 }),
      e("120d xDrive", "diesel", 140, A, 2019, undefined, awd),
      e("M135i xDrive", "petrol", 225, A, 2019, undefined, { ...awd, ...line }),
    ],
  },
  "bmw:3er": {
    from: 2012,
    share: 5,
    bodies: [
      { type: "sedan", name: "Limousine" },
      { type: "estate", name: "Touring" },
    ],
    trims: BMW_TRIMS,
    automatic: "Steptronic",
    engines: [
      e("318i", "petrol", 115, MA, 2019),
      e("320i", "petrol", 135, A, 2016),
      e("330i", "petrol", 190, A, 2016),
      e("318d", "diesel", 110, MA, 2016),
      e("320d", "diesel", 140, A, 2016, undefined, { weight: 3 }),
      e("320d xDrive", "diesel", 140, A, 2016, undefined, { ...awd, weight: 2 }),
      e("330e", "plugin_hybrid", 215, A, 2019),
      e("M340i xDrive", "petrol", 275, A, 2019, undefined, { ...awd, ...line }),
      e("M340d xDrive", "diesel", 250, A, 2020, undefined, { ...awd, ...line }),
    ],
  },
  "bmw:x1": {
    from: 2009,
    share: 3,
    bodies: [{ type: "suv" }],
    trims: BMW_TRIMS,
    automatic: "Steptronic",
    engines: [
      e("sDrive18i", "petrol", 100, MA, 2016, undefined, { weight: 2 }),
      e("sDrive20i", "petrol", 141, A, 2016),
      e("sDrive18d", "diesel", 100, MA, 2016, undefined, { weight: 2 }),
      e("xDrive20d", "diesel", 140, A, 2016, undefined, awd),
      e("xDrive25e", "plugin_hybrid", 162, A, 2020, 2022, awd),
      e("xDrive30e", "plugin_hybrid", 240, A, 2023, undefined, awd),
    ],
  },
  "bmw:i4": {
    from: 2021,
    share: 2,
    bodies: [{ type: "sedan", name: "Gran Coupé" }],
    trims: BMW_TRIMS,
    engines: [
      e("eDrive35", "electric", 210, A, 2022),
      e("eDrive40", "electric", 250, A, 2021, undefined, { weight: 2 }),
      e("xDrive40", "electric", 295, A, 2024, undefined, awd),
      e("M50", "electric", 400, A, 2021, undefined, { ...awd, ...line }),
    ],
  },
  "bmw:x5": {
    from: 2013,
    share: 2,
    bodies: [{ type: "suv" }],
    trims: ["xLine", "M Sport"],
    engines: [
      e("xDrive30d", "diesel", 210, A, 2016, undefined, { ...awd, weight: 3 }),
      e("xDrive40i", "petrol", 250, A, 2018, undefined, awd),
      e("xDrive40d", "diesel", 259, A, 2023, undefined, awd),
      e("xDrive45e", "plugin_hybrid", 290, A, 2019, 2023, awd),
      e("xDrive50e", "plugin_hybrid", 360, A, 2023, undefined, awd),
      e("M50d", "diesel", 294, A, 2018, 2020, { ...awd, ...line }),
    ],
  },
  "mercedes-benz:a-klasse": {
    from: 2012,
    share: 4,
    bodies: [{ type: "hatchback" }, { type: "sedan", name: "Limousine" }],
    trims: MERCEDES_TRIMS,
    engines: [
      e("A 160", "petrol", 75, M, 2016, 2018),
      e("A 180", "petrol", 100, MA, 2018, undefined, { weight: 2 }),
      e("A 200", "petrol", 120, MA, 2016, undefined, { weight: 2 }),
      e("A 180 d", "diesel", 85, MA, 2016),
      e("A 200 d", "diesel", 110, A, 2018),
      e("A 250 e", "plugin_hybrid", 160, A, 2020),
      e("AMG A 35 4MATIC", "petrol", 225, A, 2019, undefined, { ...awd, bodies: ["hatchback"], ...line }),
    ],
  },
  "mercedes-benz:c-klasse": {
    from: 2014,
    share: 4,
    bodies: [
      { type: "sedan", name: "Limousine" },
      { type: "estate", name: "T-Modell" },
    ],
    trims: MERCEDES_TRIMS,
    engines: [
      e("C 180", "petrol", 115, A, 2016),
      e("C 200", "petrol", 150, A, 2016, undefined, { weight: 2 }),
      e("C 220 d", "diesel", 143, A, 2016, undefined, { weight: 3 }),
      e("C 300 d", "diesel", 195, A, 2021),
      e("C 350 e", "plugin_hybrid", 155, A, 2016, 2018),
      e("C 300 e", "plugin_hybrid", 230, A, 2021),
      e("AMG C 43 4MATIC", "petrol", 300, A, 2016, undefined, { ...awd, ...line }),
    ],
  },
  "mercedes-benz:glc": {
    from: 2015,
    share: 3,
    bodies: [{ type: "suv" }],
    trims: MERCEDES_TRIMS,
    engines: [
      e("GLC 200 4MATIC", "petrol", 150, A, 2019, undefined, awd),
      e("GLC 300 4MATIC", "petrol", 190, A, 2016, undefined, awd),
      e("GLC 220 d 4MATIC", "diesel", 145, A, 2016, undefined, { ...awd, weight: 3 }),
      e("GLC 300 d 4MATIC", "diesel", 200, A, 2019, undefined, awd),
      e("GLC 350 e 4MATIC", "plugin_hybrid", 155, A, 2016, 2019, awd),
      e("GLC 300 e 4MATIC", "plugin_hybrid", 230, A, 2019, undefined, awd),
    ],
  },
  "mercedes-benz:eqa": {
    from: 2021,
    share: 1,
    bodies: [{ type: "suv" }],
    trims: ["Progressive", "AMG Line", "Electric Art"],
    engines: [
      e("EQA 250", "electric", 140, A, 2021, undefined, { weight: 2 }),
      e("EQA 250+", "electric", 140, A, 2022),
      e("EQA 300 4MATIC", "electric", 168, A, 2021, undefined, awd),
      e("EQA 350 4MATIC", "electric", 215, A, 2021, undefined, awd),
    ],
  },
  "volkswagen:polo": {
    from: 2009,
    share: 5,
    bodies: [{ type: "hatchback" }],
    trims: VW_TRIMS,
    automatic: "DSG",
    engines: [
      e("1.0 MPI", "petrol", 59, M, 2017, 2024),
      e("1.0 TSI", "petrol", 70, MA, 2017, undefined, { weight: 2 }),
      e("1.0 TSI", "petrol", 81, MA, 2017, undefined, { weight: 2 }),
      e("1.6 TDI", "diesel", 70, M, 2016, 2021),
      e("1.0 TGI", "cng", 66, M, 2017, 2020),
      e("GTI 2.0 TSI", "petrol", 147, A, 2018, undefined, line),
    ],
  },
  "volkswagen:golf": {
    from: 2012,
    share: 12,
    bodies: [{ type: "hatchback" }, { type: "estate", name: "Variant" }],
    trims: VW_TRIMS,
    automatic: "DSG",
    engines: [
      e("1.0 TSI", "petrol", 81, MA, 2017),
      e("1.5 TSI", "petrol", 96, MA, 2017),
      e("1.5 TSI", "petrol", 110, MA, 2017, undefined, { weight: 2 }),
      e("2.0 TDI", "diesel", 85, M, 2016),
      e("2.0 TDI", "diesel", 110, MA, 2016, undefined, { weight: 4 }),
      e("1.5 TGI", "cng", 96, MA, 2018, 2020),
      e("GTI 2.0 TSI", "petrol", 169, MA, 2016, 2020, { bodies: ["hatchback"], ...line }),
      e("GTI 2.0 TSI", "petrol", 180, A, 2020, undefined, { bodies: ["hatchback"], ...line }),
      e("GTE 1.4 TSI", "plugin_hybrid", 150, A, 2016, 2020, { bodies: ["hatchback"], ...line }),
      e("1.4 eHybrid", "plugin_hybrid", 150, A, 2021, undefined, { bodies: ["hatchback"] }),
      e("R 2.0 TSI 4MOTION", "petrol", 235, A, 2021, undefined, { ...awd, ...line }),
    ],
  },
  "volkswagen:t-roc": {
    from: 2018,
    share: 6,
    bodies: [{ type: "suv" }],
    trims: VW_TRIMS,
    automatic: "DSG",
    engines: [
      e("1.0 TSI", "petrol", 85, M, 2018, undefined, { weight: 2 }),
      e("1.5 TSI", "petrol", 110, MA, 2018, undefined, { weight: 2 }),
      e("2.0 TSI 4MOTION", "petrol", 140, A, 2018, undefined, awd),
      e("2.0 TDI", "diesel", 85, M, 2018),
      e("2.0 TDI", "diesel", 110, A, 2018),
      e("R 2.0 TSI 4MOTION", "petrol", 221, A, 2020, undefined, { ...awd, ...line }),
    ],
  },
  "volkswagen:tiguan": {
    from: 2016,
    share: 6,
    bodies: [{ type: "suv" }],
    trims: VW_TRIMS,
    automatic: "DSG",
    engines: [
      e("1.4 TSI", "petrol", 92, M, 2016, 2018),
      e("1.5 TSI", "petrol", 110, MA, 2018, undefined, { weight: 2 }),
      e("2.0 TSI 4MOTION", "petrol", 140, A, 2016, undefined, awd),
      e("2.0 TDI", "diesel", 110, MA, 2016, undefined, { weight: 3 }),
      e("2.0 TDI 4MOTION", "diesel", 140, A, 2016, undefined, { ...awd, weight: 2 }),
      e("1.4 eHybrid", "plugin_hybrid", 180, A, 2021),
      e("R 2.0 TSI 4MOTION", "petrol", 235, A, 2021, 2024, { ...awd, ...line }),
    ],
  },
  "volkswagen:id-3": {
    from: 2020,
    share: 3,
    bodies: [{ type: "hatchback" }],
    trims: ["Life", "Style", "Business", "Max"],
    engines: [
      e("Pure", "electric", 110, A, 2021),
      e("Pro", "electric", 107, A, 2020, 2023),
      e("Pro Performance", "electric", 150, A, 2020, undefined, { weight: 2 }),
      e("Pro S", "electric", 150, A, 2021),
      e("GTX", "electric", 210, A, 2024),
    ],
  },
  "volkswagen:passat": {
    from: 2015,
    share: 4,
    bodies: [{ type: "estate" }],
    trims: ["Business", "Elegance", "R-Line"],
    automatic: "DSG",
    engines: [
      e("1.4 TSI", "petrol", 92, M, 2015, 2018),
      e("1.5 TSI", "petrol", 110, MA, 2019),
      e("2.0 TDI", "diesel", 110, MA, 2015, undefined, { weight: 3 }),
      e("2.0 TDI", "diesel", 140, A, 2015),
      e("2.0 TDI 4MOTION", "diesel", 140, A, 2015, undefined, awd),
      e("GTE 1.4 TSI", "plugin_hybrid", 160, A, 2015, 2023, line),
      e("1.5 eHybrid", "plugin_hybrid", 150, A, 2024),
    ],
  },
  "opel:corsa": {
    from: 2006,
    share: 4,
    bodies: [{ type: "hatchback" }],
    trims: OPEL_TRIMS,
    automatic: "Automatik",
    engines: [
      e("1.4", "petrol", 66, M, 2016, 2019),
      e("1.4 LPG", "lpg", 66, M, 2016, 2019),
      e("1.3 CDTI", "diesel", 70, M, 2016, 2019),
      e("1.2", "petrol", 55, M, 2019, undefined, { weight: 2 }),
      e("1.2 Turbo", "petrol", 74, MA, 2019, undefined, { weight: 2 }),
      e("1.5 Diesel", "diesel", 75, M, 2019, 2023),
      e("Electric", "electric", 100, A, 2020),
    ],
  },
  "opel:astra": {
    from: 2009,
    share: 4,
    bodies: [{ type: "hatchback" }, { type: "estate", name: "Sports Tourer" }],
    trims: OPEL_TRIMS,
    automatic: "Automatik",
    engines: [
      e("1.4 Turbo", "petrol", 110, MA, 2016, 2019),
      e("1.6 CDTI", "diesel", 100, MA, 2016, 2019),
      e("1.2 Turbo", "petrol", 81, M, 2019),
      e("1.2 Turbo", "petrol", 96, MA, 2019, undefined, { weight: 2 }),
      e("1.5 Diesel", "diesel", 96, MA, 2019),
      e("1.6 Plug-in-Hybrid", "plugin_hybrid", 132, A, 2022),
      e("Electric", "electric", 115, A, 2023),
    ],
  },
  "opel:mokka": {
    from: 2021,
    share: 2,
    bodies: [{ type: "suv" }],
    trims: OPEL_TRIMS,
    automatic: "Automatik",
    engines: [
      e("1.2 Turbo", "petrol", 74, M, 2021, undefined, { weight: 2 }),
      e("1.2 Turbo", "petrol", 96, A, 2021),
      e("1.5 Diesel", "diesel", 81, M, 2021, 2023),
      e("Electric", "electric", 100, A, 2021),
    ],
  },
  "opel:grandland": {
    from: 2018,
    share: 2,
    bodies: [{ type: "suv" }],
    trims: OPEL_TRIMS,
    automatic: "Automatik",
    engines: [
      e("1.2 Turbo", "petrol", 96, MA, 2018, undefined, { weight: 2 }),
      e("1.6 Turbo", "petrol", 133, A, 2018, 2021),
      e("1.5 Diesel", "diesel", 96, MA, 2019),
      e("1.6 Plug-in-Hybrid", "plugin_hybrid", 165, A, 2020),
      e("Hybrid4", "plugin_hybrid", 221, A, 2020, 2023, awd),
      e("Electric", "electric", 157, A, 2024),
    ],
  },
  "skoda:fabia": {
    from: 2007,
    share: 3,
    bodies: [{ type: "hatchback" }],
    trims: SKODA_TRIMS,
    automatic: "DSG",
    engines: [
      e("1.0 MPI", "petrol", 55, M, 2016, 2021),
      e("1.0 MPI", "petrol", 59, M, 2021),
      e("1.0 TSI", "petrol", 70, M, 2016, undefined, { weight: 2 }),
      e("1.0 TSI", "petrol", 81, MA, 2016),
      e("1.5 TSI", "petrol", 110, A, 2022),
      e("1.4 TDI", "diesel", 66, M, 2016, 2018),
    ],
  },
  "skoda:octavia": {
    from: 2013,
    share: 6,
    bodies: [{ type: "estate" }],
    trims: [...SKODA_TRIMS, "L&K"],
    automatic: "DSG",
    engines: [
      e("1.4 TSI", "petrol", 110, MA, 2016, 2018),
      e("1.0 TSI", "petrol", 81, M, 2017),
      e("1.5 TSI", "petrol", 110, MA, 2018, undefined, { weight: 2 }),
      e("1.6 TDI", "diesel", 85, MA, 2016, 2019),
      e("2.0 TDI", "diesel", 85, M, 2016),
      e("2.0 TDI", "diesel", 110, MA, 2016, undefined, { weight: 3 }),
      e("2.0 TDI 4x4", "diesel", 110, A, 2016, undefined, awd),
      e("1.5 TGI G-TEC", "cng", 96, MA, 2019, 2023),
      e("1.4 TSI iV", "plugin_hybrid", 150, A, 2020),
      e("RS 2.0 TSI", "petrol", 180, A, 2017, undefined, line),
    ],
  },
  "skoda:kodiaq": {
    from: 2017,
    share: 3,
    bodies: [{ type: "suv" }],
    trims: [...SKODA_TRIMS, "L&K"],
    automatic: "DSG",
    engines: [
      e("1.4 TSI", "petrol", 110, MA, 2017, 2018),
      e("1.5 TSI", "petrol", 110, MA, 2018, undefined, { weight: 2 }),
      e("2.0 TSI 4x4", "petrol", 140, A, 2017, undefined, awd),
      e("2.0 TDI", "diesel", 110, MA, 2017, undefined, { weight: 2 }),
      e("2.0 TDI 4x4", "diesel", 140, A, 2017, undefined, { ...awd, weight: 2 }),
      e("1.5 TSI iV", "plugin_hybrid", 150, A, 2024),
      e("RS 2.0 TSI 4x4", "petrol", 180, A, 2021, undefined, { ...awd, ...line }),
    ],
  },
  "skoda:enyaq": {
    from: 2021,
    share: 2,
    bodies: [{ type: "suv" }],
    trims: ["Loft", "Lodge", "Sportline"],
    engines: [
      e("iV 60", "electric", 132, A, 2021, 2023),
      e("iV 80", "electric", 150, A, 2021, 2023, { weight: 2 }),
      e("iV 80x", "electric", 195, A, 2021, 2023, awd),
      e("85", "electric", 210, A, 2023, undefined, { weight: 2 }),
      e("85x", "electric", 210, A, 2023, undefined, awd),
      e("RS", "electric", 250, A, 2022, undefined, { ...awd, ...line }),
    ],
  },
  "toyota:yaris": {
    from: 1999,
    share: 3,
    bodies: [{ type: "hatchback" }],
    trims: TOYOTA_TRIMS,
    automatic: "Multidrive S",
    engines: [
      e("1.0 VVT-i", "petrol", 53, M, 2016),
      e("1.5 VVT-i", "petrol", 82, MA, 2016),
      e("1.5 Hybrid", "hybrid", 74, A, 2016, 2020),
      e("1.5 Hybrid", "hybrid", 85, A, 2020, undefined, { weight: 3 }),
    ],
  },
  "toyota:corolla": {
    from: 2019,
    share: 3,
    bodies: [{ type: "estate" }],
    trims: TOYOTA_TRIMS,
    automatic: "Multidrive S",
    engines: [
      e("1.2 Turbo", "petrol", 85, MA, 2019, 2020),
      e("1.8 Hybrid", "hybrid", 90, A, 2019, 2023, { weight: 2 }),
      e("1.8 Hybrid", "hybrid", 103, A, 2023, undefined, { weight: 2 }),
      e("2.0 Hybrid", "hybrid", 135, A, 2019),
    ],
  },
  "toyota:c-hr": {
    from: 2017,
    share: 2,
    bodies: [{ type: "suv" }],
    trims: TOYOTA_TRIMS,
    automatic: "Multidrive S",
    engines: [
      e("1.2 Turbo", "petrol", 85, MA, 2017, 2019),
      e("1.8 Hybrid", "hybrid", 90, A, 2017, undefined, { weight: 2 }),
      e("2.0 Hybrid", "hybrid", 135, A, 2020),
      e("2.0 Plug-in Hybrid", "plugin_hybrid", 164, A, 2024),
    ],
  },
  "toyota:rav4": {
    from: 2013,
    share: 2,
    bodies: [{ type: "suv" }],
    trims: TOYOTA_TRIMS,
    automatic: "Multidrive S",
    engines: [
      e("2.0 VVT-i", "petrol", 112, MA, 2016, 2018),
      e("2.5 Hybrid", "hybrid", 160, A, 2016, undefined, { weight: 2 }),
      e("2.5 Hybrid AWD-i", "hybrid", 163, A, 2016, undefined, awd),
      e("2.5 Plug-in Hybrid AWD-i", "plugin_hybrid", 225, A, 2021, undefined, awd),
    ],
  },
  "ford:puma": {
    from: 2020,
    share: 3,
    bodies: [{ type: "suv" }],
    trims: FORD_TRIMS,
    automatic: "Automatik",
    engines: [
      e("1.0 EcoBoost", "petrol", 92, M, 2020),
      e("1.0 EcoBoost Hybrid", "petrol", 92, MA, 2020, undefined, { weight: 2 }),
      e("1.0 EcoBoost Hybrid", "petrol", 114, M, 2020),
      e("1.5 EcoBlue", "diesel", 88, M, 2020, 2022),
      e("ST 1.5 EcoBoost", "petrol", 147, M, 2021, undefined, line),
      e("Gen-E", "electric", 124, A, 2025),
    ],
  },
  "ford:kuga": {
    from: 2013,
    share: 3,
    bodies: [{ type: "suv" }],
    trims: FORD_TRIMS,
    automatic: "Automatik",
    engines: [
      e("1.5 EcoBoost", "petrol", 110, MA, 2016, undefined, { weight: 2 }),
      e("2.0 TDCi", "diesel", 110, MA, 2016, 2019),
      e("2.0 TDCi 4x4", "diesel", 132, A, 2016, 2019, awd),
      e("1.5 EcoBlue", "diesel", 88, M, 2020),
      e("2.0 EcoBlue", "diesel", 140, A, 2020),
      e("2.5 PHEV", "plugin_hybrid", 165, A, 2020, undefined, { weight: 2 }),
      e("2.5 FHEV", "hybrid", 140, A, 2021),
    ],
  },
  "ford:mustang-mach-e": {
    from: 2021,
    share: 1,
    bodies: [{ type: "suv" }],
    trims: [],
    engines: [
      e("Standard Range RWD", "electric", 198, A, 2021),
      e("Extended Range RWD", "electric", 216, A, 2021),
      e("Extended Range AWD", "electric", 258, A, 2021, undefined, awd),
      e("GT", "electric", 358, A, 2022, undefined, { ...awd, ...line }),
    ],
  },
  "ford:ranger": {
    from: 2012,
    share: 1,
    bodies: [{ type: "pickup" }],
    trims: ["XL", "XLT", "Limited", "Wildtrak"],
    automatic: "Automatik",
    engines: [
      e("2.2 TDCi 4x4", "diesel", 118, MA, 2016, 2019, awd),
      e("2.0 EcoBlue 4x4", "diesel", 125, MA, 2019, undefined, { ...awd, weight: 2 }),
      e("2.0 EcoBlue Bi-Turbo 4x4", "diesel", 156, A, 2019, undefined, awd),
      e("3.0 V6 EcoBlue 4x4", "diesel", 177, A, 2023, undefined, awd),
      e("2.3 EcoBoost PHEV 4x4", "plugin_hybrid", 207, A, 2025, undefined, awd),
    ],
  },
  "hyundai:i20": {
    from: 2008,
    share: 2,
    bodies: [{ type: "hatchback" }],
    trims: HYUNDAI_TRIMS,
    automatic: "DCT",
    engines: [
      e("1.2", "petrol", 62, M, 2016, undefined, { weight: 2 }),
      e("1.0 T-GDI", "petrol", 74, MA, 2016),
      e("1.0 T-GDI 48V", "petrol", 88, MA, 2020),
      e("N 1.6 T-GDI", "petrol", 150, M, 2021, 2024, line),
    ],
  },
  "hyundai:i30": {
    from: 2007,
    share: 3,
    bodies: [{ type: "hatchback" }, { type: "estate", name: "Kombi" }],
    trims: HYUNDAI_TRIMS,
    automatic: "DCT",
    engines: [
      e("1.0 T-GDI", "petrol", 88, MA, 2017, undefined, { weight: 2 }),
      e("1.4 T-GDI", "petrol", 103, MA, 2017, 2020),
      e("1.5 T-GDI", "petrol", 118, MA, 2020),
      e("1.6 CRDi", "diesel", 85, MA, 2017),
      e("1.6 CRDi", "diesel", 100, MA, 2017, 2024),
      e("N 2.0 T-GDI", "petrol", 206, MA, 2018, undefined, { bodies: ["hatchback"], ...line }),
    ],
  },
  "hyundai:tucson": {
    from: 2015,
    share: 3,
    bodies: [{ type: "suv" }],
    trims: HYUNDAI_TRIMS,
    automatic: "Automatik",
    engines: [
      e("1.6 GDI", "petrol", 97, M, 2016, 2020),
      e("1.6 T-GDI", "petrol", 110, MA, 2016, undefined, { weight: 2 }),
      e("1.6 CRDi", "diesel", 85, M, 2018),
      e("2.0 CRDi 4WD", "diesel", 136, A, 2016, 2020, awd),
      e("1.6 T-GDI Hybrid", "hybrid", 169, A, 2021, undefined, { weight: 2 }),
      e("1.6 T-GDI Plug-in-Hybrid 4WD", "plugin_hybrid", 195, A, 2021, undefined, awd),
    ],
  },
  "hyundai:ioniq-5": {
    from: 2021,
    share: 2,
    bodies: [{ type: "suv" }],
    trims: ["Dynamiq", "Techniq", "Uniq"],
    engines: [
      e("58 kWh", "electric", 125, A, 2021, 2024),
      e("63 kWh", "electric", 125, A, 2024),
      e("77 kWh", "electric", 168, A, 2021, 2024, { weight: 2 }),
      e("84 kWh", "electric", 168, A, 2024),
      e("77 kWh 4WD", "electric", 239, A, 2021, 2024, awd),
      e("N", "electric", 448, A, 2024, undefined, { ...awd, ...line }),
    ],
  },
  "kia:picanto": {
    from: 2004,
    share: 2,
    bodies: [{ type: "hatchback" }],
    trims: KIA_TRIMS,
    automatic: "Automatik",
    engines: [
      e("1.0", "petrol", 49, M, 2016, undefined, { weight: 2 }),
      e("1.2", "petrol", 62, MA, 2017),
      e("1.0 T-GDI", "petrol", 74, M, 2018, 2020),
    ],
  },
  "kia:ceed": {
    from: 2018,
    share: 3,
    bodies: [{ type: "hatchback" }, { type: "estate", name: "Sportswagon" }],
    trims: KIA_TRIMS,
    automatic: "DCT",
    engines: [
      e("1.0 T-GDI", "petrol", 88, M, 2018, undefined, { weight: 2 }),
      e("1.4 T-GDI", "petrol", 103, MA, 2018, 2020),
      e("1.5 T-GDI", "petrol", 118, MA, 2020),
      e("1.6 CRDi", "diesel", 100, MA, 2018, 2024),
      e("1.6 GDI Plug-in-Hybrid", "plugin_hybrid", 104, A, 2020, 2022, { bodies: ["estate"] }),
      e("GT 1.6 T-GDI", "petrol", 150, A, 2019, undefined, { bodies: ["hatchback"], ...line }),
    ],
  },
  "kia:sportage": {
    from: 2010,
    share: 3,
    bodies: [{ type: "suv" }],
    trims: KIA_TRIMS,
    automatic: "Automatik",
    engines: [
      e("1.6 T-GDI", "petrol", 110, MA, 2016, undefined, { weight: 2 }),
      e("1.6 CRDi", "diesel", 100, MA, 2018),
      e("2.0 CRDi AWD", "diesel", 136, A, 2016, 2021, awd),
      e("1.6 T-GDI Hybrid", "hybrid", 169, A, 2022, undefined, { weight: 2 }),
      e("1.6 T-GDI Plug-in-Hybrid AWD", "plugin_hybrid", 195, A, 2022, undefined, awd),
    ],
  },
  "kia:ev6": {
    from: 2021,
    share: 1,
    bodies: [{ type: "suv" }],
    trims: ["Air", "Earth", "GT-Line"],
    engines: [
      e("58 kWh RWD", "electric", 125, A, 2021),
      e("77 kWh RWD", "electric", 168, A, 2021, undefined, { weight: 2 }),
      e("77 kWh AWD", "electric", 239, A, 2021, undefined, awd),
      e("GT", "electric", 430, A, 2022, undefined, { ...awd, ...line }),
    ],
  },
  "renault:clio": {
    from: 1990,
    share: 3,
    bodies: [{ type: "hatchback" }],
    trims: RENAULT_TRIMS,
    automatic: "EDC",
    engines: [
      e("TCe 90", "petrol", 66, M, 2016, 2019),
      e("dCi 90", "diesel", 66, M, 2016, 2019),
      e("TCe 90", "petrol", 67, M, 2019, undefined, { weight: 2 }),
      e("TCe 100 LPG", "lpg", 74, M, 2019),
      e("TCe 140", "petrol", 103, MA, 2019, 2023),
      e("Blue dCi 100", "diesel", 74, M, 2019, 2023),
      e("E-Tech Hybrid 145", "hybrid", 105, A, 2020),
    ],
  },
  "renault:captur": {
    from: 2013,
    share: 3,
    bodies: [{ type: "suv" }],
    trims: RENAULT_TRIMS,
    automatic: "EDC",
    engines: [
      e("TCe 90", "petrol", 67, M, 2019, undefined, { weight: 2 }),
      e("TCe 140", "petrol", 103, MA, 2019),
      e("TCe 100 LPG", "lpg", 74, M, 2020),
      e("Blue dCi 115", "diesel", 85, M, 2019, 2022),
      e("E-Tech Hybrid 145", "hybrid", 105, A, 2021),
      e("E-Tech Plug-in 160", "plugin_hybrid", 118, A, 2020, 2023),
    ],
  },
  "renault:megane-e-tech": {
    from: 2022,
    share: 1,
    bodies: [{ type: "suv" }],
    trims: ["Equilibre", "Techno", "Iconic"],
    engines: [
      e("EV40 130", "electric", 96, A, 2022, 2023),
      e("EV60 220", "electric", 160, A, 2022, undefined, { weight: 2 }),
    ],
  },
  "tesla:model-3": {
    from: 2019,
    share: 2,
    bodies: [{ type: "sedan" }],
    trims: [],
    engines: [
      e("Standard Range Plus", "electric", 175, A, 2019, 2021),
      e("Hinterradantrieb", "electric", 208, A, 2021, undefined, { weight: 2 }),
      e("Long Range AWD", "electric", 324, A, 2019, undefined, awd),
      e("Performance", "electric", 340, A, 2019, undefined, awd),
    ],
  },
  "tesla:model-y": {
    from: 2021,
    share: 2,
    bodies: [{ type: "suv" }],
    trims: [],
    engines: [
      e("Hinterradantrieb", "electric", 220, A, 2022, undefined, { weight: 2 }),
      e("Long Range AWD", "electric", 258, A, 2021, undefined, awd),
      e("Performance", "electric", 393, A, 2021, undefined, awd),
    ],
  },
};

/** The model's table entry, or undefined for a model without one (the generator leaves it out). */
export function modelSpec(brandSlug: string, modelSlug: string): ModelSpec | undefined {
  return MODEL_SPECS[`${brandSlug}:${modelSlug}`];
}
