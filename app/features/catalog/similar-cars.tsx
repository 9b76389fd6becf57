import { Link } from "react-router";
import type { SimilarCar } from "../../core/catalog/car-detail.service.server";
import { useTranslation } from "../../core/i18n/react";
import { carPath } from "../../shared/car-path";
import type { Locale } from "../../shared/locales";
import styles from "./car-detail.module.css";
import { formatNumber, formatRegistration } from "./car-format";
import { CarPicture } from "./car-picture";
import { formatMoney } from "./format";

export function SimilarCars({ cars, locale }: { cars: SimilarCar[]; locale: Locale }) {
  const { t } = useTranslation(["car", "cars"]);
  return (
    <ul className={`grid ${styles.similar}`} data-testid="similar-cars">
      {cars.map((c) => {
        const title = `${c.brandName} ${c.modelName}`;
        return (
          <li key={c.number}>
            <Link className="card" to={carPath(c, locale === "de")}>
              {c.image ? <CarPicture image={c.image} alt="" sizes="(min-width: 960px) 280px, 100vw" /> : null}
              <span className={styles.similarBody}>
                <strong>{title}</strong>
                <span className="muted" style={{ display: "block", fontSize: "0.9rem" }}>
                  {c.variant}
                </span>
                <span className="muted" style={{ display: "block", fontSize: "0.9rem" }}>
                  {[
                    c.firstRegistration ? formatRegistration(c.firstRegistration, locale) : null,
                    `${formatNumber(c.mileageKm, locale)} km`,
                    t(`cars:fuel.${c.fuel}`),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
                <strong style={{ marginTop: "0.25rem" }}>
                  {formatMoney(c.priceMinor, c.currency, locale)}
                </strong>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
