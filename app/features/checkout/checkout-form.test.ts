import { describe, expect, it } from "vitest";
import { checkoutFieldErrors, checkoutInputFromForm, echoCheckoutValues } from "./checkout-form";

const base = {
  idempotencyKey: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
  "customer.firstName": "Jana",
  "customer.lastName": "Roth",
  "customer.email": "jana@example.org",
  paymentMethod: "bank_transfer",
  acceptTerms: "on",
  acceptCancellationPolicy: "on",
};

describe("checkout form mapping", () => {
  it("reads the location with pickup and leaves an address typed before out", () => {
    const input = checkoutInputFromForm({
      ...base,
      fulfilment: "pickup",
      locationId: "2",
      "deliveryAddress.street": "Hauptstraße",
    });
    expect(input.locationId).toBe("2");
    expect(input.deliveryAddress).toBeUndefined();
    expect(input.customer).toMatchObject({ firstName: "Jana", email: "jana@example.org" });
  });

  it("reads the postal address with pickup when the page asks for it (a car in the cart)", () => {
    const input = checkoutInputFromForm({
      ...base,
      fulfilment: "pickup",
      locationId: "2",
      addressRequired: "1",
      "deliveryAddress.street": "Hauptstraße",
      "deliveryAddress.zipCode": "10115",
    });
    expect(input.locationId).toBe("2");
    expect(input.deliveryAddress).toMatchObject({ street: "Hauptstraße", zipCode: "10115", city: "" });
  });

  it("reads the address with delivery and never a posted price, total or status", () => {
    const input = checkoutInputFromForm({
      ...base,
      fulfilment: "delivery",
      locationId: "2",
      "deliveryAddress.city": "Köln",
      totalMinor: "1",
      unitPriceMinor: "1",
      status: "paid",
    });
    expect(input.locationId).toBeUndefined();
    expect(input.deliveryAddress).toMatchObject({ city: "Köln" });
    expect(Object.keys(input).sort()).toEqual(
      [
        "acceptCancellationPolicy",
        "acceptTerms",
        "customer",
        "deliveryAddress",
        "fulfilment",
        "idempotencyKey",
        "note",
        "paymentMethod",
      ].sort(),
    );
  });

  it("treats unticked acceptance boxes as not accepted", () => {
    const input = checkoutInputFromForm({ ...base, acceptTerms: undefined, acceptCancellationPolicy: "yes" });
    expect(input.acceptTerms).toBe(false);
    expect(input.acceptCancellationPolicy).toBe(false);
  });

  it("puts a group's error on its first field and unknown names in the summary", () => {
    expect(
      checkoutFieldErrors({ deliveryAddress: ["validation:required"], customer: ["x"], price: ["y"] }),
    ).toEqual({
      "deliveryAddress.street": ["validation:required"],
      "customer.firstName": ["x"],
      form: ["y"],
    });
  });

  it("echoes only the form's own fields", () => {
    const form = new FormData();
    form.set("customer.firstName", "Jana");
    form.set("totalMinor", "1");
    expect(echoCheckoutValues(form)).toEqual({ "customer.firstName": "Jana" });
  });
});
