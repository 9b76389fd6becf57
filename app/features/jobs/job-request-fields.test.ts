import { describe, expect, it } from "vitest";
import { translate } from "../../core/i18n/messages.server";
import type { RequestTexts } from "../../core/leads/job-request-texts.server";
import type { Locale } from "../../shared/locales";
import { requestRows } from "./job-request-fields";

const NO_TEXTS: RequestTexts = { wizardFields: null, locations: {}, offering: null };
const rows = (payload: Record<string, unknown>, texts = NO_TEXTS, locale: Locale = "en") =>
  requestRows(payload, texts, {
    t: (key, vars) => translate(locale, key, vars),
    locale,
    currency: "EUR",
    timeZone: "Europe/Berlin",
  }).map((r) => [r.label, r.value]);

describe("job request rows", () => {
  it("a checkout's request: labelled, translated values, never `paymentMethod pay_at_pickup`", () => {
    expect(
      rows({
        kind: "order",
        fulfilment: "pickup",
        paymentMethod: "pay_at_pickup",
        lines: ["2 × Care kit"],
        message: "Please call",
      }),
    ).toEqual([
      ["Request", "Order"],
      ["Message", "Please call"],
      ["Handover", "Pickup at the location"],
      ["Payment method", "Pay at pickup"],
      ["Ordered items", ["2 × Care kit"]],
    ]);
    expect(rows({ fulfilment: "delivery", paymentMethod: "bank_transfer" }, NO_TEXTS, "de")).toEqual([
      ["Übergabe", "Lieferung"],
      ["Zahlungsart", "Überweisung (Rechnung)"],
    ]);
  });

  it("a wizard's answers with the wizard's labels; its id, the client's name and e-mail left out", () => {
    const texts: RequestTexts = {
      wizardFields: [
        { name: "brand", type: "brand", label: "Brand", options: {} },
        { name: "firstRegistration", type: "month", label: "First registration", options: {} },
        { name: "mileageKm", type: "number", label: "Mileage (km)", options: {} },
        { name: "fuel", type: "choice", label: "Fuel", options: { diesel: "" } },
        { name: "accidentFree", type: "choice", label: "Accident-free?", options: { no: "No, it had one" } },
        { name: "photos", type: "photos", label: "Photos", options: {} },
        { name: "firstName", type: "text", label: "First name", options: {} },
        { name: "privacy", type: "checkbox", label: "I accept the privacy policy …", options: {} },
        { name: "marketing", type: "checkbox", label: "Send me offers", options: {} },
        { name: "locationId", type: "location", label: "Preferred location", options: {} },
      ],
      locations: { "1": "Berlin-Charlottenburg" },
      offering: null,
    };
    expect(
      rows(
        {
          brand: "Volkswagen",
          firstRegistration: "2019-04",
          mileageKm: "85000",
          fuel: "diesel",
          accidentFree: "no",
          photos: ["a", "b"],
          firstName: "Rita",
          privacy: "yes",
          marketing: "no",
          locationId: "1",
          wizardId: 2,
        },
        texts,
      ),
    ).toEqual([
      ["Brand", "Volkswagen"],
      ["First registration", "April 2019"],
      ["Mileage (km)", "85,000"],
      ["Fuel", "Diesel"],
      ["Accident-free?", "No, it had one"],
      ["Photos", "2 photos"],
      ["Privacy", "Consent given"],
      ["Marketing allowed", "No"],
      ["Preferred location", "Berlin-Charlottenburg"],
    ]);
  });

  it("a rental: dates in the dealer's zone, money, kilometres and location names; ids left out", () => {
    expect(
      rows(
        {
          reference: "R-1",
          carId: "c1",
          pickupLocationId: 1,
          pickupAt: "2026-12-12T09:00:00.000Z",
          priceMinor: 15900,
          includedKm: 400,
          currency: "EUR",
        },
        { ...NO_TEXTS, locations: { "1": "Berlin" } },
      ),
    ).toEqual([
      ["Booking reference", "R-1"],
      ["Pick-up location", "Berlin"],
      ["Pick-up", "12 Dec 2026, 10:00"],
      ["Price", "€159.00"],
      ["Included kilometres", "400 km"],
    ]);
  });

  it("a field or an enum value nobody labelled is left out, not shown raw", () => {
    expect(rows({ someFlag: "on", kind: "brand_new_kind", migratedFrom: "contact_requests" })).toEqual([]);
  });
});
