/**
 * The down payment of the rate calculators (financing on the car page, leasing on the offers): typed in
 * the page's language ("5.000" in de, "5,000" in en; decision 0054), at most the car's price, in whole
 * currency units. A text input, not type=number: a browser's number input would read "5.000" as 5.
 */
import { useState } from "react";
import { parseDownPayment } from "../../core/rates/down-payment";
import { formatLocaleNumber } from "../../shared/locale-number";
import type { Locale } from "../../shared/locales";

export type DownPayment = ReturnType<typeof useDownPayment>;

/** The typed down payment and what it means: minor units, or null while it is no valid amount. */
export function useDownPayment(initialMinor: number, priceMinor: number, locale: Locale) {
  const [text, setText] = useState(formatLocaleNumber(Math.round(initialMinor / 100), locale));
  const maxMinor = Math.floor(priceMinor / 100) * 100;
  return { text, setText, maxMinor, locale, minor: parseDownPayment(text, locale, maxMinor) };
}

export function DownPaymentField({
  id,
  down,
  label,
  hint,
  invalidHint,
  onValid,
}: {
  id: string;
  down: DownPayment;
  label: string;
  hint: string;
  invalidHint: string;
  /** Told every valid amount as it is typed (minor units). */
  onValid?: (minor: number) => void;
}) {
  const valid = down.minor !== null;
  return (
    <div className="field">
      <label htmlFor={`${id}-down`}>{label}</label>
      <input
        id={`${id}-down`}
        name="down"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={down.text}
        onChange={(e) => {
          down.setText(e.target.value);
          const minor = parseDownPayment(e.target.value, down.locale, down.maxMinor);
          if (minor !== null) onValid?.(minor);
        }}
        aria-invalid={valid ? undefined : true}
        aria-describedby={`${id}-down-hint`}
      />
      <p className="field-hint" id={`${id}-down-hint`}>
        {valid ? hint : invalidHint}
      </p>
    </div>
  );
}
