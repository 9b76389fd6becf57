import { data, Link, redirect } from "react-router";
import { getCarDetail, getSimilarCars, submitCarRequest } from "../../core/catalog/car-detail.service.server";
import { carStructuredData } from "../../core/catalog/car-structured-data";
import { financingChoiceFromQuery } from "../../core/catalog/financing-query";
import { favoriteOwnerOf } from "../../core/favorites/favorites";
import { favoriteCarNumbers } from "../../core/favorites/favorites.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import styles from "../../features/catalog/car-detail.module.css";
import { CarEquipment } from "../../features/catalog/car-equipment";
import { CarGallery } from "../../features/catalog/car-gallery";
import { CarKeyFacts } from "../../features/catalog/car-key-facts";
import { CarLocationCard } from "../../features/catalog/car-location-card";
import { carImageUrl } from "../../features/catalog/car-picture";
import { CarPriceBlock } from "../../features/catalog/car-price-block";
import { CarRequestForm } from "../../features/catalog/car-request-form";
import { EnvkvBlock } from "../../features/catalog/envkv-block";
import { FinancingCalculator } from "../../features/catalog/financing-calculator";
import { formatMoney } from "../../features/catalog/format";
import { SimilarCars } from "../../features/catalog/similar-cars";
import { FavoriteButton } from "../../features/favorites/favorite-button";
import { carNumberFromSegment, carPath, carSlug } from "../../shared/car-path";
import { numberFormat } from "../../shared/intl";
import { splitLocale, withPrefix } from "../../shared/locale-path";
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
  const found = await getCarDetail(context.db, context.project, number, ctx.locale);
  if (!found.ok) notFound();
  const car = found.value;
  const rest = splitLocale(ctx.url.pathname).rest;
  const german = rest.startsWith("/gebrauchtwagen/");
  // Only the number identifies the car: a changed or mistyped name leads to the current address.
  const canonicalSegment = `${carSlug(car)}-${car.number}`;
  if (segment !== canonicalSegment) {
    throw redirect(`/${german ? "gebrauchtwagen" : "cars"}/${canonicalSegment}${ctx.url.search}`, 301);
  }

  const owner = favoriteOwnerOf(request.headers.get("cookie"), context.user);
  const [similar, favoriteNumbers] = await Promise.all([
    getSimilarCars(context.db, context.project, car),
    favoriteCarNumbers(context.db, context.project, owner),
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
    financing: financingChoiceFromQuery(ctx.url.searchParams, car.priceMinor),
    sent: ctx.url.searchParams.get("sent") === "1",
    favorite: favoriteNumbers.includes(car.number),
    today: new Date().toISOString().slice(0, 10),
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
      // The request form's and the calculator's error texts (car-request-schema, financing-schema).
      ...[
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
      ...["opening_hours", "closed", "day"].map((k) => `store.locations.${k}`),
      ...[
        "name",
        "email",
        "phone",
        "optional",
        "privacy_consent",
        "read_privacy",
        "sending",
        "fix_errors",
      ].map((k) => `store.contact.${k}`),
    ]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const number = carNumberFromSegment(ctx.params.car ?? "");
  if (number === null) notFound();
  const form = Object.fromEntries(await request.formData());
  const result = await submitCarRequest(context.db, context.project, ctx.locale, number, form);
  if (!result.ok) {
    if (result.error.code === "not_found") notFound();
    const fields = result.error.code === "invalid" ? (result.error.fields ?? {}) : {};
    const values = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === "string" && k !== "website" ? v : ""]),
    );
    return data({ fields, values }, { status: 400 });
  }
  if (result.value.id) context.logger.info({ carRequestId: result.value.id }, "car request stored");
  // Relative to the locale basename, which React Router adds back.
  return redirect(`${splitLocale(ctx.url.pathname).rest}?sent=1#request`, 303);
}

export default function CarDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <CarDetailView loaderData={loaderData} actionData={actionData} />
    </WithMessages>
  );
}

function CarDetailView({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { t } = useTranslation(["car", "cars", "store"]);
  const { car, similar, locale, financing } = loaderData;
  const title = `${car.brandName} ${car.modelName}`;
  const sold = car.status === "sold";
  const errors = (actionData?.fields ?? {}) as Record<string, string[] | undefined>;
  const values = (actionData?.values ?? {}) as Record<string, string | undefined>;

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
        <aside className={styles.aside} aria-label={t("aside")}>
          <CarPriceBlock car={car} locale={locale} />
          <FavoriteButton
            carNumber={car.number}
            initial={loaderData.favorite}
            carTitle={`${title} ${car.variant}`}
          />
          {car.location && (
            <CarLocationCard
              location={car.location}
              locale={locale}
              idPrefix="aside"
              className={styles.wideOnly}
            />
          )}
        </aside>
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
              <h2 id="financing-heading">{t("financing.heading")}</h2>
              <FinancingCalculator
                priceMinor={car.priceMinor}
                currency={car.currency}
                locale={locale}
                initialDownPaymentMinor={financing.downPaymentMinor}
                initialTermMonths={financing.termMonths}
              />
            </section>
          )}
          {!sold && (
            <section className={styles.section} id="request" aria-labelledby="request-heading">
              <h2 id="request-heading">{t("request.heading")}</h2>
              {loaderData.sent ? (
                <div className="alert success" role="status" data-testid="request-sent">
                  <strong>{t("request.sent_title")}</strong>
                  <p style={{ margin: "0.25rem 0 0" }}>{t("request.sent_text")}</p>
                </div>
              ) : (
                <CarRequestForm errors={errors} values={values} today={loaderData.today} />
              )}
            </section>
          )}
          {car.location && (
            <div className={`${styles.section} ${styles.narrowOnly}`}>
              <CarLocationCard location={car.location} locale={locale} idPrefix="main" />
            </div>
          )}
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
