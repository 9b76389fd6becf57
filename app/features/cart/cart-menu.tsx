import { ShoppingCart as ShoppingCartNode } from "lucide";
import { Link } from "react-router";
import { CART_DROPDOWN_MAX } from "../../core/commerce/cart-dropdown";
import type { CartSummary } from "../../core/commerce/cart-types";
import { vatStatement, vatStatementsOf } from "../../core/commerce/vat-statement";
import { useTranslation } from "../../core/i18n/react";
import type { Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import { icon } from "../../ui/icon";
import { Dropdown } from "../../ui/menu/dropdown";
import { formatMoney } from "../catalog/format";
import { CartLineImage } from "./cart-line-image";
import styles from "./cart-menu.module.css";

const ShoppingCart = icon(ShoppingCartNode);

/**
 * The dropdown's content: at most six lines with picture, name, brand,
 * variant, quantity and price, "N more" for the rest, the total, a link to the cart and the checkout.
 * Presentational, so the 6 + N rule renders the same on the server and in tests.
 */
export function CartMenuPanel({ summary, locale }: { summary: CartSummary; locale: Locale }) {
  const { t } = useTranslation("cart");
  const money = (minor: number) => formatMoney(minor, summary.currency, locale);
  // The server sends six at most; should it ever send more, the rest still counts as "more".
  const shown = summary.lines.slice(0, CART_DROPDOWN_MAX);
  const more = summary.more + (summary.lines.length - shown.length);
  const cart = routePath("cart", locale);
  if (summary.count === 0) {
    return (
      <div className={styles.panel} data-testid="cart-dropdown">
        <p className={styles.title}>{t("menu.title")}</p>
        <p className={styles.empty}>{t("menu.empty")}</p>
        <Link className="button secondary block" to={routePath("shop", locale)}>
          {t("menu.to_shop")}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.panel} data-testid="cart-dropdown">
      <p className={styles.title}>{t("menu.title")}</p>
      <ul className={styles.lines}>
        {shown.map((line) => (
          <li key={line.id} className={styles.line} data-testid="cart-dropdown-line">
            <span className={styles.thumb}>
              <CartLineImage image={line.image} sizes="64px" fallback="" />
            </span>
            <span className={styles.text}>
              <Link to={line.href} className={styles.name}>
                {line.name}
              </Link>
              {(line.brandName || line.variant) && (
                <span className={styles.variant}>
                  {[line.brandName, line.variant].filter(Boolean).join(" · ")}
                </span>
              )}
              <span className={styles.price}>
                <span className={styles.quantity}>{t("menu.quantity", { count: line.quantity })}</span>
                <span>{money(line.totalMinor)}</span>
              </span>
              <span className={styles.variant} data-testid="cart-dropdown-vat">
                {(({ key, values }) => t(key, values))(vatStatement(line.vatRateBp, locale))}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className={styles.more} data-testid="cart-dropdown-more">
          <Link to={cart}>{t("menu.more", { count: more })}</Link>
        </p>
      )}
      <p className={styles.total}>
        <span>
          {t("menu.total")}{" "}
          <span className={styles.vat}>
            {vatStatementsOf(summary.lines, locale)
              .map(({ key, values }) => t(key, values))
              .join(" · ")}
          </span>
        </span>
        <strong data-testid="cart-dropdown-total">{money(summary.totalMinor)}</strong>
      </p>
      <div className={styles.actions}>
        <Link className="button secondary" to={cart} data-testid="cart-dropdown-show">
          {t("menu.show_cart")}
        </Link>
        <Link className="button" to={routePath("checkout", locale)} data-testid="cart-dropdown-checkout">
          {t("menu.checkout")}
        </Link>
      </div>
    </div>
  );
}

/**
 * The top menu's cart: the icon with the count badge. Without JavaScript it is a plain link to the
 * cart page; with it, hovering or clicking opens the dropdown (the shared menu Dropdown: closes after
 * its 300 ms animation on leave, outside click, Escape or navigation).
 */
export function CartMenu({
  summary,
  locale,
  buttonClass,
  badgeClass,
}: {
  summary: CartSummary;
  locale: Locale;
  buttonClass?: string;
  badgeClass?: string;
}) {
  const { t } = useTranslation("cart");
  const label = summary.count > 0 ? t("menu.label_count", { count: summary.count }) : t("menu.label");
  return (
    <Dropdown
      label={label}
      align="end"
      trigger={({ triggerProps }) => {
        const { onClick, ...aria } = triggerProps as { onClick: () => void } & Record<string, unknown>;
        return (
          <Link
            to={routePath("cart", locale)}
            className={buttonClass}
            data-testid="menu-cart"
            {...aria}
            onClick={(event) => {
              // With JavaScript the icon opens the dropdown; the cart page is one click further.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onClick();
            }}
          >
            <ShoppingCart aria-hidden size={20} />
            {summary.count > 0 && (
              <span className={badgeClass} aria-hidden data-testid="cart-badge">
                {summary.count > 99 ? "99+" : summary.count}
              </span>
            )}
          </Link>
        );
      }}
    >
      <CartMenuPanel summary={summary} locale={locale} />
    </Dropdown>
  );
}
