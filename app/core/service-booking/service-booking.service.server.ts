/**
 * Workshop service booking (`car-service`/`onlineterminbuchung`): a visitor picks a location
 * offering `service`, a service, and a free slot; the booking is one transaction (SERVICE job, an
 * appointment in the first free bay, a confirmation mail with an .ics and a manage link). The mailed link
 * (`car-service/appointment/{token}`) cancels or moves the appointment until it starts.
 */
import { formatLocaleNumber } from "../../shared/locale-number";
import { isLocale, LOCALE_TAGS, type Locale } from "../../shared/locales";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { formatMoney } from "../commerce/money";
import { fieldErrorsOf } from "../contact/person-fields";
import type { ServiceContext } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import { translate } from "../i18n/messages.server";
import { customerReach } from "../identity/customer-reach.server";
import { createLead } from "../leads/create-lead.service.server";
import { insertJobEvent } from "../leads/jobs.repo.server";
import type { BookableDay } from "../locations/appointment-slots";
import { type ClosedDays, NO_CLOSED_DAYS } from "../locations/closed-day-types";
import { closedDaysAhead } from "../locations/closed-days";
import { type LocationView, listLocations } from "../locations/locations.service.server";
import { formatAppointment } from "../locations/zoned-time";
import { allOrNothing } from "../mail/all-or-nothing.server";
import { mailLinkUrl } from "../mail/category-mail.server";
import { issueMailLink, readMailLink } from "../mail/mail-links.server";
import { customerOfJob, queueCustomerNotification } from "../notifications/customer-notifications.server";
import { customerJobs } from "../trade-in/customer-cars.service.server";
import { pickText } from "../wizards/functional-content";
import { icsCalendar } from "./ics";
import {
  bookedIntervals,
  cancelAppointmentRow,
  findAppointment,
  findOffering,
  insertInFreeBay,
  latestVehicleOf,
  listOfferings,
  moveToFreeBay,
  type ServiceAppointment,
  type ServiceOffering,
  serviceBaysOf,
  setJobDeadline,
} from "./service-booking.repo.server";
import { appointmentVars } from "./service-reminders.server";
import {
  freeServiceSlots,
  resolveServiceSlot,
  SERVICE_SLOT_RULES,
  type SlotQuery,
  serviceBookingSchemaFor,
  serviceMoveSchema,
  slotWindow,
} from "./service-slots";

export type ServiceLocation = {
  id: number;
  name: string;
  city: string;
  address: string;
  phone: string | null;
  timeZone: string;
};

export type OfferingView = {
  id: number;
  locationId: number;
  code: string;
  name: string;
  description: string;
  durationMinutes: number;
  priceMinor: number;
  price: string;
};

export type ServiceBookingView = {
  locations: ServiceLocation[];
  location: ServiceLocation | null;
  offerings: OfferingView[];
  offering: OfferingView | null;
  days: BookableDay[];
  /** Holidays and closed days in the offered period (the days missing from `days`, with why). */
  closed: ClosedDays;
  rules: { minNoticeHours: number; horizonDays: number };
};

export type BookingError =
  | { code: "not_found"; message?: string }
  | { code: "invalid"; fields: Record<string, string[]> }
  | { code: "conflict"; message: "service-booking:errors.taken" };

function addressOf(l: LocationView): string {
  return `${l.street} ${l.houseNumber}, ${l.zipCode} ${l.city}`;
}

function locationOut(l: LocationView): ServiceLocation {
  return {
    id: l.id,
    name: l.name,
    city: l.city,
    address: addressOf(l),
    phone: l.phone,
    timeZone: l.timeZone,
  };
}

/** An offering's price as shown: "kostenlos" / "free" for a service that costs nothing, never "0,00 €". */
export function offeringPrice(priceMinor: number, currency: string, locale: Locale): string {
  return priceMinor === 0
    ? translate(locale, "service-booking:price_free")
    : formatMoney(priceMinor, currency, locale);
}

