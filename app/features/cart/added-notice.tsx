import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { routePath } from "../../shared/route-table";
import { useSite } from "../../ui/site-data";
import styles from "./cart.module.css";

/**
 * What a visitor sees after putting something into the cart: what happened and the two ways on (the
 * cart, the checkout). Needs the `cart.add` catalogue part.
 */
export function AddedNotice({ name, className }: { name?: string | null; className?: string }) {
  const { t } = useTranslation("cart");
  const site = useSite();
  return (
    <div
      className={`alert success ${styles.added} ${className ?? ""}`}
      role="status"
      data-testid="cart-added"
    >
      <p className={styles.addedText}>{name ? t("add.added", { name }) : t("add.added_plain")}</p>
      <p className={styles.addedLinks}>
        <Link to={routePath("cart", site.locale)} data-testid="cart-added-view">
          {t("add.view_cart")}
        </Link>
        <Link to={routePath("checkout", site.locale)} data-testid="cart-added-checkout">
          {t("add.checkout")}
        </Link>
      </p>
    </div>
  );
}
