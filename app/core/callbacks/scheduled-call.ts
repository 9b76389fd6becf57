/**
 * Call-back slots offered by a mailed `scheduledCall/{token}` link: 30-minute slots in the
 * location's opening hours over the next 7 days, none sooner than 2 hours ahead, in the location's time
 * zone (stored UTC). Pure: the appointment rules of core/locations with the call-back's numbers.
 */
import { z } from "zod";
import { type BookableDay, bookableDays, type SlotRules } from "../locations/appointment-slots";
import { type ClosedDays, NO_CLOSED_DAYS } from "../locations/closed-day-types";
import type { OpeningHours } from "../locations/opening-hours";
import { isCalendarDay, zonedTimeToUtc } from "../locations/zoned-time";

export const CALLBACK_SLOT_RULES: SlotRules = { slotMinutes: 30, minNoticeMinutes: 120, daysAhead: 7 };

/** The free call-back slots from `now`, grouped by local day. */
export function callbackSlots(
  hours: OpeningHours,
  timeZone: string,
  now: Date,
  closed: ClosedDays = NO_CLOSED_DAYS,
): BookableDay[] {
  return bookableDays(hours, timeZone, now, CALLBACK_SLOT_RULES, closed);
}

/** The form of the call-back page: one slot `YYYY-MM-DDTHH:MM` (local) and an optional note. */
export const callbackPickSchema = z.object({
  slot: z
    .string({ message: "mail-links:scheduled_call.errors.slot" })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "mail-links:scheduled_call.errors.slot"),
  note: z
    .string()
    .trim()
    .max(1000, "validation:too_long")
    .optional()
    .transform((v) => v || null),
});
export type CallbackPick = z.input<typeof callbackPickSchema>;

/** The instant of a picked slot if it is one of those offered at `now`, else null. */
export function resolveCallbackSlot(
  slot: string,
  hours: OpeningHours,
  timeZone: string,
  now: Date,
  closed: ClosedDays = NO_CLOSED_DAYS,
): Date | null {
  const [day, time] = slot.split("T");
  if (!day || !time || !isCalendarDay(day)) return null;
  const offered = callbackSlots(hours, timeZone, now, closed).find((d) => d.day === day);
  if (!offered?.slots.includes(time)) return null;
  return zonedTimeToUtc(day, time, timeZone);
}
