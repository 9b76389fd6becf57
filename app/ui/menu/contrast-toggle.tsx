import { Contrast } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../core/i18n/react";
import { useSite } from "../site-data";
import styles from "./top-menu.module.css";

/** High-contrast theme switch; remembered in a cookie so the server renders it from the first byte. */
export function ContrastToggle() {
  const { t } = useTranslation();
  const site = useSite();
  const [high, setHigh] = useState(site.highContrast);
  const toggle = () => {
    const next = !high;
    setHigh(next);
    if (next) document.documentElement.dataset.contrast = "high";
    else delete document.documentElement.dataset.contrast;
    // biome-ignore lint/suspicious/noDocumentCookie: a preference cookie read by the server on the next request
    document.cookie = `ah_contrast=${next ? "high" : "normal"}; path=/; max-age=31536000; SameSite=Lax`;
  };
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={high}
      aria-label={t("menu.high_contrast")}
      title={t("menu.high_contrast")}
      onClick={toggle}
      data-testid="contrast-toggle"
    >
      <Contrast aria-hidden size={20} />
    </button>
  );
}
