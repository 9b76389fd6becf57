/**
 * The cart forms as the browser posts them (one field per value, options repeated) turned into the
 * inputs the core's zod schemas check (`addToCartSchema`, `setQuantitySchema`). Pure: no I/O, no React.
 * Numbers are handed over as numbers when they look like one, so the schemas decide the rest.
 */
import { z } from "zod";
import { redirectTargetSchema } from "../../core/identity/auth-schema";

/** What a cart form asks for: put something in, change a line's quantity, take a line out. */
export const cartIntentSchema = z.enum(["add", "set", "remove"]);
export type CartIntent = z.infer<typeof cartIntentSchema>;

/** `intent` and where a browser without JavaScript goes back to (absent for the fetcher). */
export const cartFormMetaSchema = z.object({
  intent: cartIntentSchema,
  redirectTo: redirectTargetSchema,
});

const INTEGER = /^-?\d{1,9}$/;

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : undefined;
}

function numberOrText(form: FormData, name: string): number | string | undefined {
  const value = text(form, name);
  return value !== undefined && INTEGER.test(value) ? Number(value) : value;
}

/** The add form's fields as the `addToCartSchema` input (its discriminated union on `kind`). */
export function addInputOf(form: FormData): Record<string, unknown> {
  const kind = text(form, "kind");
  switch (kind) {
    case "used_car":
      return { kind, carNumber: numberOrText(form, "carNumber") };
    case "item":
      return { kind, itemId: text(form, "itemId"), quantity: numberOrText(form, "quantity") ?? 1 };
    case "new_car":
      return {
        kind,
        brand: text(form, "brand"),
        model: text(form, "model"),
        gear: text(form, "gear"),
        fuel: text(form, "fuel"),
        options: form
          .getAll("options")
          .filter((o): o is string => typeof o === "string" && o !== "")
          .flatMap((o) => o.split(","))
          .filter(Boolean),
        colour: text(form, "colour") || null,
      };
    default:
      return { kind };
  }
}

/** The line and quantity of a "set" form (`setQuantitySchema` checks the range). */
export function setInputOf(form: FormData): { lineId: string | undefined; quantity: unknown } {
  return { lineId: text(form, "line"), quantity: numberOrText(form, "quantity") };
}

/** The line of a "remove" form. */
export const lineIdSchema = z.uuid();
