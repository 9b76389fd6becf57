import type { Equipment } from "../../core/catalog/car-attributes";
import { useTranslation } from "../../core/i18n/react";
import styles from "./car-detail.module.css";

export function CarEquipment({ equipment }: { equipment: Equipment[] }) {
  const { t } = useTranslation(["car", "cars"]);
  if (equipment.length === 0) return <p className="muted">{t("equipment_none")}</p>;
  return (
    <ul className={styles.equipment}>
      {equipment.map((e) => (
        <li key={e}>{t(`cars:equipment.${e}`)}</li>
      ))}
    </ul>
  );
}
