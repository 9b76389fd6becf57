/**
 * The configurator's selected options in the URL, validated. Apart from configurator.ts so the browser
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