function offeringOut(o: ServiceOffering, ctx: ServiceContext): OfferingView {
  return {
    id: o.id,
    locationId: o.locationId,
    code: o.code,
    name: pickText(o.name, ctx.locale),
    description: pickText(o.description, ctx.locale),
    durationMinutes: o.durationMinutes,
    priceMinor: o.priceMinor,
    price: offeringPrice(o.priceMinor, ctx.project.currency, ctx.locale),
  };
}

/** Locations of the project that offer the workshop. */
async function serviceLocations(ctx: ServiceContext): Promise<LocationView[]> {
  return (await listLocations(ctx)).filter((l) => l.services.includes("service"));
}

async function slotQuery(
  scope: TenantScope,
  location: LocationView,
  offering: ServiceOffering,
  now: Date,
  locale: Locale,
  exceptId?: number,
): Promise<SlotQuery> {
  const bays = (await serviceBaysOf(scope, location.id)) ?? 0;
  const window = slotWindow(now, location.timeZone);
  return {
    hours: location.openingHours,
    closed: closedDaysAhead(location, now, SERVICE_SLOT_RULES.horizonDays, locale),
    timeZone: location.timeZone,
    now,
    durationMinutes: offering.durationMinutes,
    bays,
    booked: await bookedIntervals(scope, location.id, window.from, window.to, exceptId),
  };
}

/** The booking page: the service locations, the chosen one's services and the chosen service's free slots. */
export async function viewServiceBooking(
  ctx: ServiceContext,
  choice: { locationId?: number; offeringId?: number },
): Promise<Result<ServiceBookingView>> {
  if (!ctx.project.features.service_booking) return err({ code: "not_found" });
  const places = await serviceLocations(ctx);
  const location =
    places.find((l) => l.id === choice.locationId) ?? (places.length === 1 ? places[0]! : null);
  const scope = scoped(ctx);
  const rows = location ? await listOfferings(scope, location.id) : [];
  const offering = rows.find((o) => o.id === choice.offeringId) ?? null;
  const query =
    location && offering ? await slotQuery(scope, location, offering, ctx.clock.now(), ctx.locale) : null;
  const days = query ? freeServiceSlots(query) : [];
  return ok({
    closed: query?.closed ?? NO_CLOSED_DAYS,
    locations: places.map(locationOut),
    location: location ? locationOut(location) : null,
    offerings: rows.map((o) => offeringOut(o, ctx)),
    offering: offering ? offeringOut(offering, ctx) : null,
    days,
    rules: {
      minNoticeHours: SERVICE_SLOT_RULES.minNoticeMinutes / 60,
      horizonDays: SERVICE_SLOT_RULES.horizonDays,
    },
  });
}

export type BookedService = {
  appointmentId: number;
  jobId: number;
  /** The manage link's token (the page after booking is the manage page). */
  token: string;
};

type MailKind = "confirmation" | "moved" | "cancelled";

/** Queues the appointment's mail (confirmation, moved or cancelled) with its .ics, in `ctx`'s transaction. */
async function mailAppointment(
  ctx: ServiceContext,
  kind: MailKind,
  a: ServiceAppointment,
  offering: ServiceOffering,
  location: LocationView,
  link: string | null,
) {
  const lang: Locale = isLocale(a.language) ? a.language : ctx.project.defaultLanguage;
  const shown = formatAppointment(a.startsAt, location.timeZone, LOCALE_TAGS[lang]);
  const vars = {
    site: ctx.project.name,
    service: pickText(offering.name, lang),
    date: shown.date,
    time: shown.time,
    location: location.name,
    address: addressOf(location),
    vehicle: [a.vehicle.brand, a.vehicle.model, a.vehicle.plate].filter(Boolean).join(" "),
    price: offeringPrice(offering.priceMinor, ctx.project.currency, lang),
    link: link ?? "",
  };
  const ics = icsCalendar({
    uid: `service-appointment-${a.id}@${ctx.project.id}`,
    // Later changes win in calendars: seconds since booking only ever grow.
    sequence: Math.max(0, Math.floor((a.updatedAt.getTime() - a.createdAt.getTime()) / 1000)),
    stamp: ctx.clock.now(),
    start: a.startsAt,
    end: a.endsAt,
    summary: translate(lang, "service-booking:mail.ics_summary", vars),
    location: `${location.name}, ${addressOf(location)}`,
    description: translate(lang, "service-booking:mail.ics_description", vars),
    cancelled: kind === "cancelled",
  });
  await ctx.outbox.enqueue("mail", {
    to: a.email,
    lang,
    subject: translate(lang, `service-booking:mail.${kind}.subject`, vars),
    text: translate(lang, `service-booking:mail.${kind}.text`, vars),
    attachments: [
      {
        filename: kind === "cancelled" ? "appointment-cancelled.ics" : "appointment.ics",
        contentType: `text/calendar; charset=utf-8; method=${kind === "cancelled" ? "CANCEL" : "PUBLISH"}`,
        content: ics,
      },
    ],
  });
}

