/**
 * In-page notification types; a sound plays per type only when its setting is on. Kept free of
 * zod so that modules which only need the types (the notification client, the outbox's notification
 * handler) do not create the profile's zod schemas before the API's OpenAPI extension is loaded.
 */
export const NOTIFICATION_TYPES = ["success", "information", "warning", "danger"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type SoundSettings = Record<NotificationType, boolean>;
export const DEFAULT_SOUND_SETTINGS: SoundSettings = {
  success: false,
  information: true,
  warning: true,
  danger: true,
};
