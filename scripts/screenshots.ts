/**
 * Takes the documentation screenshots (docs/screenshots/) from a running server with the demo data:
 * `npx tsx scripts/screenshots.ts [url] [--only trade-in]`. Besides single pages it walks the trade-in
 * wizard on a phone in German and takes every step.
 */
import { mkdirSync } from "node:fs";
import { type Browser, chromium, devices, type Page } from "@playwright/test";
import sharp from "sharp";
import { findChromium } from "../tests/setup/chromium";

const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : null;
const base = args.find((a) => a.startsWith("http")) ?? "http://localhost:3000";
const shots = [
  { name: "home-desktop-de", path: "/de", device: devices["Desktop Chrome"], contrast: false },
  { name: "home-phone-de", path: "/de", device: devices["Pixel 7"], contrast: false },
  { name: "home-desktop-de-high-contrast", path: "/de", device: devices["Desktop Chrome"], contrast: true },
  { name: "home-phone-de-high-contrast", path: "/de", device: devices["Pixel 7"], contrast: true },
  {
    name: "location-desktop-en",
    path: "/en/locations/1-berlin-charlottenburg",
    device: devices["Desktop Chrome"],
    contrast: false,
  },
  { name: "cms-page-phone-pl", path: "/pl/imprint", device: devices["Pixel 7"], contrast: false },
];

mkdirSync("docs/screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const shot of only ? [] : shots) {
  const context = await browser.newContext({ ...shot.device });
  if (shot.contrast) await context.addCookies([{ name: "ah_contrast", value: "high", url: base }]);
  const page = await context.newPage();
  await page.goto(base + shot.path, { waitUntil: "networkidle" });
  await page.screenshot({ path: `docs/screenshots/${shot.name}.png` });
  await context.close();
  console.log(`docs/screenshots/${shot.name}.png`);
}
if (!only || only === "trade-in") await tradeInWizard(browser);
await browser.close();

/** The trade-in wizard on a 360 px phone in German, one screenshot per step and the result. */
async function tradeInWizard(browser: Browser) {
  const context = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  let n = 0;
  const shoot = async (step: string) => {
    n += 1;
    const file = `docs/screenshots/trade-in-step-${n}-${step}-phone-de.png`;
    // The page content (a full-page shot of a phone would paint the fixed menu mid-page).
    await page.locator("main").screenshot({ path: file });
    console.log(file);
  };
  const next = (p: Page) => p.getByTestId("wizard-next").click();
  await page.goto(`${base}/de/inzahlungnahme`, { waitUntil: "networkidle" });
  await shoot("vehicle");
  await page.locator('select[name="brand"]').selectOption("Volkswagen");
  await page.locator('select[name="model"]').selectOption("Golf");
  await next(page);
  await page.waitForURL(/step=details/);
  await page.locator('input[name="firstRegistration"]').fill("2019-03");
  await page.locator('input[name="mileageKm"]').fill("64000");
  await page.locator('input[name="fuel"][value="petrol"]').check();
  await page.locator('input[name="gearbox"][value="automatic"]').check();
  await shoot("details");
  await next(page);
  await page.waitForURL(/step=condition/);
  await page.locator('input[name="accidentFree"][value="no"]').check();
  await page.locator('input[name="serviceHistory"][value="full"]').check();
  await page.locator('input[name="owners"]').fill("2");
  await shoot("condition");
  await next(page);
  await page.waitForURL(/step=damage/);
  await page
    .locator('textarea[name="damageDescription"]')
    .fill("Kleine Delle in der Fahrertür, fachgerecht repariert.");
  await shoot("damage");
  await next(page);
  await page.waitForURL(/step=photos/);
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 80, b: 150 } },
  })
    .jpeg()
    .toBuffer();
  await page.locator('input[type="file"][name="photos"]').setInputFiles({
    name: "golf.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await page.getByRole("button", { name: "Fotos hochladen" }).click();
  await page.getByTestId("wizard-photos").waitFor();
  await shoot("photos");
  await next(page);
  await page.waitForURL(/step=contact/);
  await page.locator('input[name="firstName"]').fill("Jana");
  await page.locator('input[name="lastName"]').fill("Beispiel");
  await page.locator('input[name="email"]').fill("jana.beispiel@example.org");
  await page.locator('input[name="privacy"]').check();
  await shoot("contact");
  await next(page);
  await page.waitForURL(/step=done/);
  await shoot("result");
  await context.close();
}
