import type { PublicCarDetail } from "../../core/catalog/car-detail.service.server";
import { useTranslation } from "../../core/i18n/react";
import type { Locale } from "../../shared/locales";
import styles from "./car-detail.module.css";
import { formatNumber, formatRegistration, kwToPs } from "./car-format";

/** The facts a buyer compares first: registration, mileage, drive, body, colour. */
export function CarKeyFacts({ car, locale }: { car: PublicCarDetail; locale: Locale }) {
  const { t } = useTranslation(["car", "cars"]);
  const facts: [string, string][] = [
    ["condition", t(`cars:condition.${car.condition}`)],
    [
      "first_registration",
      car.firstRegistration ? formatRegistration(car.firstRegistration, locale) : t("facts.not_registered"),
    ],
    ["mileage", `${formatNumber(car.mileageKm, locale)} km`],
    ["fuel", t(`cars:fuel.${car.fuel}`)],
    ["gearbox", t(`cars:gearbox.${car.gearbox}`)],
    ["power", t("facts.power_value", { kw: car.powerKw, ps: kwToPs(car.powerKw) })],
    ["body", t(`cars:body.${car.bodyType}`)],
    ["colour", t(`cars:colour.${car.colour}`)],
    ["doors", String(car.doors)],
    ["seats", String(car.seats)],
    ["number", String(car.number)],
  ];
  return (
    <dl className={styles.facts} data-testid="key-facts">
      {facts.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`facts.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
