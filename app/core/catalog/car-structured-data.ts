/** schema.org `Car` with its `Offer`, for the JSON-LD of a car's page. Pure: labels and URLs come in. */
import type { CarStatus, Condition } from "./car-attributes";

export type CarStructuredInput = {
  url: string;
  name: string;
  brandName: string;
  modelName: string;
  variant: string;
  number: number;
  condition: Condition;
  status: CarStatus;
  mileageKm: number;
  firstRegistration: string | null;
  powerKw: number;
  doors: number;
  seats: number;
  priceMinor: number;
  currency: string;
  imageUrls: string[];
  description: string;
  /** Labels in the page's language. */
  labels: { fuel: string; gearbox: string; body: string; colour: string };
  seller: { name: string } | null;
};

const AVAILABILITY: Record<CarStatus, string> = {
  available: "https://schema.org/InStock",
  reserved: "https://schema.org/LimitedAvailability",
  sold: "https://schema.org/SoldOut",
};

/** A price in minor units as the decimal string schema.org expects ("24990.00"). */
export function decimalPrice(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function carStructuredData(car: CarStructuredInput) {
  const itemCondition =
    car.condition === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition";
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: car.name,
    url: car.url,
    sku: String(car.number),
    brand: { "@type": "Brand", name: car.brandName },
    model: car.modelName,
    vehicleConfiguration: car.variant,
    description: car.description || undefined,
    itemCondition,
    mileageFromOdometer: { "@type": "QuantitativeValue", value: car.mileageKm, unitCode: "KMT" },
    fuelType: car.labels.fuel,
    vehicleTransmission: car.labels.gearbox,
    bodyType: car.labels.body,
    color: car.labels.colour,
    dateVehicleFirstRegistered: car.firstRegistration ?? undefined,
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    vehicleEngine: {
      "@type": "EngineSpecification",
      enginePower: { "@type": "QuantitativeValue", value: car.powerKw, unitCode: "KWT" },
    },
    image: car.imageUrls,
    offers: {
      "@type": "Offer",
      url: car.url,
      price: decimalPrice(car.priceMinor),
      priceCurrency: car.currency,
      availability: AVAILABILITY[car.status],
      itemCondition,
      seller: car.seller ? { "@type": "AutoDealer", name: car.seller.name } : undefined,
    },
  };
}
