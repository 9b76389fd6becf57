import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";

/**
 * Demo data a buyer believes: the used-car list opens with cars on sale (at most a few
 * "Reserviert"), its pictures tell body types apart (a hatchback's first picture is not an SUV's), and the
 * workshop booking says "kostenlos" for the free brake check instead of "0,00 €".
 */

/** The first card's picture (320 px WebP) of the list at `path`. */
async function firstCardPicture(page: Page, request: APIRequestContext, path: string): Promise<Buffer> {
  await page.goto(path);
  const img = page.getByTestId("car-card").first().locator("img");
  await expect(img).toBeVisible();
  const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc || el.src);
  const url = src.replace(/\/\d+\.(webp|avif)(\?.*)?$/, "/320.webp");
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return response.body();
}

test("the used-car list opens with cars on sale and pictures that tell body types apart", async ({
  page,
  request,
}) => {
  await page.goto("/gebrauchtwagen");
  const cards = page.getByTestId("car-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  // At most a few reserved cars on the first page, and none among the first cards.
  expect(await page.getByTestId("car-card-reserved").count()).toBeLessThanOrEqual(2);
  for (let i = 0; i < 6; i++) await expect(cards.nth(i).getByTestId("car-card-reserved")).toHaveCount(0);

  // The first cards of a hatchback, a saloon, an estate and an SUV show different pictures (the side view,
  // the brand's badge, the car's colour), each a real 3:2 picture.
  const pictures: Buffer[] = [];
  for (const body of ["hatchback", "sedan", "estate", "suv"]) {
    const picture = await firstCardPicture(page, request, `/gebrauchtwagen?body=${body}`);
    const meta = await sharp(picture).metadata();
    expect([meta.format, meta.width, meta.height], body).toEqual(["webp", 320, 213]);
    pictures.push(picture);
  }
  expect(new Set(pictures.map((p) => p.toString("base64"))).size).toBe(4);
});

test("the workshop booking shows the free brake check as kostenlos, not 0,00 €", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await page.goto("/de/onlineterminbuchung");
  await page.getByTestId("service-location").first().click();
  const brakes = page.getByTestId("service-offering").filter({ hasText: "Bremsencheck" });
  await expect(brakes).toContainText("kostenlos");
  await expect(brakes).not.toContainText("0,00");
  await brakes.click();
  await expect(page.getByTestId("service-form")).toContainText("Bremsencheck");
  await expect(page.getByTestId("service-form")).toContainText("kostenlos");
});
