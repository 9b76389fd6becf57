import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/cart.json";
import type { CartLine, CartSummary } from "../../core/commerce/cart-types";
import { TranslationProvider } from "../../core/i18n/react";
import { createTranslator } from "../../core/i18n/translator";
import { CartMenuPanel } from "./cart-menu";

const translator = createTranslator("en", { cart: en });

function render(summary: CartSummary): string {
  return renderToString(
    <MemoryRouter initialEntries={["/shop"]}>
      <TranslationProvider translator={translator}>
        <CartMenuPanel summary={summary} locale="en" />
      </TranslationProvider>
    </MemoryRouter>,
  );
}

const line = (i: number): CartLine => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  kind: "item",
  name: `Floor mats ${i}`,
  brandName: "BMW",
  variant: `SKU-${i}`,
  image: { kind: "file", src: `/shop/item-${i}.svg` },
  href: `/shop#item-${i}`,
  quantity: 2,
  maxQuantity: 10,
  unitPriceMinor: 4_950,
  vatRateBp: 1900,
  totalMinor: 9_900,
  problem: null,
});

const summary = (lines: number, more: number): CartSummary => ({
  count: (lines + more) * 2,
  lines: Array.from({ length: lines }, (_, i) => line(i + 1)),
  more,
  totalMinor: (lines + more) * 9_900,
  currency: "EUR",
});

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe("cart dropdown (spec 2, 9: at most six lines and N more)", () => {
  it("shows every line and no 'more' up to six", () => {
    const html = render(summary(6, 0));
    expect(count(html, 'data-testid="cart-dropdown-line"')).toBe(6);
    expect(html).not.toContain("cart-dropdown-more");
    expect(html).toContain("Floor mats 6");
    expect(html).toContain("BMW · SKU-1");
    expect(html).toContain("2 ×");
    expect(html).toContain("€99");
  });

  it("shows six lines and 'N more' for the rest", () => {
    const html = render(summary(6, 3));
    expect(count(html, 'data-testid="cart-dropdown-line"')).toBe(6);
    expect(html).toMatch(/data-testid="cart-dropdown-more"><a href="\/cart"[^>]*>and 3 more items</);
    expect(html).toContain('data-testid="cart-dropdown-total">€891<');
  });

  it("says '1 more item' in the singular", () => {
    expect(render(summary(6, 1))).toContain("and 1 more item<");
  });

  it("never shows more than six lines, even when sent more", () => {
    const html = render(summary(8, 2));
    expect(count(html, 'data-testid="cart-dropdown-line"')).toBe(6);
    expect(html).toContain("and 4 more items");
  });

  it("links to the cart and the checkout, with the total", () => {
    const html = render(summary(2, 0));
    expect(html).toContain('data-testid="cart-dropdown-show" href="/cart"');
    expect(html).toContain('data-testid="cart-dropdown-checkout" href="/checkout"');
    expect(html).toContain("Show cart");
    expect(html).toContain(">Checkout<");
  });

  it("an empty cart says so and offers the shop", () => {
    const html = render({ count: 0, lines: [], more: 0, totalMinor: 0, currency: "EUR" });
    expect(html).toContain("Your cart is empty.");
    expect(html).toContain('href="/shop"');
    expect(html).not.toContain("cart-dropdown-checkout");
  });
});
