/**
 * Two to four parked cars side by side (favorites?compare=…): one column per car, one row per fact;
 * rows whose values differ are highlighted and say so. On a phone the table scrolls sideways while the
 * row names stay put.
 */
import { Link } from "react-router";
import { carVatStatement } from "../../core/commerce/vat-statement";
import { allEqual, compareQuery, MIN_COMPARE } from "../../core/favorites/compare";
import type { ComparedCar } from "../../core/favorites/favorites.service.server";
import { useTranslation } from "../../core/i18n/react";
import { carPath } from "../../shared/car-path";
import type { Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import { formatNumber, formatRegistration, kwToPs } from "../catalog/car-format";
import { CarPicture } from "../catalog/car-picture";
import { formatMoney } from "../catalog/format";
import styles from "./favorites.module.css";

type Row = { key: string; values: string[] };

export function CompareTable({ cars, locale }: { cars: ComparedCar[]; locale: Locale }) {
  const { t } = useTranslation(["favorites", "cars"]);
  const german = locale === "de";
  const none = t("compare.none");
  const numbers = cars.map((c) => c.number);
  const rows: Row[] = [
    {
      key: "price",
      values: cars.map((c) => {
        const vat = carVatStatement(c, locale);
        return `${formatMoney(c.priceMinor, c.currency, locale)}, ${t(vat.key, vat.values)}`;
      }),
    },
    {
      key: "first_registration",
      values: cars.map((c) =>
        c.firstRegistration ? formatRegistration(c.firstRegistration, locale) : t("card.new_car"),
      ),
    },
    { key: "mileage", values: cars.map((c) => t("card.mileage", { km: formatNumber(c.mileageKm, locale) })) },
    {
      key: "power",
      values: cars.map((c) => t("compare.power_value", { kw: c.powerKw, ps: kwToPs(c.powerKw) })),
    },
    { key: "fuel", values: cars.map((c) => t(`cars:fuel.${c.fuel}`)) },
    { key: "gearbox", values: cars.map((c) => t(`cars:gearbox.${c.gearbox}`)) },
    {
      key: "consumption",
      values: cars.map((c) =>
        c.consumptionCombined !== null && c.consumptionUnit
          ? `${formatNumber(c.consumptionCombined, locale, 1)} ${t(`cars:unit.${c.consumptionUnit}`)}`
          : none,
      ),
    },
    {
      key: "co2",
      values: cars.map((c) => (c.co2GPerKm !== null ? `${formatNumber(c.co2GPerKm, locale)} g/km` : none)),
    },
    {
      key: "co2_class",
      values: cars.map((c) =>
        c.co2Class
          ? c.fuel === "plugin_hybrid" && c.co2ClassDischarged
            ? `${c.co2Class} · ${t("compare.discharged", { class: c.co2ClassDischarged })}`
            : c.co2Class
          : none,
      ),
    },
    ...(cars.some((c) => c.electricRangeKm !== null)
      ? [
          {
            key: "electric_range",
            values: cars.map((c) =>
              c.electricRangeKm !== null ? `${formatNumber(c.electricRangeKm, locale)} km` : none,
            ),
          },
        ]
      : []),
    { key: "location", values: cars.map((c) => c.locationCity ?? none) },
    { key: "availability", values: cars.map((c) => t(`cars:status.${c.state}`)) },
  ];
  const favorites = routePath("favorites", locale);

  return (
    <div data-testid="compare">
      <p className="muted">{t("compare.lead")}</p>
      <p className={styles.scrollHint}>{t("compare.scroll_hint")}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={styles.compareScroll} tabIndex={0} aria-labelledby="compare-title">
        <table className={styles.compareTable} data-columns={cars.length}>
          <thead>
            <tr>
              <td className={styles.corner} />
              {cars.map((car) => {
                const title = `${car.brandName} ${car.modelName} ${car.variant}`;
                const rest = numbers.filter((n) => n !== car.number);
                return (
                  <th key={car.number} scope="col" data-testid={`compare-car-${car.number}`}>
                    <div className={styles.compareThumb}>
                      {car.image && (
                        <CarPicture image={car.image} alt="" sizes="(min-width: 900px) 240px, 45vw" />
                      )}
                    </div>
                    <Link to={carPath(car, german)} className={styles.compareTitle}>
                      {car.brandName} {car.modelName}
                      <span className={styles.compareVariant}>{car.variant}</span>
                    </Link>
                    {rest.length >= MIN_COMPARE && (
                      <Link
                        to={`${favorites}?compare=${compareQuery(rest)}`}
                        className={styles.compareRemove}
                        aria-label={t("compare.remove_label", { car: title })}
                      >
                        {t("compare.remove")}
                      </Link>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const differs = !allEqual(row.values);
              return (
                <tr
                  key={row.key}
                  className={differs ? styles.differs : undefined}
                  data-row={row.key}
                  data-differs={differs || undefined}
                >
                  <th scope="row">
                    {t(`compare.row.${row.key}`)}
                    {differs && <span className={styles.differsTag}>{t("compare.differs")}</span>}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={numbers[i]}>{value}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <p className={styles.compareNote}>{t("compare.envkv_note")}</p>
      <p>
        <Link to={favorites} data-testid="compare-back">
          {t("compare.back")}
        </Link>
      </p>
    </div>
  );
}
