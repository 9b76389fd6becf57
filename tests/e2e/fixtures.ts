import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, expect, type Locator, type Page } from "@playwright/test";

/** Fails on any serious or critical axe violation; in high contrast also checks 7:1 text contrast (AAA). */
export async function expectAccessible(page: Page, options: { highContrast?: boolean } = {}) {
  // Legacy mode runs axe in the page itself (its frames included); the default opens a second, blank page
  // and injects axe again there to merge the frames' results, which doubled every scan's time here (the
  // app embeds no cross-origin frames, the one case legacy mode does not cover). Only violations are
  // collected: the other result types are never read.
  const builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true);
  if (options.highContrast) builder.withRules(["color-contrast-enhanced"]).withTags(["wcag2aaa"]);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter(
      (v) =>
        v.impact === "serious" ||
        v.impact === "critical" ||
        (options.highContrast && v.id === "color-contrast-enhanced"),
    )
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
  expect(blocking).toEqual([]);
}

/**
 * Guided tours (decision 0032) start by themselves on back-office screens and would cover what
 * other tests click: every test page (and contexts a test makes itself, by calling this) has the browser
 * switch that stops the automatic start; tests/e2e/tours.spec.ts removes it for its own pages.
 */
export async function noAutomaticTours(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    try {
      window.localStorage.setItem("autohaus:tours-autostart", "off");
    } catch {
      // No storage (opaque origin): nothing to turn off.
    }
  });
}

export async function useHighContrast(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: "ah_contrast", value: "high", url: baseURL }]);
}

/**
 * Navigations resolve once React has hydrated the page, so clicks reach their handlers (a click on a
 * dropdown's button before hydration does nothing). Applied to the test's page and to every page a test
 * opens itself (a second visitor, another context). Pages without the app's scripts, such as the server's
 * own refusal pages, and pages of a browser without JavaScript resolve at once.
 */
function waitForHydrationOnNavigation(page: Page): Page {
  const hydrated = () =>
    page.waitForFunction(
      () =>
        document.documentElement.hasAttribute("data-hydrated") ||
        document.querySelector("script[type=module]") === null,
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated();
    return response;
  };
  return page;
}

export const test = base.extend<{ isPhone: boolean; failOnPageErrors: undefined }>({
  // Tours start by themselves for employees (decision 0032) and would cover what tests click: every
  // context and page a test opens gets them switched off (tours.spec.ts switches them on again).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await noAutomaticTours(context);
        if (options?.javaScriptEnabled === false) return context;
        const contextPage = context.newPage.bind(context);
        context.newPage = async () => waitForHydrationOnNavigation(await contextPage());
        return context;
      };
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        await noAutomaticTours(page);
        return options?.javaScriptEnabled === false ? page : waitForHydrationOnNavigation(page);
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    await noAutomaticTours(page);
    await use(javaScriptEnabled === false ? page : waitForHydrationOnNavigation(page));
  },
  isPhone: async ({ viewport }, use) => {
    await use((viewport?.width ?? 1280) < 768);
  },
  // Every test fails on an uncaught page error, such as a hydration mismatch.
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await use(undefined);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A picture for docs/screenshots as a person sees the screen: transitions and animations finished (a
 * full-page capture resizes the viewport, and the back-office sidebar's width transition was caught
 * half-way, its words stacked in a 40 px column), and a full page taken from the top (a sticky header
 * otherwise sits where the page happened to be scrolled).
 */
export async function docsScreenshot(
  target: Page | Locator,
  options: {
    path: string;
    fullPage?: boolean;
    clip?: { x: number; y: number; width: number; height: number };
  },
) {
  if ("goto" in target) {
    if (options.fullPage) await target.evaluate(() => window.scrollTo(0, 0));
    return target.screenshot({ animations: "disabled", ...options });
  }
  return target.screenshot({ animations: "disabled", path: options.path });
}

/** Opens the main navigation on a phone (burger menu); a no-op on desktop. */
export async function openNavigation(page: Page, isPhone: boolean) {
  if (isPhone)
    await page
      .getByRole("button", { name: /menu|Menü|menu|Menüyü/i })
      .first()
      .click();
}

/**
 * dnd-kit's keyboard sensor starts listening for the arrow keys from a timer it sets when Space picks an
 * item up, which may fire after the "picked up" announcement is on screen: a key pressed in between goes
 * nowhere. A timer set now runs after that one (timers of equal delay run in the order they were set).
 */
export async function keyboardDragReady(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * Presses `key` during a keyboard drag and returns what the live region says next: it waits (up to 2 s)
 * for the announcement to change, since reading it at once could read the one before.
 */
export async function pressAndHear(page: Page, live: Locator, key: string): Promise<string> {
  const before = (await live.textContent()) ?? "";
  await page.keyboard.press(key);
  await expect(live)
    .not.toHaveText(before, { timeout: 2_000 })
    .catch(() => undefined);
  return (await live.textContent()) ?? "";
}
