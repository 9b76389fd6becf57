import { describe, expect, it } from "vitest";
import { SYSTEM_PAGES } from "./system-pages";

/**
 * The cookie page says what the cookies really hold: the session cookie only keeps a user signed in;
 * the cart (and parked cars) of a visitor who is not signed in hang on the anonymous visitor cookie
 * (`autohaus_visitor`, core/favorites/favorites.ts), otherwise on the account.
 */
const VISITOR_COOKIE = {
  de: "Besucher-Cookie",
  en: "Visitor cookie",
  pl: "Cookie odwiedzającego",
  tr: "Ziyaretçi çerezi",
};
const CART = { de: "Warenkorb", en: "cart", pl: "koszyk", tr: "sepet" };

describe("cookie page", () => {
  const page = SYSTEM_PAGES.find((p) => p.key === "cookie")!;
  it.each(Object.keys(VISITOR_COOKIE) as (keyof typeof VISITOR_COOKIE)[])(
    "in %s names the visitor cookie and keeps the cart out of the session cookie",
    (lang) => {
      const items = [...page.text[lang]!.html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
      const visitor = items.find((li) => li.includes(VISITOR_COOKIE[lang]));
      expect(visitor).toBeDefined();
      expect(visitor).toContain(CART[lang]);
      const session = items[0]!;
      expect(session.toLowerCase()).not.toContain(CART[lang].toLowerCase());
    },
  );
});
