/**
 * In-memory column store of one project's listed cars for the used-car search's counts (decision 0014).
 * Facet counts need, per facet, every filter but the facet's own: on PostgreSQL that is one scan per
 * facet (or one scan feeding seven hash tables), 50-100 ms at 100,000 cars on two cores. Here the cars
 * sit in typed arrays and one tight loop counts the total and every facet option in a few milliseconds.
 * Pure: built from rows, it answers for a `CarCriteria`; loading and freshness live in the service.
 */
import { BODY_TYPES, COLOURS, CONDITIONS, EQUIPMENT, FUELS, GEARBOXES } from "./car-attributes";
import type { CarCriteria, FacetRow } from "./car-search.repo.server";

export type FacetSourceRow = {
  number: number;
  brandId: string;
  modelId: string;
  fuel: string;
  gearbox: string;
  bodyType: string;
  colour: string;
  locationId: number | null;
  condition: string;
  priceMinor: number;
  mileageKm: number;
  powerKw: number;
  /** First registration as an ISO date, or null. */
  firstRegistration: string | null;
  /** Equipment keys, or the same comma-separated (as the loader reads them). */
  equipment: readonly string[] | string;
};

/** Cars without a first registration sort and filter as if registered in December 9999 (as in SQL). */
const NO_REGISTRATION = 99991201;
const dayKey = (isoDate: string) => Number(isoDate.slice(0, 10).replaceAll("-", ""));

const codeOf = (values: readonly string[]) => {
  const m = new Map(values.map((v, i) => [v, i]));
  return (v: string) => m.get(v) ?? 255;
};
const FUEL = codeOf(FUELS);
const GEARBOX = codeOf(GEARBOXES);
const BODY = codeOf(BODY_TYPES);
const COLOUR = codeOf(COLOURS);
const CONDITION = codeOf(CONDITIONS);
const EQUIPMENT_BIT = new Map(EQUIPMENT.map((e, i) => [e as string, 1 << i]));

/** A lookup table of the codes a selection allows (255 = unknown value, never selected). */
function allowed(values: readonly string[], code: (v: string) => number): Uint8Array {
  const t = new Uint8Array(256);
  for (const v of values) t[code(v)] = 1;
  return t;
}

export class FacetIndex {
  readonly size: number;
  private readonly number: Float64Array;
  private readonly make: Uint16Array;
  private readonly brand: Uint16Array;
  private readonly fuel: Uint8Array;
  private readonly gearbox: Uint8Array;
  private readonly body: Uint8Array;
  private readonly colour: Uint8Array;
  private readonly condition: Uint8Array;
  /** Code of the location (index into `locationIds`); locationIds.length = no location. */
  private readonly location: Uint16Array;
  private readonly price: Float64Array;
  private readonly km: Float64Array;
  private readonly kw: Float64Array;
  private readonly reg: Uint32Array;
  private readonly equipment: Uint32Array;
  /** `brandId:modelId` per make code, and the brand code of each make. */
  private readonly makes: string[] = [];
  private readonly brandIds: string[] = [];
  private readonly locationIds: number[] = [];

  private readonly makeCode = new Map<string, number>();
  private readonly brandCode = new Map<string, number>();
  private readonly locationCode = new Map<number, number>();

  private constructor(n: number) {
    this.size = n;
    this.number = new Float64Array(n);
    this.make = new Uint16Array(n);
    this.brand = new Uint16Array(n);
    this.fuel = new Uint8Array(n);
    this.gearbox = new Uint8Array(n);
    this.body = new Uint8Array(n);
    this.colour = new Uint8Array(n);
    this.condition = new Uint8Array(n);
    this.location = new Uint16Array(n);
    this.price = new Float64Array(n);
    this.km = new Float64Array(n);
    this.kw = new Float64Array(n);
    this.reg = new Uint32Array(n);
    this.equipment = new Uint32Array(n);
  }

  /** Builds the index at once (tests, small stocks). */
  static from(rows: readonly FacetSourceRow[]): FacetIndex {
    const index = new FacetIndex(rows.length);
    index.collectLocations(rows, 0, rows.length);
    index.fill(rows, 0, rows.length);
    return index;
  }

