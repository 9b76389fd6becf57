import { useTranslation } from "../../core/i18n/react";
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
 * what was bought, net, VAT per rate and the total. Texts: `checkout.summary`.
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
  const percent = (bp: number) => `${(bp / 100).toLocaleString(locale)} %`;
  const rates = totals.vatByRate?.length ? totals.vatByRate : [{ rateBp: -1, vatMinor: totals.vatMinor }];
  return (
    <div className={styles.lines} data-testid={testId}>
      <ul className={styles.lineList}>
        {lines.map((line) => (
          <li key={line.id ?? line.position} className={styles.line} data-testid="order-line">
            <div>
              <p className={styles.lineName}>
                {[line.brandName, line.name].filter(Boolean).join(" ")}
                {line.quantity > 1 && (
                  <span className={styles.quantity}> × {line.quantity.toLocaleString(locale)}</span>
                )}
              </p>
              {line.variant && <p className={styles.variant}>{line.variant}</p>}
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
        <div>
          <dt>{t("summary.net")}</dt>
          <dd>{money(totals.netMinor)}</dd>
        </div>
        {rates.map((r) => (
          <div key={r.rateBp}>
            <dt>{r.rateBp < 0 ? t("summary.vat") : t("summary.vat_rate", { rate: percent(r.rateBp) })}</dt>
            <dd>{money(r.vatMinor)}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>{t("summary.total")}</dt>
          <dd data-testid="order-total">{money(totals.totalMinor)}</dd>
        </div>
      </dl>
    </div>
  );
}
