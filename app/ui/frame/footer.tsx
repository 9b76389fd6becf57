import { VAT_STATEMENT_KEYS, vatStatement } from "../../core/commerce/vat-statement";
import { useTranslation } from "../../core/i18n/react";
import { routePath } from "../../shared/route-table";
import { AppLink } from "../app-link";
import { useSite } from "../site-data";
import styles from "./footer.module.css";

const LEGAL = ["imprint", "privacy", "terms", "cookie", "cancellationPolicy", "contractInfo"] as const;
const COMPANY = ["aboutUs", "locations", "contact", "blogList", "newsList", "docs"] as const;

export function Footer() {
  const { t } = useTranslation();
  const site = useSite();
  // The two VAT rules, worded as on each offer (vat-statement.ts); the rate as the server wrote it, so
  // hydrating the footer (every page) makes no Intl formatter (decision 0069).
  const regular = { key: VAT_STATEMENT_KEYS.regular, values: { rate: site.vatRate } };
  const margin = vatStatement(0, site.locale);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>{site.project.name}</p>
          <p className={styles.tagline}>{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.company")}>
          <h2 className={styles.heading}>{t("footer.company")}</h2>
          <ul>
            {COMPANY.map((key) => (
              <li key={key}>
                <AppLink to={routePath(key, site.locale)}>{t(`pages:${key}.title`)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footer.legal")}>
          <h2 className={styles.heading}>{t("footer.legal")}</h2>
          <ul>
            {LEGAL.map((key) => (
              <li key={key}>
                <AppLink to={routePath(key, site.locale)}>{t(`pages:${key}.title`)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t("footer.copyright", { year: new Date().getUTCFullYear(), name: site.project.name })}</p>
        <p data-testid="footer-vat">
          {t("vat.all_prices", {
            regular: t(regular.key, regular.values),
            margin: t(margin.key, margin.values),
          })}
        </p>
      </div>
    </footer>
  );
}
