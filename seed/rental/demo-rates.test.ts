import { describe, expect, it } from "vitest";
import { zonedTimeToUtc } from "../../app/core/locations/zoned-time";
import { rentalPrice } from "../../app/core/rental/rental-price";
import { demoRates } from "./seed-rental";

const TZ = "Europe/Berlin";
const at = (day: string, time: string) => zonedTimeToUtc(day, time, TZ);

// 2026-12-11 is a Friday, 2026-12-12 a Saturday, 2026-12-14 a Monday.
describe("the demo fleet's weekend rate (decision 0058)", () => {
  for (const carPrice of [15_000_00, 30_000_00, 45_000_00, 65_000_00]) {
    const rates = demoRates(carPrice);

    it(`prices Saturday 09:00 to Monday 09:00 as one weekend (car of ${carPrice / 100} €)`, () => {
      const price = rentalPrice(rates, at("2026-12-12", "09:00"), at("2026-12-14", "09:00"), TZ);
      expect(price).toMatchObject({ weekends: 1, days: 0, weeks: 0, totalMinor: rates.weekendRateMinor });
      expect(price!.totalMinor).toBeLessThan(2 * rates.dayRateMinor);
    });

    it(`prices Friday 12:00 to Monday 12:00 as one weekend (car of ${carPrice / 100} €)`, () => {
      const price = rentalPrice(rates, at("2026-12-11", "12:00"), at("2026-12-14", "12:00"), TZ);
      expect(price).toMatchObject({ weekends: 1, days: 0, totalMinor: rates.weekendRateMinor });
    });

    it(`keeps a single Saturday a day (car of ${carPrice / 100} €)`, () => {
      const price = rentalPrice(rates, at("2026-12-12", "09:00"), at("2026-12-13", "09:00"), TZ);
      expect(price).toMatchObject({ weekends: 0, days: 1, totalMinor: rates.dayRateMinor });
    });
  }
});
