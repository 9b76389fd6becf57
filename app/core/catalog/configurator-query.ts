/**
 * The configurator's selected options and paint in the URL, validated. Apart from configurator.ts so the browser
 * bundle, which needs the configurator's pure rules, does not carry zod for it (only loaders and the
 * action parse the query).
 */
import { z } from "zod";

const OPTION_KEY = /^[a-z0-9_]{1,40}$/;
const MAX_OPTIONS = 60;

/**
 * The `o` query parameter: `?o=a,b` (what the page writes) or `?o=a&o=b` (what a form without
 * JavaScript sends). Malformed keys are dropped, never an error: a shared link keeps working.
 */
export const optionKeysSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const parts = (Array.isArray(value) ? value : value === undefined ? [] : [value])
      .flatMap((v) => v.split(","))
      .map((v) => v.trim().toLowerCase())
      .filter((v) => OPTION_KEY.test(v));
    return [...new Set(parts)].slice(0, MAX_OPTIONS);
  });

export function parseOptionKeys(params: URLSearchParams): string[] {
  const all = params.getAll("o");
  return optionKeysSchema.parse(all.length > 1 ? all : all[0]);
}

/**
 * The `c` query parameter: the chosen paint's key (`?c=ocean_blue`). A malformed value counts as no
 * choice (the standard paint); whether the model offers the key is the service's question.
 */
export const colourKeySchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const first = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
    return first && OPTION_KEY.test(first) ? first : null;
  });

export function parseColourKey(params: URLSearchParams): string | null {
  const all = params.getAll("c");
  return colourKeySchema.parse(all.length > 1 ? all : all[0]);
}
