import type { PublicCarDetail } from "../../core/catalog/car-detail.service.server";
import { standardMonthlyRate } from "../../core/catalog/financing";
import { carVatStatement } from "../../core/commerce/vat-statement";
import { useTranslation } from "../../core/i18n/react";
import type { Locale } from "../../shared/locales";
import { useSite } from "../../ui/site-data";
import { AddToCartForm } from "../cart/add-to-cart-form";
import styles from "./car-detail.module.css";
import { formatMoney } from "./format";

/**
 * The final price incl. VAT, the VAT treatment, the monthly rate of the dealer's standard offer, and
 * (with the shop) "reserve online": the car goes into the cart; a reserved or sold car says why not.
 */
export function CarPriceBlock({ car, locale }: { car: PublicCarDetail; locale: Locale }) {
  const { t } = useTranslation("car");
  const site = useSite();
  const title = `${car.brandName} ${car.modelName} ${car.variant}`;
  return (
    <section className="card" aria-labelledby="price-heading">
      <h2 id="price-heading" className="visually-hidden">
        {t("price.heading")}
      </h2>
      {car.previousPriceMinor !== null && (
        <p className={styles.reduced} data-testid="car-price-reduced">
          <span className={styles.reducedLabel}>{t("price.reduced")}</span>{" "}
          <s>
            <span className="visually-hidden">{t("price.previous")}: </span>
            {formatMoney(car.previousPriceMinor, car.currency, locale)}
          </s>
        </p>
      )}
      <p className={styles.price} data-testid="car-price">
        {formatMoney(car.priceMinor, car.currency, locale)}
      </p>
      <p className={styles.note} data-testid="car-vat">
        {(({ key, values }) => t(key, values))(carVatStatement(car, locale))}
      </p>
      {car.status !== "sold" && (
        <p className={styles.rate}>
          <a href="#financing">
            {t("price.monthly_from", {
              rate: formatMoney(standardMonthlyRate(car.priceMinor), car.currency, locale),
            })}
          </a>
        </p>
      )}
      {site.project.features.shop && car.status === "available" && (
        <div className={styles.reserve} data-testid="reserve-online-block">
          <AddToCartForm
            fields={{ kind: "used_car", carNumber: car.number }}
            name={title}
            label={t("cart:add.reserve")}
            accessibleName={t("cart:add.reserve_label", { name: title })}
            testId="reserve-online"
          />
          <p className={styles.note}>{t("cart:add.reserve_text")}</p>
        </div>
      )}
      {site.project.features.shop && car.status !== "available" && (
        <p className={styles.note} data-testid="reserve-unavailable">
          {car.status === "sold" ? t("cart:add.sold") : t("cart:add.reserved")}
        </p>
      )}
      {car.status !== "sold" && (
        <div className="actions" style={{ marginTop: "1rem" }}>
          <a
            className={`button block ${site.project.features.shop && car.status === "available" ? "secondary" : ""}`}
            href="#request"
          >
            {t("price.request_cta")}
          </a>
        </div>
      )}
    </section>
  );
}
