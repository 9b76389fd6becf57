import { z } from "zod";

import { CONTRAST_COOKIE, CONTRAST_MAX_AGE_SECONDS } from "../../shared/contrast";
import { safeRedirect } from "../../shared/safe-redirect";

/** The no-JavaScript contrast switch: the wanted theme and a same-site path to return to. */
export const contrastPreferenceSchema = z.object({
  value: z.enum(["high", "normal"]),
  /** Anything but a safe path on this site (shared/safe-redirect.ts) goes back to the home page. */
  back: z
    .unknown()
    .optional()
    .transform((v) => safeRedirect(v)),
});

export function contrastCookie(value: "high" | "normal", secure: boolean): string {
  return `${CONTRAST_COOKIE}=${value}; Path=/; Max-Age=${CONTRAST_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
