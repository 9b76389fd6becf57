/**
 * The filter bar's "add filter" popover: first the list of filters, then the chosen filter's editor
 * (checkboxes, an autocomplete picker or the date presets). Changes apply as they are made.
 */
import { ChevronLeft as ChevronLeftNode, Plus as PlusNode } from "lucide";
import { useTranslation } from "../../core/i18n/react";
import { icon } from "../icon";
import { AutocompletePicker } from "./autocomplete-picker";
import { DatePresetPicker } from "./date-preset-picker";
import styles from "./filter-bar.module.css";
import { dateKeys, type FilterField } from "./filter-fields";
import { type FilterValues, withValues } from "./filter-values";
import { Popover } from "./popover";

const Plus = icon(PlusNode);
const ChevronLeft = icon(ChevronLeftNode);

type Props = {
  fields: readonly FilterField[];
  values: FilterValues;
  onChange: (next: FilterValues) => void;
  valueLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Controlled: the open state and the filter being edited (a chip opens its own filter). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: string | undefined;
  onEditingChange: (key: string | undefined) => void;
};

export function FilterPopover({
  fields,
  values,
  onChange,
  valueLabels,
  open,
  onOpenChange,
  editing,
  onEditingChange,
}: Props) {
  const { t } = useTranslation("backoffice");
  const field = fields.find((f) => f.key === editing);
  return (
    <Popover
      label={field ? field.label : t("filters.choose")}
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) onEditingChange(undefined);
      }}
      trigger={(props) => (
        <button type="button" className={styles.addButton} {...props} data-testid="filter-add">
          <Plus aria-hidden size={18} />
          {t("filters.add")}
        </button>
      )}
    >
      {field ? (
        <div className={styles.editor}>
          <button type="button" className={styles.back} onClick={() => onEditingChange(undefined)}>
            <ChevronLeft aria-hidden size={18} />
            {t("filters.back")}
          </button>
          <FieldEditor field={field} values={values} onChange={onChange} valueLabels={valueLabels} />
        </div>
      ) : (
        <ul className={styles.fieldList} aria-label={t("filters.choose")}>
          {fields.map((f) => {
            const active =
              f.kind === "dates" ? dateKeys(f).some((k) => values[k]?.length) : values[f.key]?.length;
            return (
              <li key={f.key}>
                <button
                  type="button"
                  className={styles.fieldButton}
                  onClick={() => onEditingChange(f.key)}
                  data-field={f.key}
                >
                  <span>{f.label}</span>
                  {active ? (
                    <span className={styles.fieldCount}>
                      {f.kind === "dates" ? "•" : active}
                      <span className="visually-hidden">{t("filters.in_use")}</span>
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Popover>
  );
}

function FieldEditor({
  field,
  values,
  onChange,
  valueLabels,
}: {
  field: FilterField;
  values: FilterValues;
  onChange: (next: FilterValues) => void;
  valueLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}) {
  switch (field.kind) {
    case "options": {
      const current = new Set(values[field.key] ?? []);
      return (
        <fieldset className={styles.options}>
          <legend className={styles.optionsLegend}>{field.label}</legend>
          {field.options.map((o, i) => (
            <label key={o.value} className={styles.option}>
              <input
                type="checkbox"
                checked={current.has(o.value)}
                data-autofocus={i === 0 || undefined}
                onChange={(e) => {
                  const next = new Set(current);
                  if (e.currentTarget.checked) {
                    if (field.single) next.clear();
                    next.add(o.value);
                  } else next.delete(o.value);
                  onChange(withValues(values, field.key, [...next]));
                }}
              />
              <span className={styles.optionLabel}>{o.label}</span>
              {o.count !== undefined && <span className={styles.optionCount}>{o.count}</span>}
            </label>
          ))}
        </fieldset>
      );
    }
    case "autocomplete":
      return (
        <AutocompletePicker
          label={field.label}
          value={values[field.key] ?? []}
          labels={valueLabels?.[field.key]}
          fetchOptions={field.fetchOptions}
          onChange={(next) => onChange(withValues(values, field.key, next))}
          autoFocus
        />
      );
    case "dates": {
      const [fromKey, toKey] = dateKeys(field);
      return (
        <DatePresetPicker
          label={field.label}
          presets={field.presets}
          value={{ dateFrom: values[fromKey]?.[0], dateTo: values[toKey]?.[0] }}
          onChange={(range) =>
            onChange(
              withValues(
                withValues(values, fromKey, range.dateFrom ? [range.dateFrom] : []),
                toKey,
                range.dateTo ? [range.dateTo] : [],
              ),
            )
          }
        />
      );
    }
  }
}
