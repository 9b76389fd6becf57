/**
 * Free workshop slots: candidate starts every `stepMinutes` in the location's opening hours
 * (the service must end by closing), none sooner than `minNoticeMinutes` from now, for `horizonDays`
 * calendar days; a start is free while fewer than `bays` booked appointments overlap the whole service.
 * Computed on the location's wall clock and stored as UTC instants, so a DST change moves nothing.
 * Pure: no I/O.
 */
import { z } from "zod";
import { localeNumber } from "../../shared/locale-number";
import type { Locale } from "../../shared/locales";
import { personFieldsWithPhone } from "../contact/person-fields";
import type { BookableDay } from "../locations/appointment-slots";
import { weekdayOf } from "../locations/appointment-slots";
import { type ClosedDays, closedReason } from "../locations/closed-day-types";
import type { OpeningHours } from "../locations/opening-hours";
import {
  addDays,
  type CalendarDay,
  isCalendarDay,
  zonedParts,
  zonedTimeToUtc,
} from "../locations/zoned-time";

export type ServiceSlotRules = {
  /** Candidate starts every this many minutes from opening. */
  stepMinutes: number;
  /** The workshop plans its day ahead: no booking sooner than this before the start. */
  minNoticeMinutes: number;
  /** How many calendar days, from today, are offered. */
  horizonDays: number;
};

/** 30-minute grid, 24 hours' notice, six weeks ahead (decision draft service-booking). */
export const SERVICE_SLOT_RULES: ServiceSlotRules = {
  stepMinutes: 30,
  minNoticeMinutes: 24 * 60,
  horizonDays: 42,
};

export type BookedInterval = { startsAt: Date; endsAt: Date };

export type SlotQuery = {
  hours: OpeningHours;
  timeZone: string;
  now: Date;
  durationMinutes: number;
  bays: number;
  /** Booked appointments of the location in (at least) the searched period, in any bay. */
  booked: readonly BookedInterval[];
  /** Public holidays and the dealer's closed days of the searched period (decision 0050). */
  closed?: ClosedDays;
  rules?: ServiceSlotRules;
};

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function toHhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * The workshop's hours on a weekday: those of the `service` department where the location lists them,
 * else its general hours.
 */
export function workshopHours(hours: OpeningHours, day: CalendarDay): { opens: number; closes: number }[] {
  const service = hours.filter((h) => h.department === "service");
  const general = hours.filter((h) => !h.department);
  const weekday = weekdayOf(day);
  return (service.length ? service : general)
    .filter((h) => h.day === weekday)
    .map((h) => ({ opens: toMinutes(h.opens), closes: toMinutes(h.closes) }));
}

/** Start times ("HH:MM", local) on a day where a service of `durationMinutes` fits the hours. */
export function candidateStarts(
  hours: OpeningHours,
  day: CalendarDay,
  durationMinutes: number,
  stepMinutes: number,
): string[] {
  const starts = new Set<number>();
  for (const h of workshopHours(hours, day)) {
    for (let t = h.opens; t + durationMinutes <= h.closes; t += stepMinutes) starts.add(t);
  }
  return [...starts].sort((a, b) => a - b).map(toHhmm);
}

/**
 * How many booked appointments overlap `[start, end)`. Counting overlapping appointments (not the
 * greatest number at one instant) is what guarantees a bay: if fewer than `bays` overlap the period,
 * at least one bay has none of them for the whole service.
 */
export function overlapping(booked: readonly BookedInterval[], start: number, end: number): number {
  let n = 0;
  for (const b of booked) if (b.startsAt.getTime() < end && b.endsAt.getTime() > start) n++;
  return n;
}

