import { z } from "zod";

export const CONTRAST_COOKIE = "ah_contrast";

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
  return `${CONTRAST_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
