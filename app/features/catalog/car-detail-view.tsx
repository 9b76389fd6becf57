/**
 * One car in stock: gallery, price, key facts, equipment, location, the offers (financing, leasing,
 * subscription), the request form and its thank-you, and similar cars.
 */
import { useMemo } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { Route } from "../../routes/store/+types/car-detail";
import { routePath } from "../../shared/route-table";
import { FavoriteButton } from "../favorites/favorite-button";
import { CarOffers } from "../rates/car-offers";
import styles from "./car-detail.module.css";
import { CarEquipment } from "./car-equipment";
import { CarGallery } from "./car-gallery";
import { CarKeyFacts } from "./car-key-facts";
import { CarLocationCard } from "./car-location-card";
import { CarPriceBlock } from "./car-price-block";
import { CarRequestForm } from "./car-request-form";
import { EnvkvBlock } from "./envkv-block";
import { SimilarCars } from "./similar-cars";

export function CarDetailView({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
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
