import { z } from "zod";
import { LOCALES } from "../../shared/locales";

import {
  DEFAULT_SOUND_SETTINGS,
  NOTIFICATION_TYPES,
  type NotificationType,
  type SoundSettings,
} from "./sound-settings";

export { DEFAULT_SOUND_SETTINGS, NOTIFICATION_TYPES, type NotificationType, type SoundSettings };

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());
// PostgreSQL's text cannot hold NUL: refused here as input, not left to fail as a 500 on saving.
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: "validation:too_long" })
    .refine((v) => !v.includes("\u0000"), { message: "validation:invalid_value" })
    .default("");

/** The userEdit form: customer and employee profile. Messages are catalogue keys. */
export const profileSchema = z.object({
  first_name: text(100).pipe(z.string().min(1, { message: "validation:required" })),
  last_name: text(100).pipe(z.string().min(1, { message: "validation:required" })),
  company: text(200),
  language: z.enum(LOCALES, { message: "validation:invalid_choice" }),
  sound_success: checkbox.default(false),
  sound_information: checkbox.default(false),
  sound_warning: checkbox.default(false),
  sound_danger: checkbox.default(false),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export function soundSettingsOf(input: ProfileInput): SoundSettings {
  return {
    success: input.sound_success,
    information: input.sound_information,
    warning: input.sound_warning,
    danger: input.sound_danger,
  };
}

/** Avatars: the formats and the size accepted before sharp resizes them to 256 px WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;
