/**
 * A click wizard as data (db/schema/wizards.ts `definition`): ordered steps of fields, with branching by
 * answer. Pure types and the zod schema that validates a definition before it is stored or run. Texts
 * are not here: labels, info texts, option names and step titles come from the wizard's functional
 * content (form element `name` = field name, `field.option`, or `step:{id}`), in every language.
 *
 * Field names with a meaning for the lead: `firstName`, `lastName`, `email`, `phone`, `privacy`
 * (consent), `marketing`, `locationId`, and for vehicles `brand`, `model`, `firstRegistration`
 * (YYYY-MM), `mileageKm`, `fuel`, `gearbox`; every answer is kept in the job's payload.
 */
import { z } from "zod";
import { FIELD_TYPES, FINISH } from "./wizard-vocabulary";

export { FIELD_TYPES, FINISH };
export type FieldType = (typeof FIELD_TYPES)[number];

/** A condition on an earlier answer: equal to one of `in` (for `multi`: contains one of them). */
export type WizardCondition = { field: string; in: string[] } | { field: string; notIn: string[] };

export type WizardField = {
  name: string;
  type: FieldType;
  required?: boolean;
  /** choice, select, multi: the values (their labels are form elements `name.value`). */
  options?: string[];
  /** number: value bounds; text: length bounds; photos: count bounds; month/date: year bounds. */
  min?: number;
  max?: number;
  /** number: decimal places it takes (default 0, whole numbers; read in the page's language). */
  decimals?: number;
  /** text, tel: a regular expression the whole value must match. */
  pattern?: string;
  /** model: the brand field it depends on. */
  dependsOn?: string;
  /** Asked only when the condition holds (otherwise neither shown nor validated). */
  showIf?: WizardCondition;
};

export type WizardStep = {
  id: string;
  fields: WizardField[];
  /** The first rule whose condition holds names the next step (or "finish"); else the following step. */
  next?: { when: WizardCondition; goto: string }[];
};

export type WizardDefinition = { version: 1; steps: WizardStep[] };

/** A wizard's answers so far: field name -> value (multi and photos: arrays). */
export type WizardAnswers = Record<string, string | string[]>;

const name = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);
const condition = z.union([
  z.object({ field: name, in: z.array(z.string().max(80)).min(1).max(50) }).strict(),
  z.object({ field: name, notIn: z.array(z.string().max(80)).min(1).max(50) }).strict(),
]);

export const wizardDefinitionSchema = z
  .object({
    version: z.literal(1),
    steps: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/),
            fields: z
              .array(
                z
                  .object({
                    name,
                    type: z.enum(FIELD_TYPES),
                    required: z.boolean().optional(),
                    options: z
                      .array(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/))
                      .max(50)
                      .optional(),
                    min: z.number().finite().optional(),
                    max: z.number().finite().optional(),
                    decimals: z.number().int().min(0).max(4).optional(),
                    pattern: z.string().max(200).optional(),
                    dependsOn: name.optional(),
                    showIf: condition.optional(),
                  })
                  .strict(),
              )
              .min(1)
              .max(20),
            next: z
              .array(z.object({ when: condition, goto: z.string().max(40) }).strict())
              .max(20)
              .optional(),
          })
          .strict(),
      )
      .min(1)
      .max(30),
  })
  .strict()
  .superRefine((def, ctx) => {
    const ids = new Set(def.steps.map((s) => s.id));
    if (ids.size !== def.steps.length) ctx.addIssue({ code: "custom", message: "duplicate_step" });
    const fields = def.steps.flatMap((s) => s.fields.map((f) => f.name));
    if (new Set(fields).size !== fields.length) ctx.addIssue({ code: "custom", message: "duplicate_field" });
    for (const step of def.steps) {
      for (const rule of step.next ?? []) {
        if (rule.goto !== FINISH && !ids.has(rule.goto))
          ctx.addIssue({ code: "custom", message: "unknown_step" });
      }
      for (const f of step.fields) {
        if ((f.type === "choice" || f.type === "select" || f.type === "multi") && !f.options?.length) {
          ctx.addIssue({ code: "custom", message: "options_missing" });
        }
      }
    }
  });
