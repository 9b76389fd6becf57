/**
 * An order of a shop article placed through the checkout API, as the checkout page places it: the
 * first article of the shop the cart accepts (other tests buy the scarce ones, some need a variant) goes
 * into the page's cart, and the cart is checked out for pickup at the site's first location.
 */
import { expect, type Page } from "@playwright/test";
import { checkoutForm } from "./checkout-form";

export async function orderShopArticle(
  page: Page,
  baseURL: string | undefined,
  overrides: Record<string, unknown>,
): Promise<{ order: { id: string; number: string } }> {
  await page.goto("/de/shop");
  const itemIds = await page
    .locator('[data-testid="shop-item"]:not([data-stock="out"])')
    .evaluateAll((cards) => cards.map((c) => c.id.replace(/^item-/, "")));
  const headers = { origin: baseURL ?? "" };
  let added = false;
  for (const itemId of itemIds) {
    const res = await page.request.post("/api/cart/lines.json", {
      data: { kind: "item", itemId, quantity: 1 },
      headers,
    });
    if (res.ok()) {
      added = true;
      break;
    }
  }
  expect(added, "an article in the cart").toBe(true);
  const init = (await (await page.request.get("/api/checkout.json")).json()) as {
    locations: { id: number }[];
  };
  const placed = await page.request.post("/api/checkout.json", {
    headers,
    data: checkoutForm({ locationId: init.locations[0]!.id, ...overrides }),
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()) as { order: { id: string; number: string } };
}