  /**
   * Builds the index in slices of `slice` cars, yielding to the event loop between them, so requests the
   * process serves meanwhile wait milliseconds, not the whole build.
   */
  static async build(rows: readonly FacetSourceRow[], slice = 5_000): Promise<FacetIndex> {
    const index = new FacetIndex(rows.length);
    const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
    for (let start = 0; start < rows.length; start += slice) {
      index.collectLocations(rows, start, Math.min(rows.length, start + slice));
      await pause();
    }
    for (let start = 0; start < rows.length; start += slice) {
      index.fill(rows, start, Math.min(rows.length, start + slice));
      await pause();
    }
    return index;
  }

  /** Location codes first: "no location" is coded as the number of locations. */
  private collectLocations(rows: readonly FacetSourceRow[], from: number, to: number) {
    for (let i = from; i < to; i++) {
      const id = rows[i]!.locationId;
      if (id !== null && !this.locationCode.has(id)) {
        this.locationCode.set(id, this.locationIds.length);
        this.locationIds.push(id);
      }
    }
  }

  private fill(rows: readonly FacetSourceRow[], from: number, to: number) {
    for (let i = from; i < to; i++) {
      const r = rows[i]!;
      const makeKey = `${r.brandId}:${r.modelId}`;
      let m = this.makeCode.get(makeKey);
      if (m === undefined) {
        m = this.makes.length;
        this.makeCode.set(makeKey, m);
        this.makes.push(makeKey);
      }
      let b = this.brandCode.get(r.brandId);
      if (b === undefined) {
        b = this.brandIds.length;
        this.brandCode.set(r.brandId, b);
        this.brandIds.push(r.brandId);
      }
      this.number[i] = r.number;
      this.make[i] = m;
      this.brand[i] = b;
      this.fuel[i] = FUEL(r.fuel);
      this.gearbox[i] = GEARBOX(r.gearbox);
      this.body[i] = BODY(r.bodyType);
      this.colour[i] = COLOUR(r.colour);
      this.condition[i] = CONDITION(r.condition);
      this.location[i] =
        r.locationId === null ? this.locationIds.length : this.locationCode.get(r.locationId)!;
      this.price[i] = r.priceMinor;
      this.km[i] = r.mileageKm;
      this.kw[i] = r.powerKw;
      this.reg[i] = r.firstRegistration ? dayKey(r.firstRegistration) : NO_REGISTRATION;
      const equipment =
        typeof r.equipment === "string" ? (r.equipment ? r.equipment.split(",") : []) : r.equipment;
      let bits = 0;
      for (const e of equipment) bits |= EQUIPMENT_BIT.get(e) ?? 0;
      this.equipment[i] = bits;
    }
  }

