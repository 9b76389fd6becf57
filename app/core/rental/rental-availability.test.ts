import { describe, expect, it } from "vitest";
import { closedDaysOf } from "../locations/closed-days";
import type { OpeningHours } from "../locations/opening-hours";
import { rentalPeriod } from "./rental-availability";

const hours: OpeningHours = (["mon", "tue", "wed", "thu", "fri", "sat"] as const).map((day) => ({
  day,
  opens: "08:00",
  closes: "18:00",
}));
const now = new Date("2026-12-01T08:00:00Z");
const closed = closedDaysOf({ country: "DE", region: "HH", closedDays: [] }, "2026-12-01", 60, "de");
const place = { hours, timeZone: "Europe/Berlin", closed };

describe("rental pick-up and return on closed days (decision 0050)", () => {
  it("refuses a pick-up on Christmas Day and a return on New Year's Day, saying it is a holiday", () => {
    const christmas = rentalPeriod(
      { pickupDate: "2026-12-25", pickupTime: "10:00", returnDate: "2026-12-29", returnTime: "10:00" },
      place,
      place,
      now,
    );
    expect(christmas).toEqual({ ok: false, fields: { pickupDate: ["rental:errors.pickup_holiday"] } });
    const newYear = rentalPeriod(
      { pickupDate: "2026-12-29", pickupTime: "10:00", returnDate: "2027-01-01", returnTime: "10:00" },
      place,
      place,
      now,
    );
    expect(newYear).toEqual({ ok: false, fields: { returnDate: ["rental:errors.return_holiday"] } });
  });

  it("accepts the same times on an open day, and the weekly hours still apply", () => {
    const open = rentalPeriod(
      { pickupDate: "2026-12-28", pickupTime: "10:00", returnDate: "2026-12-30", returnTime: "10:00" },
      place,
      place,
      now,
    );
    expect(open.ok).toBe(true);
    const sunday = rentalPeriod(
      { pickupDate: "2026-12-27", pickupTime: "10:00", returnDate: "2026-12-30", returnTime: "10:00" },
      place,
      place,
      now,
    );
    // Closed all Sunday: the day is the reason, on the day's field.
    expect(sunday).toEqual({ ok: false, fields: { pickupDate: ["rental:errors.pickup_weekday.sun"] } });
    const sundayReturn = rentalPeriod(
      { pickupDate: "2026-12-29", pickupTime: "10:00", returnDate: "2027-01-03", returnTime: "10:00" },
      place,
      place,
      now,
    );
    expect(sundayReturn).toEqual({ ok: false, fields: { returnDate: ["rental:errors.return_weekday.sun"] } });
  });
});
