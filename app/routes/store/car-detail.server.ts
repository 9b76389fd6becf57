/**
 * One car's loader and action: the car with its offers, similar cars and structured data, and
 * the posts of the request form (a question or a test drive) and the offers section's rate request,
 * answered through the shared action result, a success redirected to the thank-you (303).
 */
import { redirect } from "react-router";
import {
  type CarDetail,
  getCarDetail,
  getSentCarRequest,
  getSimilarCars,
  submitCarRequest,
  testDrivePlaceOf,
} from "../../core/catalog/car-detail.service.server";
import { testDriveDays } from "../../core/catalog/car-request-schema";
import { carStructuredData } from "../../core/catalog/car-structured-data";
import { favoriteOwnerOf } from "../../core/favorites/favorites";
import { favoriteCarNumbers } from "../../core/favorites/favorites.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { NO_CLOSED_DAYS } from "../../core/locations/closed-day-types";
import { formatAppointment } from "../../core/locations/zoned-time";
import { choiceFromQuery, isRateOfferKind, RATE_OFFER_KINDS } from "../../core/rates/rate-offer";
import { submitRateRequest } from "../../core/rates/rate-request.service.server";
import { CART_FORM_MESSAGES } from "../../features/cart/cart-errors";
import { carImageUrl } from "../../features/catalog/car-picture";
import { formatMoney } from "../../features/catalog/format";
import { CLOSED_DAYS_MESSAGES } from "../../features/locations/closed-days-note";
import type { CarOffersData } from "../../features/rates/car-offers";
import { actionFailure } from "../../shared/action-result";
import { carNumberFromSegment, carPath, carSlug } from "../../shared/car-path";
import { numberFormat } from "../../shared/intl";
import { splitLocale, withPrefix } from "../../shared/locale-path";
import { LOCALE_TAGS, type Locale } from "../../shared/locales";
import { jsonLdHtml } from "../../ui/seo/json-ld";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/car-detail";
import { notFound, pageContext } from "./page-context.server";

