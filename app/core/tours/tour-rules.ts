/**
 * Guided tours (decision 0032): what a tour is, where it
 * runs, whom it targets and when it is valid. Pure and small: the editor (browser) and the server use the
 * same rules, the server decides.
 */
import { z } from "zod";
import { LOCALES, type Locale } from "../../shared/locales";
import { TOUR_GROUPS, TOUR_LIMITS, TOUR_TYPES, type TourStep, type TourType } from "./tour-screens";

export {
  TOUR_GROUPS,
  TOUR_LIMITS,
  TOUR_SCREENS,
  TOUR_TYPES,
  type TourStep,
  type TourType,
  tourTypeOfRoute,
} from "./tour-screens";

/** Control characters (C0 and DEL); line breaks and tabs allowed in texts when `text`. */
function hasControl(value: string, text: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (text && (c === 9 || c === 10 || c === 13)) continue;
    if (c < 32 || c === 127) return true;
  }
  return false;
}

const IDENT = "-?[_a-zA-Z][_a-zA-Z0-9-]*";
const STRING = `"[^"\\\\\\n]*"|'[^'\\\\\\n]*'`;
const SIMPLE_PSEUDO =
  "first-child|last-child|only-child|first-of-type|last-of-type|only-of-type|empty|checked|disabled|enabled";
/** One simple selector: type, universal, #id, .class, [attr], [attr op value], a plain pseudo-class. */
const SIMPLE = new RegExp(
  `^(?:${IDENT}|\\*|#${IDENT}|\\.${IDENT}` +
    `|\\[\\s*${IDENT}\\s*(?:[~|^$*]?=\\s*(?:${STRING}|${IDENT})\\s*(?:[iIsS]\\s*)?)?\\]` +
    `|:(?:${SIMPLE_PSEUDO})|:(?:nth-child|nth-of-type)\\(\\s*\\d{1,3}\\s*\\))`,
);

/**
 * A CSS selector of the safe subset tours need (decision 0032): compound selectors of type, #id, .class,
 * attribute and simple structural pseudo-classes, joined by descendant, `>`, `+`, `~` or listed with
 * commas. Everything else (functional pseudo-classes beyond nth-*, escapes, control characters) is refused.
 */
export function isTourSelector(value: string): boolean {
  if (value.length === 0 || value.length > TOUR_LIMITS.selector) return false;
  if (value.includes("\\") || hasControl(value, false)) return false;
  for (const part of value.split(/,(?=(?:[^"']|"[^"]*"|'[^']*')*$)/)) {
    let rest = part.trim();
    if (!rest) return false;
    let expectCompound = true;
    while (rest.length > 0) {
      if (expectCompound) {
        let matched = 0;
        for (;;) {
          const m = SIMPLE.exec(rest);
          if (!m) break;
          // A type selector only first in a compound.
          if (matched > 0 && /^[-_a-zA-Z*]/.test(m[0])) return false;
          rest = rest.slice(m[0].length);
          matched++;
        }
        if (matched === 0) return false;
        expectCompound = false;
      } else {
        const c = /^\s*[>+~]\s*|^\s+/.exec(rest);
        if (!c) return false;
        rest = rest.slice(c[0].length);
        if (!rest) return false;
        expectCompound = true;
      }
    }
  }
  return true;
}

const E = "tours:errors";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noControl = (v: string) => !hasControl(v, true);

const stepSchema = z.object({
  id: z.string().regex(UUID, `${E}.invalid`).optional(),
  selector: z
    .string(`${E}.selector_required`)
    .trim()
    .min(1, `${E}.selector_required`)
    .max(TOUR_LIMITS.selector, `${E}.too_long`)
    .refine((v) => v === "" || isTourSelector(v), `${E}.selector_invalid`),
  content: z
    .partialRecord(
      z.enum(LOCALES, `${E}.language`),
      z.string(`${E}.invalid`).max(TOUR_LIMITS.content, `${E}.too_long`).refine(noControl, `${E}.invalid`),
      `${E}.invalid`,
    )
    .transform((c) => {
      const out: Partial<Record<Locale, string>> = {};
      for (const [lang, text] of Object.entries(c) as [Locale, string][]) {
        if (text.trim()) out[lang] = text.trim();
      }
      return out;
    }),
});

/** The tour data of `PUT /api/tours/{id}.json`. */
export const tourInputSchema = z.object({
  name: z
    .string(`${E}.name_required`)
    .trim()
    .min(1, `${E}.name_required`)
    .max(TOUR_LIMITS.name, `${E}.too_long`)
    .refine(noControl, `${E}.invalid`),
  type: z.enum(TOUR_TYPES as [TourType, ...TourType[]], `${E}.type`),
  whiteLabelProject: z.string(`${E}.invalid`).regex(UUID, `${E}.white_label_project`).nullish(),
  targetGroups: z
    .array(z.enum(TOUR_GROUPS, `${E}.group`), `${E}.invalid`)
    .max(TOUR_GROUPS.length, `${E}.invalid`)
    .default([])
    .transform((g) => [...new Set(g)]),
  position: z
    .number(`${E}.position`)
    .int(`${E}.position`)
    .min(0, `${E}.position`)
    .max(9999, `${E}.position`)
    .default(0),
  steps: z
    .array(stepSchema, `${E}.steps_required`)
    .min(1, `${E}.steps_required`)
    .max(TOUR_LIMITS.steps, `${E}.too_many_steps`),
});
export type TourInput = z.input<typeof tourInputSchema>;
export type ValidTour = z.output<typeof tourInputSchema>;

/**
 * Validates tour data for a project: the schema, then the project's rules (content in the project's
 * default language, only languages the project offers). Errors are keyed by path (`steps.1.selector`)
 * with catalogue keys, so the editor can show each next to its field.
 */
export function validateTour(
  input: unknown,
  project: { languages: readonly Locale[]; defaultLanguage: Locale },
): { ok: true; value: ValidTour } | { ok: false; fields: Record<string, string[]> } {
  const parsed = tourInputSchema.safeParse(input);
  const fields: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    fields[key] = [...new Set([...(fields[key] ?? []), message])];
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.length ? issue.path.map(String).join(".") : "form";
      add(key, /^[a-z_-]+:[a-z_.]+$/i.test(issue.message) ? issue.message : `${E}.invalid`);
    }
    return { ok: false, fields };
  }
  parsed.data.steps.forEach((step, i) => {
    if (!step.content[project.defaultLanguage])
      add(`steps.${i}.content.${project.defaultLanguage}`, `${E}.content_required`);
    for (const lang of Object.keys(step.content) as Locale[]) {
      if (!project.languages.includes(lang)) add(`steps.${i}.content.${lang}`, `${E}.language`);
    }
  });
  const ids = parsed.data.steps.map((s) => s.id).filter(Boolean);
  if (new Set(ids).size !== ids.length) add("steps", `${E}.invalid`);
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, value: parsed.data };
}

/** A step's text in the wanted language, else the default language's. */
export function stepText(step: TourStep, lang: Locale, fallback: Locale): string {
  return step.content[lang] ?? step.content[fallback] ?? "";
}
