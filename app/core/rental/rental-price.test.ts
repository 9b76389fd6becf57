import { describe, expect, it } from "vitest";
import { zonedTimeToUtc } from "../locations/zoned-time";
import { ageOn, minDriverAge, type RentalRates, rentalPrice, weekendEnd } from "./rental-price";

const TZ = "Europe/Berlin";
const rates: RentalRates = {
  dayRateMinor: 59_00,
  weekendRateMinor: 129_00,
  weekRateMinor: 299_00,
  depositMinor: 500_00,
  includedKmPerDay: 200,
  extraKmMinor: 25,
};
const at = (day: string, time: string) => zonedTimeToUtc(day, time, TZ);
// 2026-11-27 is a Friday.
const price = (a: [string, string], b: [string, string], r = rates) => rentalPrice(r, at(...a), at(...b), TZ);

describe("rentalPrice", () => {
  it("charges one day for up to 24 hours and a started day whole", () => {
    expect(price(["2026-11-24", "10:00"], ["2026-11-25", "10:00"])).toMatchObject({
      totalMinor: 59_00,
      days: 1,
      rentalDays: 1,
      includedKm: 200,
      depositMinor: 500_00,
    });
    expect(price(["2026-11-24", "10:00"], ["2026-11-24", "14:00"])?.totalMinor).toBe(59_00);
    expect(price(["2026-11-24", "10:00"], ["2026-11-25", "10:30"])).toMatchObject({
      totalMinor: 118_00,
      days: 2,
      includedKm: 400,
    });
  });

  it("charges a weekend for Friday 12:00 to Monday 12:00", () => {
    expect(price(["2026-11-27", "12:00"], ["2026-11-30", "12:00"])).toMatchObject({
      totalMinor: 129_00,
      weekends: 1,
      days: 0,
      rentalDays: 3,
      includedKm: 600,
    });
    // Saturday morning to Monday noon fits the weekend too (three days would be 177).
    expect(price(["2026-11-28", "09:00"], ["2026-11-30", "12:00"])).toMatchObject({ weekends: 1, days: 0 });
    // Two days of it are cheaper by the day (118 < 129): the cheapest combination wins.
    expect(price(["2026-11-28", "09:00"], ["2026-11-30", "09:00"])).toMatchObject({
      totalMinor: 118_00,
      days: 2,
    });
  });

  it("does not give the weekend to a period that does not fit it", () => {
    // Friday 09:00 starts before the weekend: a day, then the weekend from Saturday 09:00 (59 + 129).
    expect(price(["2026-11-27", "09:00"], ["2026-11-30", "12:00"])).toMatchObject({
      totalMinor: 188_00,
      weekends: 1,
      days: 1,
    });
    // Returned Monday 13:00: the weekend plus a day (or four days at 236): 188.
    expect(price(["2026-11-27", "12:00"], ["2026-11-30", "13:00"])?.totalMinor).toBe(188_00);
    // Tuesday to Friday: three days, no weekend.
    expect(price(["2026-11-24", "12:00"], ["2026-11-27", "12:00"])).toMatchObject({
      totalMinor: 177_00,
      weekends: 0,
    });
  });

  it("charges a week for seven days and for six when that is cheaper", () => {
    expect(price(["2026-11-23", "10:00"], ["2026-11-30", "10:00"])).toMatchObject({
      totalMinor: 299_00,
      weeks: 1,
      rentalDays: 7,
      includedKm: 1400,
    });
    // Six days cost 354 by the day: the week (299) is cheaper.
    expect(price(["2026-11-23", "10:00"], ["2026-11-29", "10:00"])).toMatchObject({
      totalMinor: 299_00,
      weeks: 1,
    });
  });

  it("combines a week and days for 9 days", () => {
    // Monday to Wednesday next week: 299 + 2 × 59.
    expect(price(["2026-11-23", "10:00"], ["2026-12-02", "10:00"])).toMatchObject({
      totalMinor: 417_00,
      weeks: 1,
      days: 2,
      rentalDays: 9,
      includedKm: 1800,
    });
    // Starting on the Friday afternoon: weekend + week from Monday 12:00 covers up to the next Monday.
    const nine = price(["2026-11-27", "12:00"], ["2026-12-06", "12:00"]);
    expect(nine?.totalMinor).toBe(Math.min(299_00 + 2 * 59_00, 129_00 + 299_00));
  });

  it("keeps the weekend over a daylight saving change (73 hours)", () => {
    // 2026-10-25 the clocks go back: Friday 12:00 to Monday 12:00 is 73 hours.
    expect(price(["2026-10-23", "12:00"], ["2026-10-26", "12:00"])).toMatchObject({
      totalMinor: 129_00,
      weekends: 1,
      rentalDays: 4,
    });
  });

  it("refuses an empty period", () => {
    expect(price(["2026-11-24", "10:00"], ["2026-11-24", "10:00"])).toBeNull();
  });
});

describe("weekendEnd", () => {
  it("knows the weekend from Friday noon to Monday noon", () => {
    const monday = at("2026-11-30", "12:00");
    expect(weekendEnd(at("2026-11-27", "12:00"), TZ)).toEqual(monday);
    expect(weekendEnd(at("2026-11-29", "23:00"), TZ)).toEqual(monday);
    expect(weekendEnd(at("2026-11-30", "11:59"), TZ)).toEqual(monday);
    expect(weekendEnd(at("2026-11-27", "11:59"), TZ)).toBeNull();
    expect(weekendEnd(at("2026-11-30", "12:00"), TZ)).toBeNull();
  });
});

describe("ageOn", () => {
  it("counts whole years", () => {
    expect(ageOn("2005-11-28", "2026-11-27")).toBe(20);
    expect(ageOn("2005-11-27", "2026-11-27")).toBe(21);
  });
});

describe("minDriverAge", () => {
  it("is 21, and 25 for the luxury class (deposit of 1,000 € or more)", () => {
    expect(minDriverAge({ depositMinor: 500_00 })).toBe(21);
    expect(minDriverAge({ depositMinor: 1000_00 })).toBe(25);
  });
});
