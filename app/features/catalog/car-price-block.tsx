import type { PublicCarDetail } from "../../core/catalog/car-detail.service.server";
import { standardMonthlyRate } from "../../core/catalog/financing";
import { useTranslation } from "../../core/i18n/react";
import type { Locale } from "../../shared/locales";
import styles from "./car-detail.module.css";
import { formatMoney } from "./format";

/** The final price incl. VAT, the VAT treatment, and the monthly rate of the dealer's standard offer. */
export function CarPriceBlock({ car, locale }: { car: PublicCarDetail; locale: Locale }) {
  const { t } = useTranslation("car");
  return (
    <section className="card" aria-labelledby="price-heading">
      <h2 id="price-heading" className="visually-hidden">
        {t("price.heading")}
      </h2>
      <p className={styles.price} data-testid="car-price">
        {formatMoney(car.priceMinor, car.currency, locale)}
      </p>
      <p className={styles.note}>{car.vatDeductible ? t("price.vat_deductible") : t("price.margin_taxed")}</p>
      {car.status !== "sold" && (
        <p className={styles.rate}>
          <a href="#financing">
            {t("price.monthly_from", {
              rate: formatMoney(standardMonthlyRate(car.priceMinor), car.currency, locale),
            })}
          </a>
        </p>
      )}
      {car.status !== "sold" && (
        <div className="actions" style={{ marginTop: "1rem" }}>
          <a className="button block" href="#request">
            {t("price.request_cta")}
          </a>
        </div>
      )}
    </section>
  );
}
