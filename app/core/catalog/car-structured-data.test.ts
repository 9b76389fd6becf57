import { describe, expect, it } from "vitest";
import { carStructuredData, decimalPrice } from "./car-structured-data";

const input = {
  url: "https://example.com/en/cars/bmw-x5-xdrive30d-100123",
  name: "BMW X5 xDrive30d",
  brandName: "BMW",
  modelName: "X5",
  variant: "xDrive30d",
  number: 100123,
  condition: "used" as const,
  status: "reserved" as const,
  mileageKm: 42000,
  firstRegistration: "2021-03-01",
  powerKw: 210,
  doors: 5,
  seats: 5,
  priceMinor: 4_899_050,
  currency: "EUR",
  imageUrls: ["https://example.com/media/car/x/1200.webp"],
  description: "",
  labels: { fuel: "Diesel", gearbox: "Automatic", body: "SUV", colour: "Black" },
  seller: { name: "Autohaus Brandt Berlin" },
};

describe("schema.org Car", () => {
  it("writes prices as decimals", () => {
    expect(decimalPrice(4_899_050)).toBe("48990.50");
    expect(decimalPrice(100)).toBe("1.00");
    expect(decimalPrice(5)).toBe("0.05");
  });
  it("describes the car and its offer", () => {
    const d = carStructuredData(input);
    expect(d).toMatchObject({
      "@type": "Car",
      brand: { name: "BMW" },
      mileageFromOdometer: { value: 42000, unitCode: "KMT" },
      vehicleEngine: { enginePower: { value: 210, unitCode: "KWT" } },
      offers: {
        "@type": "Offer",
        price: "48990.50",
        priceCurrency: "EUR",
        availability: "https://schema.org/LimitedAvailability",
        itemCondition: "https://schema.org/UsedCondition",
      },
    });
  });
  it("says sold and new", () => {
    const d = carStructuredData({ ...input, status: "sold", condition: "new" });
    expect(d.offers.availability).toBe("https://schema.org/SoldOut");
    expect(d.itemCondition).toBe("https://schema.org/NewCondition");
  });
});
