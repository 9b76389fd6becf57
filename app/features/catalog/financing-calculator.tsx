import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { calculateFinancing, DEFAULT_FINANCING, TERM_OPTIONS } from "../../core/catalog/financing";
import { useTranslation } from "../../core/i18n/react";
import type { Locale } from "../../shared/locales";
import { DownPaymentField, useDownPayment } from "../rates/down-payment-field";
import styles from "./car-detail.module.css";
import { formatNumber } from "./car-format";
import { formatMoney } from "./format";

/**
 * Instalment calculator with the representative example of § 17 PAngV (figures from the shared rate
 * module, `core/rates`). The buyer picks the down
 * payment and the term; the effective annual rate is the dealer's standard offer (DEFAULT_FINANCING)
 * and not editable, because the example must show a rate the partner bank really grants. With
 * JavaScript the rate follows every keystroke; without it the GET form asks the server to recalculate.
 */
export function FinancingCalculator(props: {
  priceMinor: number;
  currency: string;
  locale: Locale;
  initialDownPaymentMinor: number;
  initialTermMonths: number;
  /** Told every valid choice, for the request form beside the calculator. */
  onChoice?: (choice: { downPaymentMinor: number; termMonths: number }) => void;
}) {
  const { priceMinor, currency, locale } = props;
  const { t } = useTranslation("car");
  const id = useId();
  const down = useDownPayment(props.initialDownPaymentMinor, priceMinor, locale);
  const [term, setTerm] = useState(props.initialTermMonths);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const downMinor = down.minor;
  const result = useMemo(
    () =>
      calculateFinancing({
        priceMinor,
        downPaymentMinor: downMinor ?? props.initialDownPaymentMinor,
        termMonths: term,
        effectiveAnnualRate: DEFAULT_FINANCING.effectiveAnnualRate,
      }),
    [priceMinor, downMinor, term, props.initialDownPaymentMinor],
  );
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const percent = (n: number) => `${formatNumber(n, locale, 2)} %`;
  const onSubmit = (e: FormEvent) => {
    // The figures are already live; the form is for browsers without JavaScript.
    if (enhanced) e.preventDefault();
  };

  return (
    // noValidate: the field's own hint says what is wrong, in the page's language (no browser bubble).
    <form method="get" action="#financing" noValidate onSubmit={onSubmit} data-testid="financing-calculator">
      <div className={styles.calcFields}>
        <DownPaymentField
          id={id}
          down={down}
          label={t("financing.down_payment", { currency })}
          hint={t("financing.down_hint", { max: money(down.maxMinor) })}
          invalidHint={t("financing.down_invalid", { max: money(down.maxMinor) })}
          onValid={(minor) => props.onChoice?.({ downPaymentMinor: minor, termMonths: term })}
        />
        <div className="field">
          <label htmlFor={`${id}-term`}>{t("financing.term")}</label>
          <select
            id={`${id}-term`}
            name="term"
            value={term}
            onChange={(e) => {
              const next = Number(e.target.value);
              setTerm(next);
              props.onChoice?.({
                downPaymentMinor: downMinor ?? props.initialDownPaymentMinor,
                termMonths: next,
              });
            }}
          >
            {TERM_OPTIONS.map((m) => (
              <option key={m} value={m}>
                {t("financing.months", { n: m })}
              </option>
            ))}
          </select>
          <p className="field-hint">
            {t("financing.rate_fixed", { rate: percent(DEFAULT_FINANCING.effectiveAnnualRate) })}
          </p>
        </div>
      </div>
      {!enhanced && (
        <div className="actions" style={{ marginTop: "0.75rem" }}>
          <button type="submit" className="button secondary">
            {t("financing.recalculate")}
          </button>
        </div>
      )}
      <p className={styles.calcResult} aria-live="polite" data-testid="financing-rate">
        {t("financing.monthly", { rate: money(result.monthlyRateMinor) })}
      </p>
      <h3>{t("financing.example_title")}</h3>
      <dl className={styles.example} data-testid="financing-example">
        <dt>{t("financing.price")}</dt>
        <dd>{money(priceMinor)}</dd>
        <dt>{t("financing.down_payment_short")}</dt>
        <dd>{money(result.downPaymentMinor)}</dd>
        <dt>{t("financing.net_loan")}</dt>
        <dd>{money(result.netLoanMinor)}</dd>
        <dt>{t("financing.nominal_rate")}</dt>
        <dd>{percent(result.nominalAnnualRate)}</dd>
        <dt>{t("financing.effective_rate")}</dt>
        <dd>{percent(result.effectiveAnnualRate)}</dd>
        <dt>{t("financing.term")}</dt>
        <dd>{t("financing.months", { n: result.termMonths })}</dd>
        <dt>{t("financing.instalments", { n: result.termMonths })}</dt>
        <dd>{money(result.monthlyRateMinor)}</dd>
        <dt>{t("financing.total")}</dt>
        <dd>{money(result.totalPayableMinor)}</dd>
      </dl>
      <p className="field-hint" style={{ marginTop: "0.75rem" }}>
        {t("financing.lender")}
      </p>
    </form>
  );
}
