import { describe, expect, it } from "vitest";
import type { CartLine } from "./cart-types";
import { allowedFulfilments, allowedPaymentMethods, checkoutProblems } from "./checkout-rules";
import {
  checkoutFieldErrors,
  checkoutSchema,
  deliveryAddressSchema,
  postalCodeProblem,
} from "./checkout-schema";

const base = {
  idempotencyKey: "3f1c2b1e-9d7a-4c1e-8f00-0a1b2c3d4e5f",
  customer: { firstName: "Ayşe", lastName: "Łukasik", email: "ayse@example.com" },
  fulfilment: "pickup",
  locationId: "2",
  paymentMethod: "pay_at_pickup",
  acceptTerms: true,
  acceptCancellationPolicy: true,
};
const address = { street: "Hauptstraße", houseNumber: "5", zipCode: "10115", city: "Berlin", country: "de" };

describe("checkout form", () => {
  it("accepts pickup with a location, and delivery with an address (the location then dropped)", () => {
    expect(checkoutSchema.parse(base)).toMatchObject({ locationId: 2, deliveryAddress: null, note: null });
    const delivery = checkoutSchema.parse({
      ...base,
      fulfilment: "delivery",
      paymentMethod: "bank_transfer",
      deliveryAddress: address,
    });
    expect(delivery).toMatchObject({ locationId: null, deliveryAddress: { ...address, country: "DE" } });
  });

  it("names each missing or wrong field with a catalogue key", () => {
    const r = checkoutSchema.safeParse({
      ...base,
      idempotencyKey: "x",
      customer: { firstName: "", lastName: "L", email: "no-mail" },
      acceptTerms: false,
      note: "x".repeat(1001),
    });
    expect(r.success).toBe(false);
    if (r.success) return;
    const fields = checkoutFieldErrors(r.error);
    expect(Object.keys(fields).sort()).toEqual(
      ["acceptTerms", "customer.email", "customer.firstName", "idempotencyKey", "note"].sort(),
    );
    expect(fields.acceptTerms).toEqual(["commerce:validation.accept_terms"]);
  });

  it("checks the fields that depend on each other once the rest is valid", () => {
    const r = checkoutSchema.safeParse({ ...base, fulfilment: "delivery", locationId: "" });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(checkoutFieldErrors(r.error)).toEqual({
      deliveryAddress: ["validation:required"],
      paymentMethod: ["commerce:validation.pay_at_pickup_needs_pickup"],
    });
    const noPlace = checkoutSchema.safeParse({ ...base, locationId: 0 });
    expect(noPlace.success || checkoutFieldErrors(noPlace.error)).toEqual({
      locationId: ["validation:location_unknown"],
    });
  });
});

const line = (kind: CartLine["kind"]) => ({ kind }) as CartLine;

describe("what a cart allows at checkout", () => {
  it("a used car: pickup only, financing offered", () => {
    const cart = { lines: [line("used_car"), line("item")] };
    expect(allowedFulfilments(cart)).toEqual(["pickup"]);
    expect(allowedPaymentMethods(cart)).toEqual(["bank_transfer", "pay_at_pickup", "financing"]);
    expect(
      checkoutProblems(cart, {
        fulfilment: "delivery",
        paymentMethod: "bank_transfer",
        deliveryAddress: address,
      }),
    ).toEqual({
      fulfilment: ["commerce:validation.used_car_pickup_only"],
    });
  });
  it("items only: delivery possible, no financing, no paying at pickup when delivered", () => {
    const cart = { lines: [line("item")] };
    expect(allowedFulfilments(cart)).toEqual(["pickup", "delivery"]);
    expect(allowedPaymentMethods(cart, "delivery")).toEqual(["bank_transfer"]);
    expect(checkoutProblems(cart, { fulfilment: "pickup", paymentMethod: "financing" })).toEqual({
      paymentMethod: ["commerce:validation.financing_needs_car"],
    });
  });
  it("a new car may be delivered and financed", () => {
    const cart = { lines: [line("new_car")] };
    expect(
      checkoutProblems(cart, {
        fulfilment: "delivery",
        paymentMethod: "financing",
        deliveryAddress: address,
      }),
    ).toEqual({});
  });
  it("a car (picked up too) and any delivery need the postal address; accessories picked up do not", () => {
    const missing = { deliveryAddress: ["commerce:validation.address_required"] };
    for (const kind of ["used_car", "new_car"] as const) {
      expect(
        checkoutProblems({ lines: [line(kind)] }, { fulfilment: "pickup", paymentMethod: "bank_transfer" }),
      ).toEqual(missing);
    }
    const items = { lines: [line("item")] };
    expect(checkoutProblems(items, { fulfilment: "delivery", paymentMethod: "bank_transfer" })).toEqual(
      missing,
    );
    expect(checkoutProblems(items, { fulfilment: "pickup", paymentMethod: "bank_transfer" })).toEqual({});
  });
});

describe("postal codes per country", () => {
  it.each([
    ["DE", "10115", null],
    ["DE", "1011", "commerce:validation.postal_code_five"],
    ["DE", "10115a", "commerce:validation.postal_code_five"],
    ["AT", "1010", null],
    ["AT", "10100", "commerce:validation.postal_code_four"],
    ["PL", "00-950", null],
    ["PL", "00950", "commerce:validation.postal_code_pl"],
    ["TR", "34000", null],
    ["TR", "3400", "commerce:validation.postal_code_five"],
    ["NL", "1012 ab", null],
    ["NL", "1012", "commerce:validation.postal_code_nl"],
    ["CZ", "110 00", null],
    ["CH", "8001", null],
    ["LU", "L-1234", null],
    ["GB", "SW1A 1AA", null],
    ["GB", "!", "commerce:validation.postal_code"],
  ])("%s %s", (country, code, problem) => {
    expect(postalCodeProblem(country, code)).toBe(problem);
  });

  it("an address names each wrong field, the postal code by its country's rule, and keeps pickup's address", () => {
    const r = deliveryAddressSchema.safeParse({ ...address, street: " ", zipCode: "1234" });
    expect(r.success || checkoutFieldErrors(r.error)).toEqual({
      street: ["validation:required"],
      zipCode: ["commerce:validation.postal_code_five"],
    });
    const other = deliveryAddressSchema.safeParse({ ...address, country: "US" });
    expect(other.success || checkoutFieldErrors(other.error)).toEqual({
      country: ["validation:invalid_choice"],
    });
    expect(
      checkoutSchema.parse({ ...base, deliveryAddress: { ...address, zipCode: "00-950", country: "pl" } }),
    ).toMatchObject({
      deliveryAddress: { zipCode: "00-950", country: "PL" },
    });
  });
});
