import { expect, test } from "./fixtures";

/**
 * What hydrating a storefront page costs the phone's main thread (decision 0069). The first Intl
 * formatter a page makes loads that language's ICU data: 80-220 ms in a browser on this shared machine,
 * four times that on Lighthouse's phone, all inside the hydration's long task. Texts the server already
 * wrote (the footer's VAT rate, the home page's post dates) come formatted from the loader, so home and
 * contact hydrate without one. And nothing may move when a page hydrates: the configurator's "recalculate"
 * button (only for browsers without JavaScript) was hidden after hydration and pushed the summary up.
 */

declare global {
  interface Window {
    __intlMade?: string[];
  }
}

test.describe("hydrating the storefront on a phone in German", () => {
  test.beforeEach(async ({ page }) => {
    // Counts every Intl formatter the page makes from its first script on.
    await page.addInitScript(() => {
      window.__intlMade = [];
      for (const name of [
        "NumberFormat",
        "DateTimeFormat",
        "PluralRules",
        "RelativeTimeFormat",
        "ListFormat",
      ]) {
        const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
        const Original = intl[name]!;
        const Counted = function (this: unknown, ...args: unknown[]) {
          window.__intlMade!.push(`${name} ${JSON.stringify(args)}`);
          return new Original(...args);
        } as unknown as new (
          ...args: unknown[]
        ) => object;
        Object.setPrototypeOf(Counted, Original);
        Counted.prototype = Original.prototype;
        intl[name] = Counted;
      }
    });
  });

  for (const path of ["/de", "/de/contact"]) {
    test(`${path} hydrates without making an Intl formatter`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      // The texts are there, as the server wrote them.
      await expect(page.locator("footer")).toContainText("19 %");
      if (path === "/de") await expect(page.locator("main time").first()).toHaveText(/\d{4}$/);
      expect(await page.evaluate(() => window.__intlMade)).toEqual([]);
      // A menu of one row is the stylesheets' default height: nothing is written on the document's root,
      // whose every change restyles the whole page.
      expect(
        await page.evaluate(() => document.documentElement.style.getPropertyValue("--top-menu-height")),
      ).toBe("");
    });
  }

  // Prices, mileages and dates are formatted while these pages render: in the browser they come from
  // the table the server sent with the page, and the first Intl object is made on the first change.
  test("the used-car list, a car page and the configurator hydrate without an Intl formatter", async ({
    page,
  }) => {
    await page.goto("/de/gebrauchtwagen");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByTestId("car-card").first()).toContainText(/\d\.\d{3}\s€/);
    expect(await page.evaluate(() => window.__intlMade)).toEqual([]);
    const carPath = await page.getByTestId("car-card").first().locator("a").first().getAttribute("href");

    for (const path of [carPath!, "/de/bmw-kaufen/x5/automatik/diesel/austattung"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.locator("main")).toContainText(/\d\.\d{3}\s€/);
      expect(await page.evaluate(() => window.__intlMade), path).toEqual([]);
    }
  });

  test("the configurator's equipment step does not move when it hydrates", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/de/bmw-kaufen/x5/automatik/diesel/austattung");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // The button for browsers without JavaScript is never laid out in one with it.
    await expect(page.getByTestId("config-recalculate")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Preis berechnen" })).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(
      0.05,
    );
  });
});
