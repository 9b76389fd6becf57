import { Globe as GlobeNode } from "lucide";
import { useLocation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { switchLocalePath, withPrefix } from "../../shared/locale-path";
import type { Locale } from "../../shared/locales";
import { icon } from "../icon";
import { usePageMeta, useSite } from "../site-data";
import { Dropdown } from "./dropdown";
import styles from "./top-menu.module.css";

const Globe = icon(GlobeNode);

/** Native names: a visitor looks for their own language in their own words. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  de: "Deutsch",
  en: "English",
  pl: "Polski",
  tr: "Türkçe",
};

/** Language switch: hidden with fewer than two languages; replaces the locale prefix and keeps the path. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const site = useSite();
  const location = useLocation();
  const alternates = usePageMeta()?.alternates;
  if (site.project.languages.length < 2) return null;
  const target = (lang: Locale) => {
    const alt = alternates?.[lang];
    return alt
      ? withPrefix(alt, lang) + location.search
      : switchLocalePath(location.pathname + location.search, lang);
  };
  return (
    <Dropdown
      label={t("menu.language", { current: LANGUAGE_NAMES[site.locale] })}
      kind="language"
      align="end"
      trigger={({ triggerProps }) => (
        // The visible code starts the accessible name (WCAG 2.5.3); the rest is for screen readers.
        <button
          type="button"
          className={styles.iconButton}
          {...triggerProps}
          aria-label={undefined}
          data-testid="language-menu"
        >
          <Globe aria-hidden size={20} />
          <span className={styles.langCode}>{site.locale.toUpperCase()}</span>
          <span className="visually-hidden">
            {t("menu.language", { current: LANGUAGE_NAMES[site.locale] })}
          </span>
        </button>
      )}
    >
      <ul className={styles.dropdownLinks}>
        {site.project.languages.map((lang) => (
          <li key={lang}>
            {/* A plain link: another language is another basename, so the document reloads. */}
            <a
              href={target(lang)}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === site.locale ? "true" : undefined}
            >
              {LANGUAGE_NAMES[lang]}
            </a>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
