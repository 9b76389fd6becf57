import { describe, expect, it } from "vitest";
import { CALLBACK_WIZARD, TRADE_IN_WIZARD } from "../../../seed/wizards/definitions";
import type { Locale } from "../../shared/locales";
import { type WizardField, type WizardStep, wizardDefinitionSchema } from "./wizard-definition";
import { checkStep, type RawStepValues, type WizardLists } from "./wizard-step-schema";

const now = new Date("2026-11-24T10:00:00Z");
const lists: WizardLists = {
  brands: ["BMW", "Volkswagen"],
  models: { BMW: ["X5", "3er"], Volkswagen: ["Golf"] },
  locations: ["1", "2"],
};

function check(field: WizardField, value: RawStepValues[string], answers = {}, locale: Locale = "de") {
  const step: WizardStep = { id: "s", fields: [field] };
  return checkStep(step, { [field.name]: value }, { answers, lists, now, locale });
}

const errorOf = (r: ReturnType<typeof check>) => (r.ok ? null : Object.values(r.fields)[0]?.[0]);

describe("wizard step schema", () => {
  it("requires required fields and keeps an empty optional answer as empty", () => {
    expect(errorOf(check({ name: "a", type: "text", required: true }, "  "))).toBe("wizards:errors.required");
    expect(check({ name: "a", type: "text" }, "")).toEqual({ ok: true, answers: { a: "" } });
    expect(check({ name: "a", type: "text" }, undefined)).toEqual({ ok: true, answers: { a: "" } });
  });

  it("checks text length and patterns, trimming the value", () => {
    expect(check({ name: "a", type: "text", required: true }, "  Anna ")).toEqual({
      ok: true,
      answers: { a: "Anna" },
    });
    expect(errorOf(check({ name: "a", type: "text", max: 3 }, "Anna"))).toBe("wizards:errors.too_long");
    expect(errorOf(check({ name: "a", type: "text", min: 5 }, "Anna"))).toBe("wizards:errors.too_short");
    expect(errorOf(check({ name: "a", type: "text", pattern: "[A-Z]{2}" }, "ABC"))).toBe(
      "wizards:errors.pattern",
    );
    expect(check({ name: "a", type: "text", pattern: "[A-Z]{2}" }, "AB").ok).toBe(true);
    expect(errorOf(check({ name: "a", type: "textarea" }, "x".repeat(5001)))).toBe("wizards:errors.too_long");
  });

  it("checks e-mail addresses and phone numbers", () => {
    expect(errorOf(check({ name: "e", type: "email", required: true }, "no-at"))).toBe(
      "wizards:errors.invalid_email",
    );
    expect(check({ name: "e", type: "email" }, "anna@example.org").ok).toBe(true);
    expect(errorOf(check({ name: "p", type: "tel" }, "call me"))).toBe("wizards:errors.invalid_phone");
    expect(check({ name: "p", type: "tel" }, "+49 (30) 123-45").ok).toBe(true);
  });

  it("checks numbers and their bounds, read in the page's language and stored as plain numbers", () => {
    const f: WizardField = { name: "n", type: "number", min: 0, max: 100, decimals: 1 };
    expect(errorOf(check(f, "ten"))).toBe("wizards:errors.invalid_number");
    expect(errorOf(check(f, "-1"))).toBe("wizards:errors.too_small");
    expect(errorOf(check(f, "101"))).toBe("wizards:errors.too_big");
    expect(check(f, "12,5")).toEqual({ ok: true, answers: { n: "12.5" } });
    expect(check(f, "12.5", {}, "en")).toEqual({ ok: true, answers: { n: "12.5" } });
    expect(errorOf(check(f, "12,55"))).toBe("wizards:errors.number_decimals");
  });

  it("reads a mileage typed the German, English, Polish and Turkish way (issue 37)", () => {
    const km: WizardField = { name: "km", type: "number", required: true, min: 0, max: 1_000_000 };
    expect(check(km, "85.000", {}, "de")).toEqual({ ok: true, answers: { km: "85000" } });
    expect(check(km, "85.000", {}, "tr")).toEqual({ ok: true, answers: { km: "85000" } });
    expect(check(km, "85,000", {}, "en")).toEqual({ ok: true, answers: { km: "85000" } });
    expect(check(km, "85 000", {}, "pl")).toEqual({ ok: true, answers: { km: "85000" } });
    // Never half-understood: an English 85,000 on a German page, or a typo, is refused with a reason.
    expect(errorOf(check(km, "85,000", {}, "de"))).toBe("wizards:errors.whole_number");
    expect(errorOf(check(km, "85.00.0", {}, "de"))).toBe("wizards:errors.invalid_number");
    expect(errorOf(check(km, "1,2,3", {}, "en"))).toBe("wizards:errors.invalid_number");
  });

  it("checks months (YYYY-MM) with year bounds and none in the future", () => {
    const f: WizardField = { name: "m", type: "month", required: true, min: 1980 };
    expect(errorOf(check(f, "2020-13"))).toBe("wizards:errors.invalid_month");
    expect(errorOf(check(f, "03/2020"))).toBe("wizards:errors.invalid_month");
    expect(errorOf(check(f, "1979-12"))).toBe("wizards:errors.too_early");
    expect(errorOf(check(f, "2026-12"))).toBe("wizards:errors.too_late");
    expect(check(f, "2026-11").ok).toBe(true);
    expect(check(f, "2019-04").ok).toBe(true);
  });

  it("checks calendar dates", () => {
    const f: WizardField = { name: "d", type: "date" };
    expect(errorOf(check(f, "2026-02-30"))).toBe("wizards:errors.invalid_date");
    expect(check(f, "2026-02-28").ok).toBe(true);
  });

  it("accepts only offered options for choice, select and multi", () => {
    const choice: WizardField = { name: "c", type: "choice", options: ["yes", "no"], required: true };
    expect(errorOf(check(choice, "maybe"))).toBe("wizards:errors.invalid_option");
    expect(errorOf(check(choice, ""))).toBe("wizards:errors.required");
    expect(check({ ...choice, type: "select" }, "no").ok).toBe(true);
    const multi: WizardField = { name: "m", type: "multi", options: ["a", "b"], required: true };
    expect(errorOf(check(multi, []))).toBe("wizards:errors.required");
    expect(errorOf(check(multi, ["a", "x"]))).toBe("wizards:errors.invalid_option");
    expect(check(multi, ["a", "b"])).toEqual({ ok: true, answers: { m: ["a", "b"] } });
  });

  it("turns a checkbox into yes or no and requires consent", () => {
    expect(check({ name: "k", type: "checkbox" }, undefined)).toEqual({ ok: true, answers: { k: "no" } });
    expect(check({ name: "k", type: "checkbox", required: true }, "on")).toEqual({
      ok: true,
      answers: { k: "yes" },
    });
    expect(errorOf(check({ name: "k", type: "checkbox", required: true }, undefined))).toBe(
      "wizards:errors.required",
    );
  });

  it("takes any brand and model, in the list's spelling when they name one of it (issue 37)", () => {
    const brand: WizardField = { name: "brand", type: "brand", required: true };
    expect(check(brand, "BMW")).toEqual({ ok: true, answers: { brand: "BMW" } });
    // A brand the dealer does not sell is a brand all the same ("other", typed).
    expect(check(brand, " Trabant ")).toEqual({ ok: true, answers: { brand: "Trabant" } });
    // Written any way, stored the list's way: accents, case, the names people use.
    expect(check(brand, "volkswagen")).toEqual({ ok: true, answers: { brand: "Volkswagen" } });
    expect(check(brand, "VW")).toEqual({ ok: true, answers: { brand: "Volkswagen" } });
    expect(errorOf(check(brand, ""))).toBe("wizards:errors.required");
    expect(errorOf(check(brand, "<script>"))).toBe("wizards:errors.invalid_name");
    expect(errorOf(check(brand, "x".repeat(61)))).toBe("wizards:errors.too_long");
    const model: WizardField = { name: "model", type: "model", required: true, dependsOn: "brand" };
    expect(check(model, "x5", { brand: "BMW" })).toEqual({ ok: true, answers: { model: "X5" } });
    expect(check(model, "x5", { brand: "bmw" })).toEqual({ ok: true, answers: { model: "X5" } });
    // A model the catalogue does not have, or of a brand it does not have: as typed.
    expect(check(model, "Golf", { brand: "BMW" })).toEqual({ ok: true, answers: { model: "Golf" } });
    expect(check(model, "601", { brand: "Trabant" })).toEqual({ ok: true, answers: { model: "601" } });
    // A posted brand naming an Object.prototype member is no brand of the list (a case fuzzing found).
    for (const b of ["constructor", "__proto__", "toString"])
      expect(check(model, "x5", { brand: b })).toEqual({ ok: true, answers: { model: "x5" } });
    // Brand and model on one step: the model follows the brand posted with it.
    const step: WizardStep = { id: "v", fields: [brand, model] };
    expect(
      checkStep(
        step,
        { brand: "volkswagen", model: "golf" },
        { answers: { brand: "BMW" }, lists, now, locale: "de" },
      ),
    ).toEqual({ ok: true, answers: { brand: "Volkswagen", model: "Golf" } });
    expect(check({ name: "loc", type: "location" }, "2").ok).toBe(true);
    expect(errorOf(check({ name: "loc", type: "location" }, "99"))).toBe("wizards:errors.invalid_option");
  });

  it("counts photos against their bounds", () => {
    const f: WizardField = { name: "photos", type: "photos", min: 1, max: 2 };
    expect(errorOf(check(f, []))).toBe("wizards:errors.required");
    expect(errorOf(check(f, ["a", "b", "c"]))).toBe("wizards:errors.too_many_photos");
    expect(errorOf(check({ ...f, min: 2 }, ["a"]))).toBe("wizards:errors.too_few_photos");
    expect(check({ name: "photos", type: "photos", min: 0, max: 8 }, [])).toEqual({
      ok: true,
      answers: { photos: [] },
    });
  });

  it("checks only the fields asked: a hidden field is neither validated nor changed", () => {
    const step: WizardStep = {
      id: "c",
      fields: [
        { name: "accident", type: "choice", options: ["yes", "no"], required: true },
        { name: "damage", type: "textarea", required: true, showIf: { field: "accident", in: ["no"] } },
      ],
    };
    expect(
      checkStep(step, { accident: "yes" }, { answers: { damage: "kept" }, lists, now, locale: "de" }),
    ).toEqual({
      ok: true,
      answers: { accident: "yes" },
    });
    const refused = checkStep(
      step,
      { accident: "no", damage: "" },
      { answers: {}, lists, now, locale: "de" },
    );
    expect(refused).toEqual({ ok: false, fields: { damage: ["wizards:errors.required"] } });
  });

  it("the demo wizards are valid definitions", () => {
    expect(wizardDefinitionSchema.safeParse(TRADE_IN_WIZARD).success).toBe(true);
    expect(wizardDefinitionSchema.safeParse(CALLBACK_WIZARD).success).toBe(true);
  });
});
