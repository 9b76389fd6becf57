/** One car in a result list: picture, title, key facts, price with VAT note, standard monthly rate. */
import { Link } from "react-router";
import type { CarCard as CarCardData } from "../../core/catalog/car-search.service.server";
import { carVatStatement } from "../../core/commerce/vat-statement";
import { useTranslation } from "../../core/i18n/react";
import { carPath } from "../../shared/car-path";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { FavoriteButton } from "../favorites/favorite-button";
import styles from "./car-card.module.css";
import { CarPicture } from "./car-picture";
import { formatMoney } from "./format";

/** Cards fill a 1/2/3-column grid beside a 20rem filter column from 900 px on. */
export const CAR_CARD_SIZES =
  "(min-width: 1200px) 360px, (min-width: 900px) calc((100vw - 24rem) / 2), (min-width: 600px) 50vw, 100vw";

export function CarCard({
  car,
  locale,
  german,
  priority = false,
  footnoteId,
  favorite,
}: {
  car: Omit<CarCardData, "id">;
  locale: Locale;
  german: boolean;
  priority?: boolean;
  /** Id of the representative example the rate's footnote marker points to. */
  footnoteId: string;
  /** Parked by the visitor: shows the heart toggle (left out where the page has no favorites). */
  favorite?: boolean;
}) {
  const { t } = useTranslation("cars");
  const number = numberFormat(locale);
  const title = `${car.brandName} ${car.modelName}`;
  const registration = car.firstRegistration
    ? dateTimeFormat(locale, {
        month: "2-digit",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date(`${car.firstRegistration}T00:00:00Z`))
    : t("search.card.new_car");
  return (
    <article className={styles.card} data-testid="car-card">
      <div className={styles.media}>
        {car.image ? (
          <CarPicture
            image={car.image}
            alt=""
            sizes={CAR_CARD_SIZES}
            priority={priority}
            className={styles.img}
          />
        ) : (
          <div className={styles.placeholder} />
        )}
        {/* Badges stack in the start corner; the end corner belongs to the heart. */}
        <div className={styles.badges}>
          <span className={styles.badge}>{t(`condition.${car.condition}`)}</span>
          {car.status === "reserved" && (
            <span className={`${styles.badge} ${styles.reserved}`} data-testid="car-card-reserved">
              {t("search.card.reserved")}
            </span>
          )}
        </div>
        {favorite !== undefined && (
          <div className={styles.favorite}>
            <FavoriteButton
              carNumber={car.number}
              initial={favorite}
              carTitle={`${title} ${car.variant}`}
              compact
            />
          </div>
        )}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={carPath(car, german)} className={styles.link}>
            {title}
            <span className={styles.variant}>{car.variant}</span>
          </Link>
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t("search.card.first_registration")}</dt>
            <dd>{registration}</dd>
          </div>
          <div>
            <dt>{t("search.card.mileage")}</dt>
            <dd>{t("search.card.km", { km: number.format(car.mileageKm) })}</dd>
          </div>
          <div>
            <dt>{t("search.card.fuel")}</dt>
            <dd>{t(`fuel.${car.fuel}`)}</dd>
          </div>
          <div>
            <dt>{t("search.card.gearbox")}</dt>
            <dd>{t(`gearbox.${car.gearbox}`)}</dd>
          </div>
          <div>
            <dt>{t("search.card.power")}</dt>
            <dd>
              {t("search.card.power_value", { kw: car.powerKw, ps: Math.round(car.powerKw * 1.35962) })}
            </dd>
          </div>
          {car.locationCity && (
            <div>
              <dt>{t("search.card.location")}</dt>
              <dd>{car.locationCity}</dd>
            </div>
          )}
        </dl>
        {car.previousPriceMinor ? (
          <p className={styles.reduced} data-testid="car-card-reduced">
            <span className={styles.reducedLabel}>{t("search.card.reduced")}</span>{" "}
            <s>
              <span className="visually-hidden">{t("search.card.previous_price")}: </span>
              {formatMoney(car.previousPriceMinor, car.currency, locale)}
            </s>
          </p>
        ) : null}
        <p className={styles.price}>
          <span className="visually-hidden">{t("search.card.price")}: </span>
          <strong>{formatMoney(car.priceMinor, car.currency, locale)}</strong>{" "}
          <span className={styles.vat} data-testid="car-card-vat">
            {(({ key, values }) => t(key, values))(carVatStatement(car, locale))}
          </span>
        </p>
        <p className={styles.rate}>
          {t("search.card.rate", { rate: formatMoney(car.standardMonthlyRate, car.currency, locale) })}
          <a href={`#${footnoteId}`} className={styles.footnote}>
            <sup>1</sup>
          </a>
        </p>
      </div>
    </article>
  );
}
