/**
 * Date presets (last 7/30/60 days, this and last month, this and last quarter) and a custom
 * range from two native date inputs. The page computes each preset's days in the dealer's time zone
 * (`presetRange` of `core/leads/date-presets`) and passes them in, so this stays free of clocks.
 */
import { useTranslation } from "../../core/i18n/react";
import styles from "./date-preset-picker.module.css";

/** A preset's key (its label is `backoffice:dates.presets.<key>`) and the calendar days it stands for. */
export type DatePresetRange = { readonly key: string; readonly dateFrom: string; readonly dateTo: string };
export type DateRange = { readonly dateFrom?: string; readonly dateTo?: string };

type Props = {
  presets: readonly DatePresetRange[];
  value: DateRange;
  onChange: (next: DateRange) => void;
  /** Visible group label; defaults to "Period". */
  label?: string;
  min?: string;
  max?: string;
};

/** The preset a range is, if any. */
export function presetKeyOf(presets: readonly DatePresetRange[], value: DateRange): string | undefined {
  return presets.find((p) => p.dateFrom === value.dateFrom && p.dateTo === value.dateTo)?.key;
}

export function DatePresetPicker({ presets, value, onChange, label, min, max }: Props) {
  const { t } = useTranslation("backoffice");
  const current = presetKeyOf(presets, value);
  return (
    <fieldset className={styles.picker} data-testid="date-preset-picker">
      <legend className={styles.legend}>{label ?? t("dates.label")}</legend>
      <ul className={styles.presets}>
        {presets.map((p) => (
          <li key={p.key}>
            <button
              type="button"
              className={styles.preset}
              aria-pressed={p.key === current}
              onClick={() => onChange({ dateFrom: p.dateFrom, dateTo: p.dateTo })}
              data-preset={p.key}
            >
              {t(`dates.presets.${p.key}`)}
            </button>
          </li>
        ))}
      </ul>
      <fieldset className={styles.custom}>
        <legend className={styles.customTitle}>{t("dates.custom")}</legend>
        <label className={styles.field}>
          <span>{t("dates.from")}</span>
          <input
            type="date"
            name="dateFrom"
            value={value.dateFrom ?? ""}
            min={min}
            max={value.dateTo || max}
            onChange={(e) => onChange({ ...value, dateFrom: e.currentTarget.value || undefined })}
          />
        </label>
        <label className={styles.field}>
          <span>{t("dates.to")}</span>
          <input
            type="date"
            name="dateTo"
            value={value.dateTo ?? ""}
            min={value.dateFrom || min}
            max={max}
            onChange={(e) => onChange({ ...value, dateTo: e.currentTarget.value || undefined })}
          />
        </label>
      </fieldset>
    </fieldset>
  );
}
