import { Link } from "react-router";
import type { Cart } from "../../core/commerce/cart-types";
import { vatRuleOf, vatStatement } from "../../core/commerce/vat-statement";
import { useTranslation } from "../../core/i18n/react";
import type { Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import { formatMoney } from "../catalog/format";
import styles from "./cart.module.css";

/**
 * The cart's sums: net and VAT per rate where VAT is shown, a margin-taxed car's § 25a statement
 * instead of a 0 € VAT line (vat-statement.ts), total (in the project's currency), the used-car note, and the
 * way on. Checkout waits while any line has a problem: a disabled button says why instead of a link.
 */
export function CartTotals({ cart, locale, busy }: { cart: Cart; locale: Locale; busy: boolean }) {
  const { t } = useTranslation("cart");
  const money = (minor: number) => formatMoney(minor, cart.currency, locale);
  const statement = (rateBp: number) => {
    const st = vatStatement(rateBp, locale);
    return t(st.key, st.values);
  };
  const margin = cart.lines.some((l) => vatRuleOf(l.vatRateBp) === "margin_scheme");
  const blocked = cart.lines.some((l) => l.problem !== null);
  return (
    <aside
      className={`card ${styles.summary}`}
      aria-labelledby="cart-summary-title"
      aria-busy={busy || undefined}
      data-testid="cart-summary"
    >
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        {t("page.summary")}
      </h2>
      <dl className={styles.sums}>
        {!margin && (
          <div className={styles.sumRow}>
            <dt>{t("page.net")}</dt>
            <dd data-testid="cart-net">{money(cart.netMinor)}</dd>
          </div>
        )}
        {cart.vatByRate.map((v) => (
          <div key={v.rateBp} className={styles.sumRow}>
            <dt>{statement(v.rateBp)}</dt>
            <dd data-testid={`cart-vat-${v.rateBp}`}>{money(v.vatMinor)}</dd>
          </div>
        ))}
        {margin && (
          <div className={styles.sumRow} data-testid="cart-margin-scheme">
            <dt>{statement(0)}</dt>
            <dd />
          </div>
        )}
        <div className={`${styles.sumRow} ${styles.grand}`}>
          <dt>{t("page.total")}</dt>
          <dd data-testid="cart-total">{money(cart.totalMinor)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t("page.total_note")}</p>
      {cart.hasUsedCar && (
        <p className={`alert ${styles.usedCar}`} data-testid="cart-used-car-note">
          {t("page.used_car_note")}
        </p>
      )}
      {blocked ? (
        <>
          <button
            type="button"
            className="button block"
            disabled
            aria-describedby="cart-blocked"
            data-testid="cart-checkout"
          >
            {t("page.checkout")}
          </button>
          <p id="cart-blocked" className={styles.blocked} role="note">
            {t("page.checkout_blocked")}
          </p>
        </>
      ) : (
        <Link className="button block" to={routePath("checkout", locale)} data-testid="cart-checkout">
          {t("page.checkout")}
        </Link>
      )}
      <Link className={`button secondary block ${styles.continue}`} to={routePath("shop", locale)}>
        {t("page.continue")}
      </Link>
    </aside>
  );
}
