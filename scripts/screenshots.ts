/** Takes the documentation screenshots (docs/screenshots/) from a running server: `npx tsx scripts/screenshots.ts [url]`. */
import { mkdirSync } from "node:fs";
import { chromium, devices } from "@playwright/test";
import { findChromium } from "../tests/setup/chromium";

const base = process.argv[2] ?? "http://localhost:3000";
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
for (const shot of shots) {
  const context = await browser.newContext({ ...shot.device });
  if (shot.contrast) await context.addCookies([{ name: "ah_contrast", value: "high", url: base }]);
  const page = await context.newPage();
  await page.goto(base + shot.path, { waitUntil: "networkidle" });
  await page.screenshot({ path: `docs/screenshots/${shot.name}.png` });
  await context.close();
  console.log(`docs/screenshots/${shot.name}.png`);
}
await browser.close();
