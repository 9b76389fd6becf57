import { useMemo } from "react";
import { Link, redirect } from "react-router";
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
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { NO_CLOSED_DAYS } from "../../core/locations/closed-day-types";
import { formatAppointment } from "../../core/locations/zoned-time";
import { choiceFromQuery, isRateOfferKind, RATE_OFFER_KINDS } from "../../core/rates/rate-offer";
import { submitRateRequest } from "../../core/rates/rate-request.service.server";
import { CART_FORM_MESSAGES } from "../../features/cart/cart-errors";
import styles from "../../features/catalog/car-detail.module.css";
import { CarEquipment } from "../../features/catalog/car-equipment";
import { CarGallery } from "../../features/catalog/car-gallery";
import { CarKeyFacts } from "../../features/catalog/car-key-facts";
import { CarLocationCard } from "../../features/catalog/car-location-card";
import { carImageUrl } from "../../features/catalog/car-picture";
import { CarPriceBlock } from "../../features/catalog/car-price-block";
import { CarRequestForm } from "../../features/catalog/car-request-form";
import { EnvkvBlock } from "../../features/catalog/envkv-block";
import { formatMoney } from "../../features/catalog/format";
import { SimilarCars } from "../../features/catalog/similar-cars";
import { FavoriteButton } from "../../features/favorites/favorite-button";
import { CLOSED_DAYS_MESSAGES } from "../../features/locations/closed-days-note";
import { CarOffers, type CarOffersData } from "../../features/rates/car-offers";
import { actionFailure } from "../../shared/action-result";
import { carNumberFromSegment, carPath, carSlug } from "../../shared/car-path";
import { numberFormat } from "../../shared/intl";
import { splitLocale, withPrefix } from "../../shared/locale-path";
import { LOCALE_TAGS, type Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import { jsonLdHtml } from "../../ui/seo/json-ld";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/car-detail";
import { notFound, pageContext } from "./page-context.server";

/** One car in stock (issue 4): `/cars/{slug}-{number}`, German `/gebrauchtwagen/...`. */
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

export default function CarDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <CarDetailView loaderData={loaderData} actionData={actionData} />
    </WithMessages>
  );
}

