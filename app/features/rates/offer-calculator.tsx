import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "../../core/i18n/react";
import { DEFAULT_LEASING } from "../../core/rates/leasing-offer";
import { calculateOffer, OFFER_OPTIONS, type RateChoice } from "../../core/rates/rate-offer";
import type { Locale } from "../../shared/locales";
import styles from "../catalog/car-detail.module.css";
import { formatNumber } from "../catalog/car-format";
import { formatMoney } from "../catalog/format";
import { DownPaymentField, useDownPayment } from "./down-payment-field";

/**
 * Leasing and subscription calculators of the car page (loaded lazily: most visitors never open the
 * tab). The choice lives in the parent, which hands it to the request form; without JavaScript the GET
 * form asks the server to recalculate (`?offer=leasing&down=…&term=…&km=…`).
 */
export default function OfferCalculator(props: {
  kind: "leasing" | "subscription";
  priceMinor: number;
  currency: string;
  locale: Locale;
  choice: RateChoice;
  onChoice: (choice: RateChoice) => void;
}) {
  const { kind, priceMinor, currency, locale, choice, onChoice } = props;
  const { t } = useTranslation("rates");
  const id = useId();
  const down = useDownPayment(choice.downPaymentMinor, priceMinor, locale);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const offer = useMemo(() => calculateOffer(kind, priceMinor, choice), [kind, priceMinor, choice]);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const percent = (n: number) => `${formatNumber(n, locale, 2)} %`;
  const km = (n: number) => formatNumber(n, locale, 0);
  const options = OFFER_OPTIONS[kind];
  const onSubmit = (e: FormEvent) => {
    if (enhanced) e.preventDefault();
  };

  return (
    <form method="get" action="#financing" noValidate onSubmit={onSubmit} data-testid={`${kind}-calculator`}>
      <input type="hidden" name="offer" value={kind} />
      <div className={styles.calcFields}>
        {kind === "leasing" && (
          <DownPaymentField
            id={id}
            down={down}
            label={t("common.down_payment", { currency })}
            hint={t("common.down_hint", { max: money(down.maxMinor) })}
            invalidHint={t("common.down_invalid", { max: money(down.maxMinor) })}
            onValid={(minor) => onChoice({ ...choice, downPaymentMinor: minor })}
          />
        )}
        <div className="field">
          <label htmlFor={`${id}-term`}>{t("common.term")}</label>
          <select
            id={`${id}-term`}
            name="term"
            value={choice.termMonths}
            onChange={(e) => onChoice({ ...choice, termMonths: Number(e.target.value) })}
          >
            {options.terms.map((m) => (
              <option key={m} value={m}>
                {t("common.months", { n: m })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-km`}>{t(`${kind}.mileage`)}</label>
          <select
            id={`${id}-km`}
            name="km"
            value={choice.mileageKm}
            onChange={(e) => onChoice({ ...choice, mileageKm: Number(e.target.value) })}
          >
            {options.mileages.map((n) => (
              <option key={n} value={n}>
                {t(kind === "leasing" ? "leasing.km_year" : "subscription.km_month", { n: km(n) })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {kind === "leasing" && (
        <p className="field-hint">
          {t("leasing.rate_fixed", { rate: percent(DEFAULT_LEASING.effectiveAnnualRate) })}
        </p>
      )}
      {!enhanced && (
        <div className="actions" style={{ marginTop: "0.75rem" }}>
          <button type="submit" className="button secondary">
            {t("common.recalculate")}
          </button>
        </div>
      )}
      {offer.kind === "leasing" && (
        <>
          <p className={styles.calcResult} aria-live="polite" data-testid="leasing-rate">
            {t("common.monthly", { amount: money(offer.monthlyRateMinor) })}
          </p>
          <h3>{t("leasing.example_title")}</h3>
          <dl className={styles.example} data-testid="leasing-example">
            <dt>{t("common.price")}</dt>
            <dd>{money(priceMinor)}</dd>
            <dt>{t("leasing.down_payment_short")}</dt>
            <dd>{money(offer.downPaymentMinor)}</dd>
            <dt>{t("common.term")}</dt>
            <dd>{t("common.months", { n: offer.termMonths })}</dd>
            <dt>{t("leasing.total_mileage")}</dt>
            <dd>{`${km(offer.totalMileageKm)} km`}</dd>
            <dt>{t("leasing.residual", { percent: `${offer.residualPercent} %` })}</dt>
            <dd>{money(offer.residualValueMinor)}</dd>
            <dt>{t("leasing.instalments", { n: offer.termMonths })}</dt>
            <dd>{money(offer.monthlyRateMinor)}</dd>
            <dt>{t("leasing.total")}</dt>
            <dd>{money(offer.totalLeasingCostMinor)}</dd>
            <dt>{t("leasing.factor")}</dt>
            <dd>{formatNumber(offer.leasingFactor, locale, 2)}</dd>
          </dl>
          <p className="field-hint" style={{ marginTop: "0.75rem" }}>
            {t("leasing.note")}
          </p>
        </>
      )}
      {offer.kind === "subscription" && (
        <>
          <p className={styles.calcResult} aria-live="polite" data-testid="subscription-price">
            {t("common.monthly", { amount: money(offer.monthlyPriceMinor) })}
          </p>
          <h3>{t("subscription.example_title")}</h3>
          <dl className={styles.example} data-testid="subscription-example">
            <dt>{t("subscription.monthly_price")}</dt>
            <dd>{money(offer.monthlyPriceMinor)}</dd>
            <dt>{t("common.term")}</dt>
            <dd>{t("common.months", { n: offer.termMonths })}</dd>
            <dt>{t("subscription.mileage")}</dt>
            <dd>{`${km(offer.monthlyMileageKm)} km`}</dd>
            <dt>{t("subscription.start_fee")}</dt>
            <dd>{money(offer.startFeeMinor)}</dd>
            <dt>{t("subscription.total")}</dt>
            <dd>{money(offer.totalMinor)}</dd>
          </dl>
          <p className="field-hint" style={{ marginTop: "0.75rem" }}>
            {t("subscription.included")}
          </p>
        </>
      )}
    </form>
  );
}
