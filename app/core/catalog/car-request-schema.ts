import { z } from "zod";
import { fieldErrorsOf, personFields } from "../contact/person-fields";
import { bookableDays, openSlots, type SlotRules } from "../locations/appointment-slots";
import { type ClosedDays, closedReason } from "../locations/closed-day-types";
import type { OpeningHours } from "../locations/opening-hours";
import { addDays, isCalendarDay, zonedParts, zonedTimeToUtc } from "../locations/zoned-time";

/** What a buyer asks for on a car's page. */
export const CAR_REQUEST_KINDS = ["test_drive", "question"] as const;
export type CarRequestKind = (typeof CAR_REQUEST_KINDS)[number];

/**
 * Test drives: half-hour slots in the location's opening hours, at least two hours ahead, up to three
 * weeks ahead (the text `car:request.date_range` says "three weeks").
 */
export const TEST_DRIVE_SLOTS: SlotRules = { slotMinutes: 30, minNoticeMinutes: 120, daysAhead: 21 };

/** Where the car's test drive takes place: the hours and time zone of its location. */
export type TestDrivePlace = {
  openingHours: OpeningHours;
  timeZone: string;
  /** Holidays and the dealer's closed days of the test-drive period (decision 0050). */
  closed: ClosedDays;
};

/** The days and times a buyer can choose for a test drive at this place, from `now`. */
export function testDriveDays(place: TestDrivePlace, now: Date = new Date()) {
  return bookableDays(place.openingHours, place.timeZone, now, TEST_DRIVE_SLOTS, place.closed);
}

/**
 * The request form of the car detail page, shared by the browser (instant feedback) and the action.
 * A test drive must name one of the offered slots of the car's location: a closed day, a time outside
 * the opening hours, or one too soon is refused with its own message. `now` is a parameter so the rule
 * stays pure and testable; messages are translation keys.
 */
export function carRequestSchema({ place, now = new Date() }: { place: TestDrivePlace | null; now?: Date }) {
  return (
    z
      .object({
        kind: z.enum(CAR_REQUEST_KINDS, { message: "validation:invalid_choice" }),
        ...personFields,
        message: z
          .string()
          .trim()
          .max(5000, "validation:too_long")
          .optional()
          .transform((v) => v ?? ""),
        preferredDate: z
          .string()
          .trim()
          .optional()
          .transform((v) => (v ? v : null)),
        preferredTime: z
          .string()
          .trim()
          .optional()
          .transform((v) => (v ? v : null)),
        /** Honeypot: people never see it, robots fill it in. */
        website: z.string().optional(),
      })
      // Runs even when other fields failed, so the visitor sees every problem at once; hence the
      // defensive reads (a failed field keeps its raw value).
      .superRefine(
        (v, ctx) => {
          const message = typeof v.message === "string" ? v.message.trim() : "";
          if (v.kind === "question" && message.length < 10) {
            ctx.addIssue({ code: "custom", path: ["message"], message: "validation:message_too_short" });
          }
          if (v.kind !== "test_drive") return;
          if (!place) {
            ctx.addIssue({ code: "custom", path: ["kind"], message: "car:request.no_test_drive" });
            return;
          }
          const issue = slotIssue(place, now, v.preferredDate, v.preferredTime);
          if (issue) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
        },
        { when: (payload) => typeof payload.value === "object" && payload.value !== null },
      )
      .transform((v) => {
        const testDrive = v.kind === "test_drive" && place && v.preferredDate && v.preferredTime;
        return {
          ...v,
          preferredDate: testDrive ? v.preferredDate : null,
          preferredTime: testDrive ? v.preferredTime : null,
          /** The chosen slot in UTC. */
          preferredAt: testDrive ? zonedTimeToUtc(v.preferredDate!, v.preferredTime!, place.timeZone) : null,
        };
      })
  );
}
export type CarRequestForm = z.infer<ReturnType<typeof carRequestSchema>>;

/** What is wrong with a chosen day and time, if anything. */
function slotIssue(
  place: TestDrivePlace,
  now: Date,
  date: unknown,
  time: unknown,
): { field: "preferredDate" | "preferredTime"; message: string } | null {
  if (typeof date !== "string" || !date)
    return { field: "preferredDate", message: "car:request.date_required" };
  if (!isCalendarDay(date)) return { field: "preferredDate", message: "car:request.date_invalid" };
  const offered = testDriveDays(place, now).find((d) => d.day === date);
  if (!offered) {
    const today = zonedParts(now, place.timeZone).day;
    const last = addDays(today, TEST_DRIVE_SLOTS.daysAhead - 1);
    if (date < today || date > last) return { field: "preferredDate", message: "car:request.date_range" };
    const closed = closedReason(place.closed, date);
    if (closed) {
      const message = closed.kind === "holiday" ? "car:request.date_holiday" : "car:request.date_closed_day";
      return { field: "preferredDate", message };
    }
    if (openSlots(place.openingHours, date, TEST_DRIVE_SLOTS.slotMinutes).length === 0) {
      return { field: "preferredDate", message: "car:request.date_closed" };
    }
    return { field: "preferredDate", message: "car:request.date_full" };
  }
  if (typeof time !== "string" || !time)
    return { field: "preferredTime", message: "car:request.time_required" };
  if (!offered.slots.includes(time)) return { field: "preferredTime", message: "car:request.time_invalid" };
  return null;
}

/** Field errors of a failed parse, keyed by field name (first message per field first). */
export const carRequestErrors = fieldErrorsOf;