/**
 * Books a service: validates the form, re-computes the free slots (a slot no longer offered is "just
 * taken"), creates the SERVICE job and the appointment in the first free bay (the exclusion constraint
 * decides between concurrent bookings), issues the manage link and queues the confirmation; all or nothing.
 */
export async function bookService(
  ctx: ServiceContext,
  input: unknown,
  options: { origin: string },
): Promise<Result<BookedService, BookingError>> {
  if (!ctx.project.features.service_booking) return err({ code: "not_found" });
  const parsed = serviceBookingSchemaFor(ctx.locale).safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrorsOf(parsed.error) });
  const f = parsed.data;
  const now = ctx.clock.now();
  const taken = { code: "conflict" as const, message: "service-booking:errors.taken" as const };
  return allOrNothing<BookedService, BookingError>(ctx, async (tx) => {
    const scope = scoped(tx);
    const location = (await serviceLocations(tx)).find((l) => l.id === f.locationId);
    if (!location)
      return err({ code: "invalid", fields: { locationId: ["service-booking:errors.location"] } });
    const offering = await findOffering(scope, f.offeringId);
    if (!offering?.active || offering.locationId !== location.id)
      return err({ code: "invalid", fields: { offeringId: ["service-booking:errors.offering"] } });
    const query = await slotQuery(scope, location, offering, now, ctx.locale);
    const startsAt = resolveServiceSlot(f.slot, query);
    if (!startsAt) return err(taken);
    const endsAt = new Date(startsAt.getTime() + offering.durationMinutes * 60_000);
    const vehicle = {
      brand: f.brand,
      model: f.model,
      ...(f.plate ? { plate: f.plate } : {}),
      ...(f.mileageKm !== undefined ? { mileageKm: f.mileageKm } : {}),
    };
    const lead = await createLead(
      tx,
      "SERVICE",
      { name: f.name, email: f.email, phone: f.phone, language: tx.locale, privacyAccepted: true },
      {
        offering: offering.code,
        offeringId: offering.id,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        vehicle,
        note: f.note,
      },
      { locationId: location.id, vehicleBrandName: f.brand, vehicleModelName: f.model, at: now },
    );
    if (!lead.ok) return err({ code: "not_found" as const, message: lead.error.message });
    const appointment = await insertInFreeBay(tx, scope, query.bays, {
      locationId: location.id,
      offeringId: offering.id,
      jobId: lead.value.jobId,
      startsAt,
      endsAt,
      vehicle,
      email: f.email.toLowerCase(),
      language: tx.locale,
      at: now,
    });
    if (!appointment) return err(taken);
    await setJobDeadline(scope, lead.value.jobId, startsAt);
    const token = await issueMailLink(scope, {
      kind: "service_appointment",
      email: f.email,
      jobId: lead.value.jobId,
      locationId: location.id,
      data: { appointmentId: appointment.id },
      now,
    });
    const link = mailLinkUrl(options.origin, tx.locale, `car-service/appointment/${token}`);
    await mailAppointment(tx, "confirmation", appointment, offering, location, link);
    return ok({ appointmentId: appointment.id, jobId: lead.value.jobId, token });
  });
}