/** The free slots from `now`, grouped by local day; days without a free slot are left out. */
export function freeServiceSlots(q: SlotQuery): BookableDay[] {
  const rules = q.rules ?? SERVICE_SLOT_RULES;
  const earliest = q.now.getTime() + rules.minNoticeMinutes * 60_000;
  const today = zonedParts(q.now, q.timeZone).day;
  const durationMs = q.durationMinutes * 60_000;
  // Sorted once; each day looks only at the appointments that can touch it.
  const booked = [...q.booked].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const days: BookableDay[] = [];
  for (let i = 0; i < rules.horizonDays; i++) {
    const day = addDays(today, i);
    const slots: string[] = [];
    if (q.closed && closedReason(q.closed, day)) continue;
    const starts = candidateStarts(q.hours, day, q.durationMinutes, rules.stepMinutes);
    if (!starts.length) continue;
    const dayStart = zonedTimeToUtc(day, "00:00", q.timeZone).getTime();
    const dayEnd = zonedTimeToUtc(addDays(day, 1), "00:00", q.timeZone).getTime();
    // A day without a clock change is 24 hours long: its slots are midnight plus their minutes, which
    // spares two Intl look-ups per slot. A DST day converts each slot on its own.
    const steady = dayEnd - dayStart === 86_400_000;
    const touching = booked.filter((b) => b.startsAt.getTime() < dayEnd && b.endsAt.getTime() > dayStart);
    for (const time of starts) {
      const start = steady
        ? dayStart + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000
        : zonedTimeToUtc(day, time, q.timeZone).getTime();
      if (start < earliest) continue;
      if (overlapping(touching, start, start + durationMs) < q.bays) slots.push(time);
    }
    if (slots.length) days.push({ day, slots });
  }
  return days;
}

/** The UTC instant of a picked local slot "YYYY-MM-DDTHH:MM" if it is free at `now`, else null. */
export function resolveServiceSlot(slot: string, q: SlotQuery): Date | null {
  const [day, time] = slot.split("T");
  if (!day || !time || !isCalendarDay(day)) return null;
  const offered = freeServiceSlots(q).find((d) => d.day === day);
  if (!offered?.slots.includes(time)) return null;
  return zonedTimeToUtc(day, time, q.timeZone);
}

/** The searched period of `freeServiceSlots` (for loading the booked appointments). */
export function slotWindow(now: Date, timeZone: string, rules: ServiceSlotRules = SERVICE_SLOT_RULES) {
  const today = zonedParts(now, timeZone).day;
  return {
    from: zonedTimeToUtc(today, "00:00", timeZone),
    to: zonedTimeToUtc(addDays(today, rules.horizonDays + 1), "00:00", timeZone),
  };
}

const SLOT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const text = (max: number) =>
  z
    .string({ message: "validation:required" })
    .trim()
    .min(1, "validation:required")
    .max(max, "validation:too_long");

/** The car of the booking: brand and model required; plate and mileage (typed the page's way) optional. */
export const serviceVehicleSchemaFor = (locale: Locale | string) =>
  z.object({
    brand: text(60),
    model: text(60),
    plate: z
      .string()
      .trim()
      .max(15, "validation:too_long")
      .optional()
      .transform((v) => v || undefined),
    // 85.000 in de, 85,000 in en (decision 0054).
    mileageKm: localeNumber(locale, {
      optional: true,
      min: 0,
      max: 2_000_000,
      messages: { invalid: "service-booking:errors.mileage", range: "service-booking:errors.mileage" },
    }).transform((v) => v ?? undefined),
  });

/** The booking form (storefront page and API) in the page's language: one schema for browser and server. */
export const serviceBookingSchemaFor = (locale: Locale | string) =>
  serviceVehicleSchemaFor(locale).extend({
    locationId: z.coerce.number({ message: "service-booking:errors.location" }).int().positive(),
    offeringId: z.coerce.number({ message: "service-booking:errors.offering" }).int().positive(),
    slot: z.string({ message: "service-booking:errors.slot" }).regex(SLOT, "service-booking:errors.slot"),
    ...personFieldsWithPhone,
    note: z
      .string()
      .trim()
      .max(1000, "validation:too_long")
      .optional()
      .transform((v) => v || null),
  });
/** The booking form read the German way (the API and callers without a page language). */
export const serviceBookingSchema = serviceBookingSchemaFor("de");
export type ServiceBookingInput = z.input<typeof serviceBookingSchema>;
export type ServiceBooking = z.output<typeof serviceBookingSchema>;

/** Moving an appointment from the mailed link: the new slot. */
export const serviceMoveSchema = z.object({
  slot: z.string({ message: "service-booking:errors.slot" }).regex(SLOT, "service-booking:errors.slot"),
});