function CarDetailView({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { t } = useTranslation(["car", "cars", "store", "rates"]);
  const { car, similar, locale, offers, testDriveClosed } = loaderData;
  const title = `${car.brandName} ${car.modelName}`;
  const sold = car.status === "sold";
  const location = car.location;
  const place = useMemo(
    () =>
      location
        ? { openingHours: location.openingHours, timeZone: location.timeZone, closed: testDriveClosed }
        : null,
    [location, testDriveClosed],
  );
  // Errors and typed values belong to the form that was sent: the offers form says `intent=rate`.
  const sentValues = (actionData?.values ?? {}) as Record<string, string | undefined>;
  const rateSent = sentValues.intent === "rate";
  const allErrors = (actionData?.fields ?? NO_ERRORS) as Record<string, string[] | undefined>;
  const errors = rateSent ? NO_ERRORS : allErrors;
  const values = rateSent ? NO_VALUES : sentValues;

  return (
    <div className="container page" data-testid="car-detail">
      <nav className="breadcrumbs" aria-label={t("store:breadcrumbs")}>
        <ol>
          <li>
            <Link to={routePath("cars", locale)}>{t("breadcrumb_cars")}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      {sold && (
        <div className={styles.banner} role="status" data-testid="sold-banner">
          <strong>{t("status.sold_title")}</strong>
          <span>{t("status.sold_text")}</span>{" "}
          {similar.length > 0 && <a href="#similar">{t("status.see_similar")}</a>}
        </div>
      )}
      {car.status === "reserved" && (
        <div
          className={`${styles.banner} ${styles.bannerReserved}`}
          role="status"
          data-testid="reserved-banner"
        >
          <strong>{t("status.reserved_title")}</strong>
          <span>{t("status.reserved_text")}</span>
        </div>
      )}
      <p className="eyebrow">
        {t(`cars:condition.${car.condition}`)} · {t(`cars:body.${car.bodyType}`)}
      </p>
      <h1 style={{ marginBottom: "0.75rem" }}>{title}</h1>
      <p className={styles.subtitle}>{car.variant}</p>
      <div className={styles.layout}>
        <div className={styles.galleryArea}>
          <CarGallery images={car.images} title={`${title} ${car.variant}`} />
        </div>
        <div className={styles.priceArea}>
          <CarPriceBlock car={car} locale={locale} />
          <FavoriteButton
            carNumber={car.number}
            initial={loaderData.favorite}
            carTitle={`${title} ${car.variant}`}
          />
        </div>
        <div className={styles.mainArea}>
          <section className={styles.section} aria-labelledby="facts-heading">
            <h2 id="facts-heading">{t("facts.heading")}</h2>
            <CarKeyFacts car={car} locale={locale} />
          </section>
          <section className={styles.section} aria-labelledby="envkv-heading">
            <h2 id="envkv-heading">{t("envkv.heading")}</h2>
            <EnvkvBlock car={car} locale={locale} />
          </section>
          {car.description && (
            <section className={styles.section} aria-labelledby="description-heading">
              <h2 id="description-heading">{t("description")}</h2>
              <p className="prose" style={{ whiteSpace: "pre-line" }}>
                {car.description}
              </p>
            </section>
          )}
          <section className={styles.section} aria-labelledby="equipment-heading">
            <h2 id="equipment-heading">{t("equipment")}</h2>
            <CarEquipment equipment={car.equipment} />
          </section>
          {!sold && (
            <section className={styles.section} id="financing" aria-labelledby="financing-heading">
              <h2 id="financing-heading">
                {offers.tabs.length > 1 ? t("rates:heading") : t("financing.heading")}
              </h2>
              <CarOffers
                data={offers}
                priceMinor={car.priceMinor}
                currency={car.currency}
                locale={locale}
                errors={rateSent ? allErrors : NO_ERRORS}
                values={rateSent ? sentValues : NO_VALUES}
              />
            </section>
          )}
        </div>
        {/* Beside the content on wide screens (no empty column on long pages), after it on phones. */}
        <div className={styles.sideArea} data-testid="car-side">
          {!sold && (
            <section className={`card ${styles.request}`} id="request" aria-labelledby="request-heading">
              <h2 id="request-heading">{t("request.heading")}</h2>
              {loaderData.sent ? (
                <RequestSent
                  sent={loaderData.sent}
                  carTitle={`${title} ${car.variant}`}
                  location={car.location?.name ?? null}
                />
              ) : (
                <CarRequestForm
                  errors={errors}
                  values={values}
                  place={place}
                  locationName={car.location?.name ?? null}
                  days={loaderData.testDriveDays}
                  locale={locale}
                />
              )}
            </section>
          )}
          {car.location && <CarLocationCard location={car.location} locale={locale} idPrefix="car" />}
        </div>
      </div>
      {similar.length > 0 && (
        <section className={styles.section} id="similar" aria-labelledby="similar-heading">
          <h2 id="similar-heading">{t("similar")}</h2>
          <SimilarCars cars={similar} locale={locale} />
        </section>
      )}
    </div>
  );
}

const NO_ERRORS = {};
const NO_VALUES: Record<string, string | undefined> = {};

function RequestSent({
  sent,
  carTitle,
  location,
}: {
  sent: { kind: "test_drive" | "question" | null; date: string; time: string };
  carTitle: string;
  location: string | null;
}) {
  const { t } = useTranslation("car");
  return (
    <div className="alert success" role="status" data-testid="request-sent">
      <strong>{t("request.sent_title")}</strong>
      {sent.kind === "test_drive" && sent.date ? (
        <>
          <p style={{ margin: "0.5rem 0 0" }} data-testid="request-sent-slot">
            {t("request.sent_test_drive", {
              car: carTitle,
              location: location ?? "",
              date: sent.date,
              time: sent.time,
            })}
          </p>
          <p style={{ margin: "0.5rem 0 0" }}>{t("request.sent_test_drive_next")}</p>
        </>
      ) : (
        <>
          {sent.kind === "question" && (
            <p style={{ margin: "0.5rem 0 0" }}>{t("request.sent_question", { car: carTitle })}</p>
          )}
          <p style={{ margin: "0.5rem 0 0" }}>{t("request.sent_text")}</p>
        </>
      )}
    </div>
  );
}
