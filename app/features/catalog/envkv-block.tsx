import { CO2_CLASSES, type Co2Class } from "../../core/catalog/car-attributes";
import type { PublicCarDetail } from "../../core/catalog/car-detail.service.server";
import { useTranslation } from "../../core/i18n/react";
import type { Locale } from "../../shared/locales";
import styles from "./car-detail.module.css";
import { formatNumber } from "./car-format";

const CLASS_STYLE: Record<Co2Class, string | undefined> = {
  A: styles.classA,
  B: styles.classB,
  C: styles.classC,
  D: styles.classD,
  E: styles.classE,
  F: styles.classF,
  G: styles.classG,
};

function Co2Scale({ value, label }: { value: Co2Class; label: string }) {
  const { t } = useTranslation("car");
  return (
    <div>
      <p style={{ margin: 0 }}>
        {label}: <strong data-testid="co2-class">{value}</strong>
      </p>
      <ol className={styles.scale} aria-label={t("envkv.scale", { label })}>
        {CO2_CLASSES.map((c) => (
          <li key={c} className={CLASS_STYLE[c]} aria-current={c === value ? "true" : undefined}>
            <span>{c}</span>
            {c === value && <span aria-hidden>◀</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The consumption and CO2 figures Pkw-EnVKV requires on every ad, with the A-G CO2 class scale. */
export function EnvkvBlock({ car, locale }: { car: PublicCarDetail; locale: Locale }) {
  const { t } = useTranslation(["car", "cars"]);
  const rows: [string, string][] = [];
  if (car.consumptionCombined !== null && car.consumptionUnit)
    rows.push([
      t("envkv.consumption"),
      `${formatNumber(car.consumptionCombined, locale, 1)} ${t(`cars:unit.${car.consumptionUnit}`)}`,
    ]);
  if (car.co2GPerKm !== null) rows.push([t("envkv.co2"), `${formatNumber(car.co2GPerKm, locale)} g/km`]);
  if (car.electricRangeKm !== null)
    rows.push([t("envkv.electric_range"), `${formatNumber(car.electricRangeKm, locale)} km`]);
  return (
    <div className={styles.envkvGrid} data-testid="envkv">
      <dl className={styles.example}>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: "contents" }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <div style={{ display: "grid", gap: "1rem" }}>
        {car.co2Class && (
          <Co2Scale
            value={car.co2Class}
            label={car.fuel === "plugin_hybrid" ? t("envkv.class_weighted") : t("envkv.class")}
          />
        )}
        {car.fuel === "plugin_hybrid" && car.co2ClassDischarged && (
          <Co2Scale value={car.co2ClassDischarged} label={t("envkv.class_discharged")} />
        )}
      </div>
      <p className="field-hint" style={{ gridColumn: "1 / -1" }}>
        {t("envkv.note")}
      </p>
    </div>
  );
}