export type ManageProblem = { code: "not_found"; message: "invalid" | "expired" | "used" };

export type ManagedAppointment = {
  id: number;
  status: "booked" | "cancelled" | "past";
  service: string;
  price: string;
  date: string;
  time: string;
  location: ServiceLocation;
  vehicle: string;
  /** Free slots to move to (booked and upcoming appointments only). */
  days: BookableDay[];
  closed: ClosedDays;
};

type Loaded = { appointment: ServiceAppointment; offering: ServiceOffering; location: LocationView };

async function loadByToken(
  ctx: ServiceContext,
  token: string,
): Promise<Result<Loaded & { linkUrlPath: string }, ManageProblem>> {
  const invalid = { code: "not_found" as const, message: "invalid" as const };
  if (!ctx.project.features.service_booking) return err(invalid);
  const scope = scoped(ctx);
  const link = await readMailLink(scope, "service_appointment", token, ctx.clock.now());
  if (!link.ok) return link;
  const id = Number(link.value.data.appointmentId);
  const appointment = Number.isInteger(id) ? await findAppointment(scope, id) : null;
  if (!appointment) return err(invalid);
  const offering = await findOffering(scope, appointment.offeringId);
  const location = (await listLocations(ctx)).find((l) => l.id === appointment.locationId);
  if (!offering || !location) return err(invalid);
  return ok({ appointment, offering, location, linkUrlPath: `car-service/appointment/${token}` });
}

/** The manage page of a mailed link: the appointment and, while it can be moved, the free slots. */
export async function viewAppointment(
  ctx: ServiceContext,
  token: string,
): Promise<Result<ManagedAppointment, ManageProblem>> {
  const loaded = await loadByToken(ctx, token);
  if (!loaded.ok) return loaded;
  const { appointment: a, offering, location } = loaded.value;
  const now = ctx.clock.now();
  const status = a.status === "cancelled" ? "cancelled" : a.startsAt <= now ? "past" : "booked";
  const shown = formatAppointment(a.startsAt, location.timeZone, LOCALE_TAGS[ctx.locale]);
  const query =
    status === "booked" ? await slotQuery(scoped(ctx), location, offering, now, ctx.locale, a.id) : null;
  const days = query ? freeServiceSlots(query) : [];
  return ok({
    closed: query?.closed ?? NO_CLOSED_DAYS,
    id: a.id,
    status,
    service: pickText(offering.name, ctx.locale),
    price: offeringPrice(offering.priceMinor, ctx.project.currency, ctx.locale),
    ...shown,
    location: locationOut(location),
    vehicle: [a.vehicle.brand, a.vehicle.model, a.vehicle.plate].filter(Boolean).join(" "),
    days,
  });
}

export type ManageError =
  | ManageProblem
  | BookingError
  | { code: "conflict"; message: "service-booking:errors.not_changeable" };

const notChangeable = {
  code: "conflict" as const,
  message: "service-booking:errors.not_changeable" as const,
};

/** Cancels from the mailed link (until the appointment starts); the bay is free again at once. */
export async function cancelAppointment(
  ctx: ServiceContext,
  token: string,
  options: { origin: string },
): Promise<Result<{ cancelled: true }, ManageError>> {
  const now = ctx.clock.now();
  return allOrNothing<{ cancelled: true }, ManageError>(ctx, async (tx) => {
    const loaded = await loadByToken(tx, token);
    if (!loaded.ok) return loaded;
    const { appointment, offering, location } = loaded.value;
    if (appointment.startsAt <= now) return err(notChangeable);
    const scope = scoped(tx);
    const row = await cancelAppointmentRow(scope, appointment.id, now);
    if (!row) return err(notChangeable);
    if (row.jobId !== null) {
      await setJobDeadline(scope, row.jobId, null);
      await insertJobEvent(scope, {
        jobId: row.jobId,
        kind: "deadline",
        actorId: null,
        data: { to: null, action: "service_cancelled", by: "customer" },
        at: now,
      });
    }
    const link = mailLinkUrl(
      options.origin,
      isLocale(row.language) ? row.language : tx.locale,
      loaded.value.linkUrlPath,
    );
    await mailAppointment(tx, "cancelled", row, offering, location, link);
    return ok({ cancelled: true as const });
  });
}

