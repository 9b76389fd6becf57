import { describe, expect, it } from "vitest";
import { readRentalDay, writeRentalDay } from "./rental-day";
import { rentalSearchSchema } from "./rental-schema";

describe("rental days in the page's language", () => {
  it("reads day-month-year as each language writes it, and ISO", () => {
    expect(readRentalDay("12.12.2026")).toBe("2026-12-12");
    expect(readRentalDay("12/12/2026")).toBe("2026-12-12");
    expect(readRentalDay(" 5.1.2027 ")).toBe("2027-01-05");
    expect(readRentalDay("2026-12-12")).toBe("2026-12-12");
  });

  it("refuses what is no day", () => {
    expect(readRentalDay("31.02.2026")).toBeNull();
    expect(readRentalDay("12.12.26")).toBeNull();
    expect(readRentalDay("morgen")).toBeNull();
    expect(readRentalDay("")).toBeNull();
  });

  it("writes a day the page's way", () => {
    expect(writeRentalDay("2026-12-12", "de")).toBe("12.12.2026");
    expect(writeRentalDay("2026-12-12", "pl")).toBe("12.12.2026");
    expect(writeRentalDay("2026-12-12", "tr")).toBe("12.12.2026");
    expect(writeRentalDay("2026-12-12", "en")).toBe("12/12/2026");
  });

  it("the search form takes a German day and gives the service the ISO day", () => {
    const parsed = rentalSearchSchema.safeParse({
      pickupLocation: "2",
      returnLocation: "2",
      pickupDate: "12.12.2026",
      pickupTime: "09:00",
      returnDate: "14.12.2026",
      returnTime: "09:00",
    });
    expect(parsed.success && parsed.data.pickupDate).toBe("2026-12-12");
    expect(parsed.success && parsed.data.returnDate).toBe("2026-12-14");
  });
});
