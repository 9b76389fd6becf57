import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { calculateFinancing, DEFAULT_FINANCING, TERM_OPTIONS } from "../../core/catalog/financing";
import { useTranslation } from "../../core/i18n/react";
import { parseDownPayment } from "../../core/rates/down-payment";
import { formatLocaleNumber } from "../../shared/locale-number";
import type { Locale } from "../../shared/locales";
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
  const [down, setDown] = useState(
    formatLocaleNumber(Math.round(props.initialDownPaymentMinor / 100), locale),
  );
  const [term, setTerm] = useState(props.initialTermMonths);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const maxDown = Math.floor(priceMinor / 100);
  // Typed in the page's language ("5.000" in de, "5,000" in en; decision 0054).
  const downMinor = parseDownPayment(down, locale, maxDown * 100);
  const downValid = downMinor !== null;
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
        <div className="field">
          <label htmlFor={`${id}-down`}>{t("financing.down_payment", { currency })}</label>
          <input
            id={`${id}-down`}
            name="down"
            // Text, not type=number: a browser's number input would read a German "5.000" as 5.
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={down}
            onChange={(e) => {
              setDown(e.target.value);
              const minor = parseDownPayment(e.target.value, locale, maxDown * 100);
              if (minor !== null) props.onChoice?.({ downPaymentMinor: minor, termMonths: term });
            }}
            aria-invalid={downValid ? undefined : true}
            aria-describedby={`${id}-down-hint`}
          />
          <p className="field-hint" id={`${id}-down-hint`}>
            {downValid
              ? t("financing.down_hint", { max: money(maxDown * 100) })
              : t("financing.down_invalid", { max: money(maxDown * 100) })}
          </p>
        </div>
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
