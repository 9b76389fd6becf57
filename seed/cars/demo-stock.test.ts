import { describe, expect, it } from "vitest";
import { matchesFreeText } from "../../app/core/catalog/car-search-text";
import { searchTextOfCar } from "../../app/core/catalog/car-search-text.server";
import { pickMessages } from "../../app/core/i18n/messages.server";
import { LOCALES } from "../../app/shared/locales";
import { BRANDS } from "../content/brands";
import { DEMO_CAR_COUNT, DEMO_CAR_SEED } from "./demo-stock";
import { generateCars } from "./generate-cars";

/** The demo's models in the order `loadModelRefs` reads them (by brand and model slug). */
const models = BRANDS.flatMap((b) =>
  b.models.map((m) => ({
    brandId: b.slug,
    brandSlug: b.slug,
    brandName: b.name,
    modelId: m.slug,
    modelSlug: m.slug,
    modelName: m.name,
    bodyType: m.bodyType,
    basePriceMinor: m.basePriceMinor,
  })),
).sort((a, b) => a.brandSlug.localeCompare(b.brandSlug) || a.modelSlug.localeCompare(b.modelSlug));

describe("demo stock and the search box", () => {
  it("finds used cars for the search box's example in every language", () => {
    const cars = generateCars({
      count: DEMO_CAR_COUNT,
      seed: DEMO_CAR_SEED,
      projectId: "p",
      models,
      locationIds: [1],
    });
    // What the used-car list shows by default: published, not sold, used or demonstrator.
    const shown = cars
      .filter((c) => c.publishedAt && c.status !== "sold" && c.condition !== "new")
      .map((c) => searchTextOfCar({ ...models.find((m) => m.modelId === c.modelId)!, ...c }));
    for (const locale of LOCALES) {
      const search = (pickMessages(locale, ["cars.search"]).cars as { search: Record<string, string> })
        .search;
      expect(search.search_placeholder, locale).toContain("{{example}}");
      const example = search.search_example!;
      expect(
        shown.filter((text) => matchesFreeText(text, example)).length,
        `${locale}: ${example}`,
      ).toBeGreaterThan(0);
    }
  });
});
