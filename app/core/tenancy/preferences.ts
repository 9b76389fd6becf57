import { z } from "zod";

import { CONTRAST_COOKIE, CONTRAST_MAX_AGE_SECONDS } from "../../shared/contrast";

/** The no-JavaScript contrast switch: the wanted theme and a same-site path to return to. */
export const contrastPreferenceSchema = z.object({
  value: z.enum(["high", "normal"]),
  back: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])/, "must be a path on this site")
    .default("/"),
});

export function contrastCookie(value: "high" | "normal", secure: boolean): string {
  return `${CONTRAST_COOKIE}=${value}; Path=/; Max-Age=${CONTRAST_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
