/**
 * Closed days as admins keep them (account/settings/locations, decision 0050): each location's region
 * (whose public holidays close it) and the dealer's own closed days. The holidays themselves are not
 * stored: they are computed, so next year's Easter needs no one.
 */
import { z } from "zod";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { fieldErrorsOf } from "../contact/person-fields";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import type { ClosedDays } from "./closed-day-types";
import { type ClosedDay, closedDaysAhead, isKnownRegion, regionsOf } from "./closed-days";
import { updateLocationCalendar } from "./locations.repo.server";
import { getLocation, listLocations } from "./locations.service.server";
import { isCalendarDay, zonedParts } from "./zoned-time";

/** How far ahead the screen shows what is closed (holidays and own days). */
export const CALENDAR_PREVIEW_DAYS = 120;
/** More own closed days than this per location is a mistake, not a plan. */
export const MAX_CLOSED_DAYS = 100;

export type LocationCalendarView = {
  id: number;
  name: string;
  city: string;
  country: string;
  region: string | null;
  /** The subdivisions whose holidays the location can follow (code and name). */
  regions: { code: string; name: string }[];
  /** The dealer's own days from today on, in date order. */
  closedDays: ClosedDay[];
  /** Everything closed in the next CALENDAR_PREVIEW_DAYS days (holidays and own days). */
  upcoming: ClosedDays;
};

function requireAdmin(ctx: ServiceContext): Result<null> {
  if (!ctx.principal) return err({ code: "unauthorized" });
  return inGroup(ctx.principal, "admin") ? ok(null) : err({ code: "forbidden" });
}

function todayAt(timeZone: string, now: Date): string {
  return zonedParts(now, timeZone).day;
}

export async function listLocationCalendars(ctx: ServiceContext): Promise<Result<LocationCalendarView[]>> {
  const allowed = requireAdmin(ctx);
  if (!allowed.ok) return allowed;
  const now = ctx.clock.now();
  return ok(
    (await listLocations(ctx)).map((l) => {
      const today = todayAt(l.timeZone, now);
      return {
        id: l.id,
        name: l.name,
        city: l.city,
        country: l.country,
        region: l.region,
        regions: regionsOf(l.country),
        closedDays: l.closedDays.filter((d) => d.date >= today).sort((a, b) => a.date.localeCompare(b.date)),
        upcoming: closedDaysAhead(l, now, CALENDAR_PREVIEW_DAYS, ctx.locale),
      };
    }),
  );
}

const locationId = z.coerce
  .number({ message: "validation:invalid_choice" })
  .int("validation:invalid_choice")
  .positive("validation:invalid_choice");

export const regionFormSchema = z.object({
  locationId,
  region: z
    .string()
    .trim()
    .max(10, "validation:invalid_choice")
    .transform((v) => v || null),
});

export const closedDayFormSchema = z.object({
  locationId,
  date: z
    .string({ message: "settings:locations.errors.date" })
    .refine(isCalendarDay, "settings:locations.errors.date"),
  note: z
    .string()
    .trim()
    .max(80, "validation:too_long")
    .optional()
    .transform((v) => v || null),
});

export const removeClosedDaySchema = z.object({
  locationId,
  date: z
    .string({ message: "settings:locations.errors.date" })
    .refine(isCalendarDay, "settings:locations.errors.date"),
});

/** The project's location (another project's id is not found). */
async function ownLocation(ctx: ServiceContext, id: number) {
  const found = await getLocation(ctx, id);
  return found.ok ? found.value : null;
}

function saveLocation(
  ctx: ServiceContext,
  id: number,
  values: { region?: string | null; closedDays?: ClosedDay[] },
): Promise<void> {
  return updateLocationCalendar(scoped(ctx), id, values);
}

export async function setLocationRegion(ctx: ServiceContext, input: unknown): Promise<Result<null>> {
  const allowed = requireAdmin(ctx);
  if (!allowed.ok) return allowed;
  const parsed = regionFormSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrorsOf(parsed.error) });
  const location = await ownLocation(ctx, parsed.data.locationId);
  if (!location) return err({ code: "not_found" });
  const { region } = parsed.data;
  if (region && !isKnownRegion(location.country, region))
    return err({ code: "invalid", fields: { region: ["validation:invalid_choice"] } });
  await saveLocation(ctx, location.id, { region });
  return ok(null);
}

export async function addLocationClosedDay(ctx: ServiceContext, input: unknown): Promise<Result<null>> {
  const allowed = requireAdmin(ctx);
  if (!allowed.ok) return allowed;
  const parsed = closedDayFormSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrorsOf(parsed.error) });
  const location = await ownLocation(ctx, parsed.data.locationId);
  if (!location) return err({ code: "not_found" });
  const { date, note } = parsed.data;
  if (date < todayAt(location.timeZone, ctx.clock.now()))
    return err({ code: "invalid", fields: { date: ["settings:locations.errors.past"] } });
  // Days gone by are dropped as the list is saved; the same day again replaces its note.
  const today = todayAt(location.timeZone, ctx.clock.now());
  const kept = location.closedDays.filter((d) => d.date >= today && d.date !== date);
  if (kept.length >= MAX_CLOSED_DAYS)
    return err({ code: "invalid", fields: { date: ["settings:locations.errors.too_many"] } });
  const closedDays = [...kept, { date, note }].sort((a, b) => a.date.localeCompare(b.date));
  await saveLocation(ctx, location.id, { closedDays });
  return ok(null);
}

export async function removeLocationClosedDay(ctx: ServiceContext, input: unknown): Promise<Result<null>> {
  const allowed = requireAdmin(ctx);
  if (!allowed.ok) return allowed;
  const parsed = removeClosedDaySchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrorsOf(parsed.error) });
  const location = await ownLocation(ctx, parsed.data.locationId);
  if (!location) return err({ code: "not_found" });
  const closedDays = location.closedDays.filter((d) => d.date !== parsed.data.date);
  if (closedDays.length === location.closedDays.length) return err({ code: "not_found" });
  await saveLocation(ctx, location.id, { closedDays });
  return ok(null);
}
