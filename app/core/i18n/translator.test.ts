import { describe, expect, it } from "vitest";
import { createTranslator } from "./translator";

const messages = {
  common: {
    hello: "Hallo {{name}}",
    cars_one: "{{count}} Auto",
    cars_other: "{{count}} Autos",
    plain: "Text",
  },
  jobs: { title: "Aufträge" },
};

describe("the translator", () => {
  const t = createTranslator("de", messages).t("common");

  it("finds keys in its namespace and in others named before a colon, the same on every call", () => {
    for (let i = 0; i < 3; i++) {
      expect(t("plain")).toBe("Text");
      expect(t("jobs:title")).toBe("Aufträge");
      expect(t("common:plain")).toBe("Text");
    }
  });

  it("fills placeholders and picks the plural form for a count, also after the bare key was asked", () => {
    expect(t("hello", { name: "Ada" })).toBe("Hallo Ada");
    expect(t("hello", { name: "Linus" })).toBe("Hallo Linus");
    expect(t("cars", { count: 1 })).toBe("1 Auto");
    expect(t("cars", { count: 3 })).toBe("3 Autos");
    expect(t("cars")).toBe("cars");
    expect(t("cars", { count: 1 })).toBe("1 Auto");
  });

  it("answers a missing key with the key itself", () => {
    expect(t("nope")).toBe("nope");
    expect(t("jobs:nope")).toBe("jobs:nope");
    expect(t("nope")).toBe("nope");
  });
});
