import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { setupFieldErrors, setupSchema } from "./setup-schema";

const example = JSON.parse(readFileSync("docs/examples/setup.json", "utf8"));

describe("the first run's input", () => {
  it("takes the documented example file as it is", () => {
    expect(setupSchema.safeParse(example).success).toBe(true);
  });

  it("names every missing part with a catalogue key, never zod's English", () => {
    const parsed = setupSchema.safeParse({ holding: {} });
    expect(parsed.success).toBe(false);
    const errors = setupFieldErrors(parsed.error!);
    expect(errors).toMatchObject({
      "holding.name": "validation:required",
      company: "validation:required",
      project: "validation:required",
      locations: "validation:required",
      admin: "validation:required",
    });
    for (const key of Object.values(errors)) expect(key).toMatch(/^[a-z-]+:[a-z_.]+$/);
  });

  it("refuses a URL as a domain, closing before opening and a default language the site lacks", () => {
    const bad = structuredClone(example);
    bad.project.domains = ["https://example.com/path"];
    bad.project.defaultLanguage = "pl";
    bad.locations[0].openingHours[0].closes = "07:00";
    const parsed = setupSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(setupFieldErrors(parsed.error!)).toMatchObject({
      "project.domains.0": "setup:errors.domain",
      "project.defaultLanguage": "setup:errors.default_language",
      "locations.0.openingHours.0.closes": "setup:errors.hours_order",
    });
  });
});
