import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { Dropdown } from "./dropdown";
import styles from "./top-menu.module.css";

/** Checkout menu: the logo asks "cancel checkout?" before leaving, with a Home button. */
export function CheckoutLogo({ logo, name }: { logo: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      label={t("menu.cancel_checkout_label", { name })}
      closeOnLeave={false}
      trigger={({ triggerProps }) => (
        <button type="button" className={styles.logoButton} {...triggerProps}>
          <img src={logo} alt="" width={160} height={40} />
        </button>
      )}
    >
      <p className={styles.dropdownTitle}>{t("menu.cancel_checkout")}</p>
      <p className={styles.dropdownText}>{t("menu.cancel_checkout_text")}</p>
      <Link className="button block" to={"/"}>
        {t("menu.home")}
      </Link>
    </Dropdown>
  );
}
