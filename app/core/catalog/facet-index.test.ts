import { describe, expect, it } from "vitest";
import { BODY_TYPES, COLOURS, CONDITIONS, EQUIPMENT, FUELS, GEARBOXES } from "./car-attributes";
import type { CarCriteria } from "./car-search.repo.server";
import { FacetIndex, type FacetSourceRow } from "./facet-index";

/** A small deterministic random stock. */
function stock(n: number): FacetSourceRow[] {
  let seed = 42;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  return Array.from({ length: n }, (_, i) => ({
    number: 100001 + i,
    brandId: pick(["b1", "b2", "b3"]),
    modelId: pick(["m1", "m2"]),
    fuel: pick(FUELS),
    gearbox: pick(GEARBOXES),
    bodyType: pick(BODY_TYPES),
    colour: pick(COLOURS),
    locationId: pick([1, 2, null]),
    condition: pick(CONDITIONS),
    priceMinor: Math.floor(rnd() * 6_000_000),
    mileageKm: Math.floor(rnd() * 200_000),
    powerKw: 50 + Math.floor(rnd() * 250),
    firstRegistration:
      rnd() < 0.1 ? null : `${2010 + Math.floor(rnd() * 16)}-0${1 + Math.floor(rnd() * 9)}-01`,
    equipment: EQUIPMENT.filter(() => rnd() < 0.4),
  }));
}

const none: CarCriteria = {
  brandIds: [],
  modelIds: [],
  fuels: [],
  gearboxes: [],
  bodies: [],
  colours: [],
  locationIds: [],
  equipment: [],
  conditions: [],
  tsQuery: null,
};

/** What the SQL search means, written plainly. */
function hand(rows: FacetSourceRow[], c: CarCriteria, text: Set<number> | null, except?: string) {
  const reg = (r: FacetSourceRow) => r.firstRegistration ?? "9999-12-01";
  return rows.filter(
    (r) =>
      (except === "make" ||
        (!c.brandIds.length && !c.modelIds.length) ||
        c.brandIds.includes(r.brandId) ||
        c.modelIds.includes(r.modelId)) &&
      (c.priceMin === undefined || r.priceMinor >= c.priceMin) &&
      (c.priceMax === undefined || r.priceMinor <= c.priceMax) &&
      (c.kmMax === undefined || r.mileageKm <= c.kmMax) &&
      (c.kwMin === undefined || r.powerKw >= c.kwMin) &&
      (!c.regFrom || reg(r) >= c.regFrom) &&
      (!c.regBefore || reg(r) < c.regBefore) &&
      (except === "fuel" || !c.fuels.length || c.fuels.includes(r.fuel as never)) &&
      (except === "location" || !c.locationIds.length || c.locationIds.includes(r.locationId as never)) &&
      c.equipment.every((e) => r.equipment.includes(e)) &&
      (!text || text.has(r.number)),
  );
}

describe("facet index", () => {
  const rows = stock(3000);
  const index = FacetIndex.from(rows);
  const counts = (c: CarCriteria, text: Set<number> | null = null) => {
    const out = new Map<string, number>();
    for (const r of index.count(c, text)) out.set(`${r.g}:${r.v}`, r.n);
    return out;
  };

  it("counts every option of every facet without filters", () => {
    const got = counts(none);
    expect(got.get("total:null")).toBe(rows.length);
    for (const fuel of FUELS)
      expect(got.get(`fuel:${fuel}`) ?? 0).toBe(rows.filter((r) => r.fuel === fuel).length);
    expect(got.get("location:1")).toBe(rows.filter((r) => r.locationId === 1).length);
    for (const e of EQUIPMENT)
      expect(got.get(`equipment:${e}`) ?? 0).toBe(rows.filter((r) => r.equipment.includes(e)).length);
  });

  it("counts each facet with every filter but its own, ranges, registration and free text applied", () => {
    const text = new Set(rows.filter((r) => r.number % 3 !== 0).map((r) => r.number));
    const c: CarCriteria = {
      ...none,
      brandIds: ["b1"],
      modelIds: ["m2"],
      fuels: ["diesel", "petrol"],
      locationIds: [2],
      priceMax: 4_000_000,
      kmMax: 150_000,
      kwMin: 80,
      regFrom: "2014-01-01",
      regBefore: "2024-01-01",
      equipment: ["navigation"],
    };
    const got = counts(c, text);
    expect(got.get("total:null")).toBe(hand(rows, c, text).length);
    for (const fuel of FUELS)
      expect(got.get(`fuel:${fuel}`) ?? 0, fuel).toBe(
        hand(rows, c, text, "fuel").filter((r) => r.fuel === fuel).length,
      );
    for (const key of ["b1:m1", "b2:m2", "b3:m1", "b1:m2"]) {
      const expected = hand(rows, c, text, "make").filter((r) => `${r.brandId}:${r.modelId}` === key).length;
      expect(got.get(`make:${key}`) ?? 0, key).toBe(expected);
    }
    for (const loc of [1, 2])
      expect(got.get(`location:${loc}`) ?? 0).toBe(
        hand(rows, c, text, "location").filter((r) => r.locationId === loc).length,
      );
    for (const e of EQUIPMENT)
      expect(got.get(`equipment:${e}`) ?? 0, e).toBe(
        hand(rows, c, text).filter((r) => r.equipment.includes(e)).length,
      );
  });

  it("builds the same index in slices as at once", async () => {
    const sliced = await FacetIndex.build(rows, 7);
    expect(sliced.count(none, null)).toEqual(index.count(none, null));
    const c: CarCriteria = { ...none, fuels: ["diesel"], locationIds: [1], priceMax: 3_000_000 };
    expect(sliced.count(c, null)).toEqual(index.count(c, null));
  });

  it("matches nothing for equipment it does not know, and cars without registration only with open upper bound", () => {
    expect(counts({ ...none, equipment: ["jetpack" as never] }).get("total:null")).toBe(0);
    const unregistered = rows.filter((r) => r.firstRegistration === null).length;
    expect(counts({ ...none, regFrom: "2030-01-01" }).get("total:null")).toBe(unregistered);
    expect(counts({ ...none, regBefore: "2030-01-01" }).get("total:null")).toBe(rows.length - unregistered);
  });
});