/** Moves to another free slot from the mailed link: same bay if free, else another (constraint decides). */
export async function moveAppointment(
  ctx: ServiceContext,
  token: string,
  input: unknown,
  options: { origin: string },
): Promise<Result<{ moved: true }, ManageError>> {
  const parsed = serviceMoveSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrorsOf(parsed.error) });
  const now = ctx.clock.now();
  return allOrNothing<{ moved: true }, ManageError>(ctx, async (tx) => {
    const loaded = await loadByToken(tx, token);
    if (!loaded.ok) return loaded;
    const { appointment, offering, location } = loaded.value;
    if (appointment.status !== "booked" || appointment.startsAt <= now) return err(notChangeable);
    const scope = scoped(tx);
    const query = await slotQuery(scope, location, offering, now, ctx.locale, appointment.id);
    const startsAt = resolveServiceSlot(parsed.data.slot, query);
    if (!startsAt)
      return err({ code: "conflict" as const, message: "service-booking:errors.taken" as const });
    const endsAt = new Date(startsAt.getTime() + offering.durationMinutes * 60_000);
    const row = await moveToFreeBay(tx, scope, appointment, query.bays, { startsAt, endsAt }, now);
    if (!row) return err({ code: "conflict" as const, message: "service-booking:errors.taken" as const });
    if (row.jobId !== null) {
      await setJobDeadline(scope, row.jobId, startsAt);
      await insertJobEvent(scope, {
        jobId: row.jobId,
        kind: "deadline",
        actorId: null,
        data: { to: startsAt.toISOString(), action: "service_moved", by: "customer" },
        at: now,
      });
    }
    const link = mailLinkUrl(
      options.origin,
      isLocale(row.language) ? row.language : tx.locale,
      loaded.value.linkUrlPath,
    );
    await mailAppointment(tx, "moved", row, offering, location, link);
    // The customer's account hears of it too, linked to the same manage page (decision 0064).
    if (row.jobId !== null)
      await queueCustomerNotification(tx, await customerOfJob(scope, row.jobId), {
        kind: "appointment_moved",
        key: `appointment_moved:${row.id}:${now.getTime()}`,
        vars: appointmentVars(row, offering.name, location),
        href: `/${loaded.value.linkUrlPath}`,
      });
    return ok({ moved: true as const });
  });
}

export type AccountPrefill = {
  name: string;
  email: string;
  vehicle: { brand: string; model: string; plate: string; mileageKm: string } | null;
};

/**
 * What a signed-in visitor's account already tells (name, e-mail, and their car: that of their latest
 * appointment, else their newest trade-in car); null for a visitor.
 */
export async function accountPrefill(ctx: ServiceContext): Promise<AccountPrefill | null> {
  const user = ctx.principal;
  if (!user) return null;
  const scope = scoped(ctx);
  const latest = await latestVehicleOf(scope, customerReach(scope, user.id));
  let vehicle: AccountPrefill["vehicle"] = latest
    ? {
        brand: latest.brand,
        model: latest.model,
        plate: latest.plate ?? "",
        mileageKm: latest.mileageKm === undefined ? "" : formatLocaleNumber(latest.mileageKm, ctx.locale),
      }
    : null;
  if (!vehicle && inGroup(user, "customer") && ctx.project.features.trade_in) {
    const cars = await customerJobs(ctx, {
      workflow: "TRADE_IN",
      isActive: "true",
      sort: "-cdate",
      limit: 1,
    });
    const car = cars.ok ? cars.value[0] : undefined;
    if (car) vehicle = { brand: car.brandName, model: car.modelName, plate: "", mileageKm: "" };
  }
  return {
    name: [user.firstName, user.lastName].filter(Boolean).join(" "),
    email: user.email,
    vehicle,
  };
}