/** One car in stock: `/cars/{slug}-{number}`, German `/gebrauchtwagen/...`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const segment = ctx.params.car ?? "";
  const number = carNumberFromSegment(segment);
  if (number === null) notFound();
  const found = await getCarDetail(ctx.services, number);
  if (!found.ok) notFound();
  const car = found.value;
  const rest = splitLocale(ctx.url.pathname).rest;
  const german = rest.startsWith("/gebrauchtwagen/");
  // Only the number identifies the car: a changed or mistyped name leads to the current address.
  const canonicalSegment = `${carSlug(car)}-${car.number}`;
  if (segment !== canonicalSegment) {
    throw redirect(`/${german ? "gebrauchtwagen" : "cars"}/${canonicalSegment}${ctx.url.search}`, 301);
  }

  const place = testDrivePlaceOf(ctx.services, car.location);
  const owner = favoriteOwnerOf(request.headers.get("cookie"), context.user);
  const [similar, favoriteNumbers] = await Promise.all([
    getSimilarCars(ctx.services, car),
    favoriteCarNumbers(ctx.services, owner),
  ]);
  const title = `${car.brandName} ${car.modelName} ${car.variant}`;
  const price = formatMoney(car.priceMinor, car.currency, ctx.locale);
  const meta: PageMeta = {
    title: `${title} – ${price}`,
    description: ctx.t("car:meta.description", {
      title,
      price,
      mileage: numberFormat(ctx.locale).format(car.mileageKm),
      fuel: ctx.t(`cars:fuel.${car.fuel}`),
    }),
    // A sold car stays reachable (old links, favourites) but leaves the search index.
    noindex: car.status === "sold",
    alternates: Object.fromEntries(context.project.languages.map((l) => [l, carPath(car, l === "de")])),
  };
  const pagePath = withPrefix(carPath(car, ctx.locale === "de"), ctx.locale);
  const structured = carStructuredData({
    url: `${context.origin}${pagePath}`,
    name: title,
    brandName: car.brandName,
    modelName: car.modelName,
    variant: car.variant,
    number: car.number,
    condition: car.condition,
    status: car.status,
    mileageKm: car.mileageKm,
    firstRegistration: car.firstRegistration,
    powerKw: car.powerKw,
    doors: car.doors,
    seats: car.seats,
    priceMinor: car.priceMinor,
    currency: car.currency,
    imageUrls: car.images.map((i) => `${context.origin}${carImageUrl(i.id, 1200, "webp")}`),
    description: car.description,
    labels: {
      fuel: ctx.t(`cars:fuel.${car.fuel}`),
      gearbox: ctx.t(`cars:gearbox.${car.gearbox}`),
      body: ctx.t(`cars:body.${car.bodyType}`),
      colour: ctx.t(`cars:colour.${car.colour}`),
    },
    seller: car.location ? { name: car.location.name } : { name: context.project.name },
  });
  context.documentTail.push(jsonLdHtml(structured));
  const { id: _id, modelId: _modelId, ...publicCar } = car;
  return {
    car: publicCar,
    similar,
    offers: carOffers(context.project.features, ctx.url.searchParams, car.priceMinor, ctx.locale),
    sent: await sentConfirmation(context, car, ctx.url.searchParams.get("sent"), ctx.locale),
    favorite: favoriteNumbers.includes(car.number),
    // The test-drive slots of the car's location from now on (its open days, in its time zone).
    testDriveDays: place && car.status !== "sold" ? testDriveDays(place) : [],
    testDriveClosed: place?.closed ?? NO_CLOSED_DAYS,
    locale: ctx.locale,
    meta,
    messages: messagesFor(ctx.locale, [
      // Of the car vocabulary only the labels this car and its similar cars show.
      ...[
        `condition.${car.condition}`,
        `fuel.${car.fuel}`,
        `gearbox.${car.gearbox}`,
        `body.${car.bodyType}`,
        `colour.${car.colour}`,
        ...(car.consumptionUnit ? [`unit.${car.consumptionUnit}`] : []),
        ...car.equipment.map((e) => `equipment.${e}`),
        ...similar.map((c) => `fuel.${c.fuel}`),
      ].map((k) => `cars.${k}`),
      "car",
      "rates",
      CLOSED_DAYS_MESSAGES,
      // The request form's and the calculator's error texts (car-request-schema, financing-schema).
      ...[
        "summary_title",
        "name_required",
        "email_invalid",
        "phone_invalid",
        "message_too_short",
        "privacy_required",
        "invalid_choice",
        "too_long",
      ].map((k) => `${FORM_MESSAGES}.${k}`),
      "favorites.button",
      "favorites.errors",
      // "Reserve online" and its notice.
      ...(context.project.features.shop ? CART_FORM_MESSAGES : []),
      ...["opening_hours", "closed", "day"].map((k) => `store.locations.${k}`),
      ...["name", "email", "phone", "optional", "privacy_consent", "read_privacy", "sending"].map(
        (k) => `store.contact.${k}`,
      ),
    ]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const number = carNumberFromSegment(ctx.params.car ?? "");
  if (number === null) notFound();
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "rate") return rateRequestAction(ctx, number, form);
  const result = await submitCarRequest(ctx.services, number, form, {
    origin: context.origin,
  });
  if (!result.ok) {
    if (result.error.code === "not_found") notFound();
    const values = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === "string" && k !== "website" ? v : ""]),
    );
    return actionFailure(result.error, { message: null, values });
  }
  const { id, teamNotified } = result.value;
  if (id) context.logger.info({ carRequestId: id }, "car request stored");
  if (id && !teamNotified) {
    context.logger.warn(
      { carRequestId: id },
      "no address for the team: set the location's or the site's e-mail",
    );
  }
  // Relative to the locale basename, which React Router adds back. The id lets the page repeat what
  // was asked for (a robot's request was not stored: it gets the plain thank-you).
  return redirect(`${splitLocale(ctx.url.pathname).rest}?sent=${id ?? "1"}#request`, 303);
}

/** A financing, leasing or subscription request (the offers section's form): a job, then the thank-you. */
async function rateRequestAction(
  ctx: ReturnType<typeof pageContext>,
  number: number,
  form: Record<string, FormDataEntryValue>,
) {
  const result = await submitRateRequest(ctx.services, number, form);
  const values = Object.fromEntries(
    Object.entries(form).map(([k, v]) => [k, typeof v === "string" && k !== "website" ? v : ""]),
  );
  if (!result.ok) {
    if (result.error.code === "not_found") notFound();
    return actionFailure(result.error, { message: result.error.message ?? null, values });
  }
  const kind = String(form.offer);
  const back = new URLSearchParams();
  if (kind !== "financing") back.set("offer", kind);
  back.set("offer_sent", kind);
  return redirect(`${splitLocale(ctx.url.pathname).rest}?${back}#financing`, 303);
}

/** The offers section: the open tab, the kinds the site offers and the choice from the URL. */
function carOffers(
  features: { financing: boolean; leasing: boolean; subscription: boolean },
  params: URLSearchParams,
  priceMinor: number,
  locale: Locale,
): CarOffersData {
  const tabs = RATE_OFFER_KINDS.filter((k) => k === "financing" || features[k]);
  const asked = params.get("offer");
  const kind = isRateOfferKind(asked) && tabs.includes(asked) ? asked : "financing";
  const sent = params.get("offer_sent");
  return {
    kind,
    tabs,
    requestable: RATE_OFFER_KINDS.filter((k) => features[k]),
    choice: choiceFromQuery(kind, params, priceMinor, locale),
    sent: isRateOfferKind(sent) ? sent : null,
  };
}

/** The thank-you after sending: for a test drive, the car, place, day and time that were asked for. */
async function sentConfirmation(
  context: Route.LoaderArgs["context"],
  car: CarDetail,
  sent: string | null,
  locale: Locale,
): Promise<{ kind: "test_drive" | "question" | null; date: string; time: string } | null> {
  if (!sent) return null;
  const request = await getSentCarRequest(context.services, car.number, sent);
  if (!request) return { kind: null, date: "", time: "" };
  const slot =
    request.preferredAt && car.location
      ? formatAppointment(new Date(request.preferredAt), car.location.timeZone, LOCALE_TAGS[locale])
      : { date: "", time: "" };
  return { kind: request.kind, ...slot };
}
