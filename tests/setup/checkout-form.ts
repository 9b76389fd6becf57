/**
 * A valid body for `POST /api/checkout.json` (or the checkout form): a new buyer with a unique e-mail
 * address and idempotency key, a German postal address (a car's order needs one), pickup,
 * bank transfer, terms accepted. Pass the site's pickup location as `locationId`; anything else can be
 * overridden too (`deliveryAddress: null` for none).
 */
import { randomUUID } from "node:crypto";

export function checkoutForm(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    customer: {
      firstName: "Ayşe",
      lastName: "Łukasik",
      email: `buyer-${randomUUID().slice(0, 8)}@example.com`,
    },
    deliveryAddress: {
      street: "Hauptstraße",
      houseNumber: "5",
      zipCode: "10115",
      city: "Berlin",
      country: "DE",
    },
    fulfilment: "pickup",
    locationId: 0,
    paymentMethod: "bank_transfer",
    acceptTerms: true,
    acceptCancellationPolicy: true,
    ...overrides,
  };
}