  /**
   * The total and every facet's counts, in the rows the SQL search returns: `total`, `make` as
   * `brandId:modelId`, `location` as the id, the attribute groups by value. Each facet counts with every
   * filter but its own; equipment (a conjunction) counts over the full matches. `textMatches` holds the
   * numbers of the cars the free text matches, or is null without free text.
   */
  count(c: CarCriteria, textMatches: ReadonlySet<number> | null): FacetRow[] {
    const brandSel = new Uint8Array(this.brandIds.length);
    this.brandIds.forEach((id, i) => {
      if (c.brandIds.includes(id)) brandSel[i] = 1;
    });
    const modelSel = new Uint8Array(this.makes.length);
    this.makes.forEach((key, i) => {
      if (c.modelIds.includes(key.slice(key.indexOf(":") + 1))) modelSel[i] = 1;
    });
    const hasMake = c.brandIds.length > 0 || c.modelIds.length > 0;
    const fuelSel = allowed(c.fuels, FUEL);
    const gearSel = allowed(c.gearboxes, GEARBOX);
    const bodySel = allowed(c.bodies, BODY);
    const colourSel = allowed(c.colours, COLOUR);
    const conditionSel = allowed(c.conditions, CONDITION);
    const locationSel = new Uint8Array(this.locationIds.length + 1);
    this.locationIds.forEach((id, i) => {
      if (c.locationIds.includes(id)) locationSel[i] = 1;
    });
    const hasFuel = c.fuels.length > 0;
    const hasGear = c.gearboxes.length > 0;
    const hasBody = c.bodies.length > 0;
    const hasColour = c.colours.length > 0;
    const hasLocation = c.locationIds.length > 0;
    const hasCondition = c.conditions.length > 0;
    let needBits = 0;
    for (const e of c.equipment) needBits |= EQUIPMENT_BIT.get(e) ?? 1 << 31;
    const priceMin = c.priceMin ?? -Infinity;
    const priceMax = c.priceMax ?? Infinity;
    const kmMin = c.kmMin ?? -Infinity;
    const kmMax = c.kmMax ?? Infinity;
    const kwMin = c.kwMin ?? -Infinity;
    const kwMax = c.kwMax ?? Infinity;
    const regFrom = c.regFrom ? dayKey(c.regFrom) : 0;
    const regBefore = c.regBefore ? dayKey(c.regBefore) : Infinity;

    const makeN = new Uint32Array(this.makes.length);
    const fuelN = new Uint32Array(256);
    const gearN = new Uint32Array(256);
    const bodyN = new Uint32Array(256);
    const colourN = new Uint32Array(256);
    const conditionN = new Uint32Array(256);
    const locationN = new Uint32Array(this.locationIds.length + 1);
    const equipmentN = new Uint32Array(EQUIPMENT.length);
    let total = 0;
    const MAKE = 1;
    const FUEL_G = 2;
    const GEAR = 3;
    const BODY_G = 4;
    const COLOUR_G = 5;
    const LOCATION = 6;
    const CONDITION_G = 7;

    for (let i = 0; i < this.size; i++) {
      const price = this.price[i]!;
      if (price < priceMin || price > priceMax) continue;
      const km = this.km[i]!;
      if (km < kmMin || km > kmMax) continue;
      const kw = this.kw[i]!;
      if (kw < kwMin || kw > kwMax) continue;
      const reg = this.reg[i]!;
      if (reg < regFrom || reg >= regBefore) continue;
      const bits = this.equipment[i]!;
      if ((bits & needBits) !== needBits) continue;
      if (textMatches && !textMatches.has(this.number[i]!)) continue;
      let misses = 0;
      let missed = 0;
      if (hasMake && !brandSel[this.brand[i]!] && !modelSel[this.make[i]!]) {
        misses++;
        missed = MAKE;
      }
      if (hasFuel && !fuelSel[this.fuel[i]!]) {
        if (++misses > 1) continue;
        missed = FUEL_G;
      }
      if (hasGear && !gearSel[this.gearbox[i]!]) {
        if (++misses > 1) continue;
        missed = GEAR;
      }
      if (hasBody && !bodySel[this.body[i]!]) {
        if (++misses > 1) continue;
        missed = BODY_G;
      }
      if (hasColour && !colourSel[this.colour[i]!]) {
        if (++misses > 1) continue;
        missed = COLOUR_G;
      }
      if (hasLocation && !locationSel[this.location[i]!]) {
        if (++misses > 1) continue;
        missed = LOCATION;
      }
      if (hasCondition && !conditionSel[this.condition[i]!]) {
        if (++misses > 1) continue;
        missed = CONDITION_G;
      }
      if (misses === 0) {
        total++;
        makeN[this.make[i]!]!++;
        fuelN[this.fuel[i]!]!++;
        gearN[this.gearbox[i]!]!++;
        bodyN[this.body[i]!]!++;
        colourN[this.colour[i]!]!++;
        locationN[this.location[i]!]!++;
        conditionN[this.condition[i]!]!++;
        for (let b = bits, e = 0; b !== 0; b >>>= 1, e++) if (b & 1) equipmentN[e]!++;
        continue;
      }
      // Fails exactly one selection: counts only in that facet (what ticking that option would give).
      if (missed === MAKE) makeN[this.make[i]!]!++;
      else if (missed === FUEL_G) fuelN[this.fuel[i]!]!++;
      else if (missed === GEAR) gearN[this.gearbox[i]!]!++;
      else if (missed === BODY_G) bodyN[this.body[i]!]!++;
      else if (missed === COLOUR_G) colourN[this.colour[i]!]!++;
      else if (missed === LOCATION) locationN[this.location[i]!]!++;
      else conditionN[this.condition[i]!]!++;
    }

    const out: FacetRow[] = [{ g: "total", v: null, n: total }];
    const push = (g: string, values: readonly string[], counts: Uint32Array) =>
      values.forEach((v, i) => {
        if (counts[i]) out.push({ g, v, n: counts[i]! });
      });
    push("make", this.makes, makeN);
    push("fuel", FUELS, fuelN);
    push("gearbox", GEARBOXES, gearN);
    push("body", BODY_TYPES, bodyN);
    push("colour", COLOURS, colourN);
    push("condition", CONDITIONS, conditionN);
    push("location", this.locationIds.map(String), locationN);
    push("equipment", EQUIPMENT, equipmentN);
    return out;
  }
}
