import { CarFront as CarFrontNode } from "lucide";
import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { CustomerCar } from "../../core/trade-in/customer-car";
import { dateTimeFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import { icon } from "../../ui/icon";
import { Dropdown } from "../../ui/menu/dropdown";
import { useSite } from "../../ui/site-data";
import { formatMoney } from "../catalog/format";
import styles from "./customer-cars-menu.module.css";

const CarFront = icon(CarFrontNode);

const day = (iso: string, locale: Locale, timeZone: string) =>
  dateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(new Date(iso));

/** What the dealer has said so far: the offer (and the customer's answer), else the range, else "pending". */
function CarState({ car, locale }: { car: CustomerCar; locale: Locale }) {
  const { t } = useTranslation("trade-in");
  const { timeZone } = useSite().project;
  const money = (minor: number) => formatMoney(minor, car.currency, locale);
  if (car.offer) {
    if (car.offer.invitation === "accepted") {
      return (
        <span className={styles.accepted}>
          {t("menu.offer_accepted", { amount: money(car.offer.amountMinor) })}
        </span>
      );
    }
    if (car.offer.expired) return <span className={styles.muted}>{t("menu.offer_expired")}</span>;
    return (
      <span className={styles.offer}>
        <strong>{t("menu.offer", { amount: money(car.offer.amountMinor) })}</strong>
        {car.offer.expiresAt && (
          <span className={styles.muted}>
            {" "}
            {t("menu.offer_until", { date: day(car.offer.expiresAt, locale, timeZone) })}
          </span>
        )}
      </span>
    );
  }
  if (car.estimate) {
    return (
      <span className={styles.muted}>
        {t("menu.estimate", { low: money(car.estimate.lowMinor), high: money(car.estimate.highMinor) })}
      </span>
    );
  }
  return <span className={styles.muted}>{t("menu.pending")}</span>;
}

/**
 * The dropdown's content: the customer's active trade-in cars with brand, model, the
 * day they were offered and the dealer's offer, and the link to offer another one. `cars` null: preview
 * mode without a signed-in customer, the link only.
 */
export function CustomerCarsPanel({ cars, locale }: { cars: CustomerCar[] | null; locale: Locale }) {
  const { t } = useTranslation("trade-in");
  const { timeZone } = useSite().project;
  return (
    <div className={styles.panel} data-testid="customer-cars-dropdown">
      <p className={styles.title}>{t("menu.title")}</p>
      {cars === null ? (
        <p className={styles.empty}>{t("menu.preview")}</p>
      ) : cars.length === 0 ? (
        <p className={styles.empty}>{t("menu.empty")}</p>
      ) : (
        <ul className={styles.cars}>
          {cars.map((car) => (
            <li key={car.jobId} className={styles.car} data-testid="customer-cars-item">
              <span className={styles.name}>{[car.brandName, car.modelName].filter(Boolean).join(" ")}</span>
              <span className={styles.muted}>
                {t("menu.offered_on", { date: day(car.cdate, locale, timeZone) })}
              </span>
              <CarState car={car} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      <Link className="button block" to={routePath("buyback", locale)} data-testid="customer-cars-offer-new">
        {t("menu.offer_new")}
      </Link>
    </div>
  );
}

/**
 * The top menu's customer cars: an icon with the number of active trade-ins. Without JavaScript it is a
 * plain link to the trade-in wizard; with it, hovering or clicking opens the dropdown (the shared menu
 * Dropdown: keyboard, Escape, outside click and navigation close it).
 */
export function CustomerCarsMenu({
  cars,
  locale,
  buttonClass,
  badgeClass,
}: {
  cars: CustomerCar[] | null;
  locale: Locale;
  buttonClass?: string;
  badgeClass?: string;
}) {
  const { t } = useTranslation("trade-in");
  const n = cars?.length ?? 0;
  return (
    <Dropdown
      label={n > 0 ? t("menu.label_count", { count: n }) : t("menu.label")}
      align="end"
      trigger={({ triggerProps }) => {
        const { onClick, ...aria } = triggerProps as { onClick: () => void } & Record<string, unknown>;
        return (
          <Link
            to={routePath("buyback", locale)}
            className={buttonClass}
            data-testid="menu-customer-cars"
            {...aria}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onClick();
            }}
          >
            <CarFront aria-hidden size={20} />
            {n > 0 && (
              <span className={badgeClass} aria-hidden data-testid="customer-cars-badge">
                {n > 99 ? "99+" : n}
              </span>
            )}
          </Link>
        );
      }}
    >
      <CustomerCarsPanel cars={cars} locale={locale} />
    </Dropdown>
  );
}
