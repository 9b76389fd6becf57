/**
 * Phone screenshots of the items admin and the car overview (docs/screenshots/), taken from a running
 * server with the demo data as the inventory manager: `npx tsx scripts/screenshots-database.ts [url]`.
 */
import { mkdirSync } from "node:fs";
import { chromium, devices } from "@playwright/test";
import { DEMO_PASSWORD } from "../seed/content/accounts";
import { findChromium } from "../tests/setup/chromium";

const base = process.argv.slice(2).find((a) => a.startsWith("http")) ?? "http://localhost:3000";
mkdirSync("docs/screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: ["--no-sandbox"],
});
const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } };
const context = await browser.newContext(phone);
const page = await context.newPage();
await page.goto(`${base}/de/login`);
const form = page.getByTestId("login-form");
await form.locator('input[name="email"]').fill("inventory@autohaus-brandt.example");
await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
await form.locator('button[type="submit"]').click();
await page.waitForURL(/\/de\/account$/);

async function shot(name: string, path: string, fullPage = true) {
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage });
  console.log(`docs/screenshots/${name}.png`);
}
await shot("car-overview-phone-de", "/de/account/cars/overview");
await shot("items-list-phone-de", "/de/account/items?category=wheels_tyres");
await page.goto(`${base}/de/account/items?q=WHL-SPORT-SET`);
const href = await page.getByTestId("item-link").first().getAttribute("href");
if (href) await shot("items-editor-phone-de", href);
const visitor = await browser.newContext(phone);
const shop = await visitor.newPage();
await shop.goto(`${base}/de/shop?q=Brandt+Sport`, { waitUntil: "networkidle" });
await shop.screenshot({ path: "docs/screenshots/items-shop-variant-phone-de.png", fullPage: true });
console.log("docs/screenshots/items-shop-variant-phone-de.png");
const desktop = await browser.newContext(devices["Desktop Chrome"]);
await desktop.addCookies(await context.cookies());
const big = await desktop.newPage();
await big.goto(`${base}/de/account/cars/overview`, { waitUntil: "networkidle" });
await big.screenshot({ path: "docs/screenshots/car-overview-desktop-de.png", fullPage: true });
console.log("docs/screenshots/car-overview-desktop-de.png");
await browser.close();
