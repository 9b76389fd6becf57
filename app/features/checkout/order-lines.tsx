import { vatRuleOf, vatStatement } from "../../core/commerce/vat-statement";
import { useTranslation } from "../../core/i18n/react";
import { numberFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { formatMoney } from "../catalog/format";
import styles from "./checkout.module.css";

export type OrderLineItem = {
  /** Cart lines have an id, order lines a position. */
  id?: string;
  position?: number;
  name: string;
  brandName: string | null;
  variant: string | null;
  quantity: number;
  totalMinor: number;
  /** 0: margin scheme (§ 25a UStG), else regular VAT at this rate. */
  vatRateBp: number;
  /** Why the line cannot be bought now (checkout only): a `commerce:problem.*` key. */
  problem?: string | null;
};

export type OrderTotals = {
  netMinor: number;
  vatMinor: number;
  totalMinor: number;
  vatByRate?: readonly { rateBp: number; vatMinor: number }[];
};

/**
 * The lines and totals of a cart or an order (checkout summary, orderComplete, account order detail):
 * what was bought with each line's VAT statement, net and VAT per rate (only where VAT is shown: a
 * margin-taxed car states § 25a instead of a 0 € VAT line) and the total. Texts: `checkout.summary`,
 * `common:vat` (vat-statement.ts).
 */
export function OrderLines({
  lines,
  totals,
  currency,
  locale,
  testId,
}: {
  lines: readonly OrderLineItem[];
  totals: OrderTotals;
  currency: string;
  locale: Locale;
  testId?: string;
}) {
  const { t } = useTranslation("checkout");
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const statement = (rateBp: number) => {
    const s = vatStatement(rateBp, locale);
    return t(s.key, s.values);
  };
  const margin = lines.some((l) => vatRuleOf(l.vatRateBp) === "margin_scheme");
  const rates = totals.vatByRate ?? (totals.vatMinor > 0 ? [{ rateBp: -1, vatMinor: totals.vatMinor }] : []);
  return (
    <div className={styles.lines} data-testid={testId}>
      <ul className={styles.lineList}>
        {lines.map((line) => (
          <li key={line.id ?? line.position} className={styles.line} data-testid="order-line">
            <div>
              <p className={styles.lineName}>
                {[line.brandName, line.name].filter(Boolean).join(" ")}
                {line.quantity > 1 && (
                  <span className={styles.quantity}> × {numberFormat(locale).format(line.quantity)}</span>
                )}
              </p>
              {line.variant && <p className={styles.variant}>{line.variant}</p>}
              <p className={styles.variant} data-testid="line-vat">
                {statement(line.vatRateBp)}
              </p>
              {line.problem && (
                <p className="field-error" data-testid="line-problem">
                  {t(`commerce:problem.${line.problem}`)}
                </p>
              )}
            </div>
            <p className={styles.amount}>{money(line.totalMinor)}</p>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {/* Net is the gross less the VAT shown: meaningless for a margin-taxed car's price. */}
        {!margin && rates.length > 0 && (
          <div>
            <dt>{t("summary.net")}</dt>
            <dd>{money(totals.netMinor)}</dd>
          </div>
        )}
        {rates.map((r) => (
          <div key={r.rateBp} data-testid="summary-vat">
            <dt>{r.rateBp < 0 ? t("summary.vat") : statement(r.rateBp)}</dt>
            <dd>{money(r.vatMinor)}</dd>
          </div>
        ))}
        {margin && (
          <div data-testid="summary-margin-scheme">
            <dt>{statement(0)}</dt>
            <dd />
          </div>
        )}
        <div className={styles.total}>
          <dt>{t("summary.total")}</dt>
          <dd data-testid="order-total">{money(totals.totalMinor)}</dd>
        </div>
      </dl>
    </div>
  );
}
