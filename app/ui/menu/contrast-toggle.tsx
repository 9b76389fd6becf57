import { Contrast as ContrastNode } from "lucide";
import { useState } from "react";
import { useHref, useLocation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { CONTRAST_COOKIE, CONTRAST_MAX_AGE_SECONDS } from "../../shared/contrast";
import { icon } from "../icon";
import { useSite } from "../site-data";
import styles from "./top-menu.module.css";

const Contrast = icon(ContrastNode);

/**
 * High-contrast theme switch, remembered in a cookie so the server renders it from the first byte.
 * A plain form post without JavaScript (or before hydration); an instant switch with it.
 */
export function ContrastToggle({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation();
  const site = useSite();
  const location = useLocation();
  const [high, setHigh] = useState(site.highContrast);
  // With the locale basename, so the no-JavaScript post returns to the same page and language.
  const back = useHref(location.pathname + location.search);
  const toggle = (event: React.FormEvent) => {
    event.preventDefault();
    const next = !high;
    setHigh(next);
    if (next) document.documentElement.dataset.contrast = "high";
    else delete document.documentElement.dataset.contrast;
    // biome-ignore lint/suspicious/noDocumentCookie: a preference cookie read by the server on the next request
    document.cookie = `${CONTRAST_COOKIE}=${next ? "high" : "normal"}; path=/; max-age=${CONTRAST_MAX_AGE_SECONDS}; SameSite=Lax`;
  };
  return (
    <form
      method="post"
      action="/preferences/contrast"
      onSubmit={toggle}
      className={inMenu ? styles.menuOnlyPhone : `${styles.inlineForm} ${styles.hideOnPhone}`}
    >
      <input type="hidden" name="value" value={high ? "normal" : "high"} />
      <input type="hidden" name="back" value={back} />
      <button
        type="submit"
        className={inMenu ? styles.menuButton : styles.iconButton}
        aria-pressed={high}
        aria-label={inMenu ? undefined : t("menu.high_contrast")}
        title={t("menu.high_contrast")}
        data-testid={inMenu ? "contrast-toggle-menu" : "contrast-toggle"}
      >
        <Contrast aria-hidden size={20} />
        {inMenu && <span>{t("menu.high_contrast")}</span>}
      </button>
    </form>
  );
}
