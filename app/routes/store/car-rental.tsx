/**
 * car-rental / vermietung, optionally `/{locationId}-{name}` (the pick-up location
 * preselected). One page, three steps, all plain GET/POST (works without JavaScript): the search form
 * (GET, so the search is a shareable URL), the free cars with their prices, the booking form for one car
 * (POST; PRG to the confirmation `?booked={job}&ref={reference}`). A car booked by someone else meanwhile
 * answers 409 with the search kept. Only for projects with the `rental` feature.
 */
import { data, redirect } from "react-router";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { parseLocationSegment } from "../../core/locations/location-slug";
import { addDays, zonedParts } from "../../core/locations/zoned-time";
import {
  bookRentalCar,
  type RentalCarOffer,
  rentalConfirmation,
  rentalSetup,
  searchRentalCars,
} from "../../core/rental/rental.service.server";
import { readRentalDay } from "../../core/rental/rental-day";
import { RENTAL_BOOKING_FIELDS, RENTAL_SEARCH_FIELDS } from "../../core/rental/rental-fields";
import { noStoreHeaders } from "../../features/mail-links/no-store";
import { RentalPage } from "../../features/rental/rental-page";
import { SERVICE_LINK_MESSAGES, ServiceLinks } from "../../features/service-links/service-links";
import { actionFailure } from "../../shared/action-result";
import { withActionHeaders } from "../../shared/headers";
import { splitLocale } from "../../shared/locale-path";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/car-rental";
import { notFound, pageContext } from "./page-context.server";

const NAMESPACES = ["rental", "cars.fuel", "cars.gearbox", FORM_MESSAGES, ...SERVICE_LINK_MESSAGES];

/** The prices depend on bookings made a second ago: never stored. A refusal's Retry-After is kept. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return withActionHeaders(noStoreHeaders({ parentHeaders }), actionHeaders);
}

/** The coming weekend (Friday 12:00 to Monday 12:00) as the form's first suggestion. */
function defaultPeriod(now: Date, timeZone: string) {
  const today = zonedParts(now, timeZone).day;
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const friday = addDays(today, (5 - weekday + 7) % 7 || 7);
  return { pickupDate: friday, pickupTime: "12:00", returnDate: addDays(friday, 3), returnTime: "12:00" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const setup = await rentalSetup(ctx.services);
  if (!setup.ok || setup.value.locations.length === 0) notFound();
  const { locations, times } = setup.value;
  const q = ctx.url.searchParams;
  const segment = ctx.params.location ? parseLocationSegment(ctx.params.location) : null;
  if (ctx.params.location && !locations.some((l) => l.id === segment?.id)) notFound();
  const home = locations.find((l) => l.id === segment?.id) ?? locations[0]!;
  const messages = messagesFor(ctx.locale, NAMESPACES);
  const meta: PageMeta = {
    title: segment ? `${ctx.t("rental:title")} – ${home.name}` : ctx.t("rental:title"),
    description: ctx.t("pages:carRental.description"),
  };
  const base = {
    locale: ctx.locale,
    messages,
    meta,
    locations: locations.map((l) => ({ id: l.id, name: l.name, city: l.city, hours: l.openingHours })),
    times,
  };

  const booked = q.get("booked");
  if (booked) {
    const confirmation = await rentalConfirmation(ctx.services, Number(booked), q.get("ref") ?? "");
    if (!confirmation) notFound();
    return {
      ...base,
      meta: { ...meta, title: ctx.t("rental:booked.title"), noindex: true } satisfies PageMeta,
      confirmation,
      values: {} as Record<string, string>,
      fields: {} as Record<string, string[]>,
      cars: null as RentalCarOffer[] | null,
      selected: null as RentalCarOffer | null,
    };
  }

  const searched = RENTAL_SEARCH_FIELDS.some((k) => q.has(k));
  const values: Record<string, string> = {
    pickupLocation: String(home.id),
    returnLocation: String(home.id),
    ...defaultPeriod(ctx.services.clock.now(), home.timeZone),
  };
  for (const k of RENTAL_SEARCH_FIELDS) {
    const v = q.get(k);
    if (v !== null) values[k] = v.slice(0, 40);
  }
  // Days typed the page's way (12.12.2026) travel on as ISO days (the booking form, the car links).
  for (const k of ["pickupDate", "returnDate"] as const)
    values[k] = readRentalDay(values[k] ?? "") ?? values[k]!;
  let cars: RentalCarOffer[] | null = null;
  let fields: Record<string, string[]> = {};
  let status = 200;
  if (searched) {
    const found = await searchRentalCars(ctx.services, values);
    if (found.ok) cars = found.value.cars;
    else if (found.error.code === "invalid") {
      fields = found.error.fields;
      status = 400;
    } else notFound();
  }
  const selected = cars?.find((c) => c.carId === q.get("car")) ?? null;
  return data(
    {
      ...base,
      // A search result or a booking form is one visitor's query: not for search engines.
      meta: searched ? ({ ...meta, noindex: true } satisfies PageMeta) : meta,
      confirmation: null,
      values,
      fields,
      cars,
      selected,
    },
    { status },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const k of RENTAL_BOOKING_FIELDS) {
    const v = form.get(k);
    if (typeof v === "string") values[k] = v.slice(0, 200);
  }
  const booked = await bookRentalCar(ctx.services, values, {
    origin: context.origin,
    requester: { ip: context.clientIp, limits: context.authThrottle },
  });
  if (!booked.ok) {
    if (booked.error.code === "not_found") notFound();
    const { privacy: _p, ...echo } = values;
    const error = booked.error;
    // The period is not a field of the booking step: its refusal (a guest's length cap) is the banner.
    const period = error.code === "invalid" ? RENTAL_SEARCH_FIELDS.flatMap((k) => error.fields[k] ?? []) : [];
    return actionFailure(error, {
      message: error.code === "invalid" ? (period[0] ?? "rental:errors.form") : error.message,
      values: echo,
    });
  }
  context.logger.info({ job: booked.value.jobId }, "rental booked");
  // Post/redirect/get (relative to the locale basename, which React Router adds back).
  const path = splitLocale(ctx.url.pathname).rest;
  return redirect(`${path}?booked=${booked.value.jobId}&ref=${booked.value.reference}`, 303);
}

export default function CarRental({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <RentalPage data={loaderData} answer={actionData} />
      <ServiceLinks current="rental" title="more_services" />
    </>
  );
}
