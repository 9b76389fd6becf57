/**
 * A list's filter bar: a free-text search (debounced 300 ms), one chip per active filter value with a
 * remove button, an "add filter" popover and "clear all". It only reports the next values through
 * `onChange`; the page writes them to the URL (`useListUrl`), its loader filters the list.
 */
import { Search as SearchNode, X as XNode } from "lucide";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../core/i18n/react";
import { isCalendarDate } from "../../shared/lists/calendar-date";
import { icon } from "../icon";
import { presetKeyOf } from "./date-preset-picker";
import { FILTER_DEBOUNCE_MS } from "./debounce";
import styles from "./filter-bar.module.css";
import { dateKeys, type FilterField, filterKeys } from "./filter-fields";
import { FilterPopover } from "./filter-popover";
import { type FilterValues, hasAnyValue, withoutValue, withValues } from "./filter-values";
import { useDebouncedCallback } from "./use-debounced-callback";

const Search = icon(SearchNode);
const X = icon(XNode);

export type FilterChip = { key: string; field: string; value: string; label: string; remove: FilterValues };

type Props = {
  fields: readonly FilterField[];
  values: FilterValues;
  onChange: (next: FilterValues) => void;
  /** The free-text search's URL key (e.g. `q`); without it the bar has no search field. */
  searchKey?: string;
  searchLabel?: string;
  /** Labels of chosen values only the server knows (autocomplete ids): field key -> value -> label. */
  valueLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** How a chip shows a calendar day (default: as written, `YYYY-MM-DD`). */
  formatDay?: (day: string) => string;
  debounceMs?: number;
};

/** The chips the values make: a label per value, the period as one chip, and what removing each leaves. */
export function filterChips(
  fields: readonly FilterField[],
  values: FilterValues,
  labelOf: {
    valueLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
    preset: (key: string) => string;
    range: (from: string, to: string) => string;
    formatDay: (day: string) => string;
  },
): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const field of fields) {
    if (field.kind === "dates") {
      const [fromKey, toKey] = dateKeys(field);
      // A date that is no real calendar day is dropped by the list's parser: no chip for it either.
      const day = (value: string | undefined) => (value && isCalendarDate(value) ? value : undefined);
      const from = day(values[fromKey]?.[0]);
      const to = day(values[toKey]?.[0]);
      if (!from && !to) continue;
      const preset = presetKeyOf(field.presets, { dateFrom: from, dateTo: to });
      chips.push({
        key: field.key,
        field: field.label,
        value: from ?? "",
        label: preset
          ? labelOf.preset(preset)
          : labelOf.range(from ? labelOf.formatDay(from) : "…", to ? labelOf.formatDay(to) : "…"),
        remove: withValues(withValues(values, fromKey, []), toKey, []),
      });
      continue;
    }
    const names = labelOf.valueLabels?.[field.key];
    for (const value of values[field.key] ?? []) {
      // Own names only: a URL value such as `__proto__` is no name (it read Object.prototype: a 500).
      const label =
        (names && Object.hasOwn(names, value) ? names[value] : undefined) ??
        (field.kind === "options" ? field.options.find((o) => o.value === value)?.label : undefined) ??
        value;
      chips.push({
        key: `${field.key}=${value}`,
        field: field.label,
        value,
        label,
        remove: withoutValue(values, field.key, value),
      });
    }
  }
  return chips;
}

export function FilterBar({
  fields,
  values,
  onChange,
  searchKey,
  searchLabel,
  valueLabels,
  formatDay = (d) => d,
  debounceMs = FILTER_DEBOUNCE_MS,
}: Props) {
  const { t } = useTranslation("backoffice");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<string | undefined>();

  const urlSearch = searchKey ? (values[searchKey]?.[0] ?? "") : "";
  const [text, setText] = useState(urlSearch);
  const sent = useRef(urlSearch);
  // The URL changed under the field (back button, "clear all"): show what it says now.
  useEffect(() => {
    if (urlSearch !== sent.current) {
      sent.current = urlSearch;
      setText(urlSearch);
    }
  }, [urlSearch]);
  const latestValues = useRef(values);
  latestValues.current = values;
  const sendSearch = useDebouncedCallback((next: string) => {
    if (!searchKey) return;
    const clean = next.trim();
    if (clean === sent.current) return;
    sent.current = clean;
    onChange(withValues(latestValues.current, searchKey, [clean]));
  }, debounceMs);

  const chips = filterChips(fields, values, {
    valueLabels,
    formatDay,
    preset: (key) => t(`dates.presets.${key}`),
    range: (from, to) => t("dates.range", { from, to }),
  });
  const anything = hasAnyValue(values, filterKeys(fields, searchKey));

  return (
    <section className={styles.bar} aria-labelledby={`${id}-title`} data-testid="filter-bar">
      <h2 id={`${id}-title`} className="visually-hidden">
        {t("filters.label")}
      </h2>
      <div className={styles.row}>
        {searchKey && (
          <search className={styles.search}>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                sendSearch.flush();
              }}
            >
              <label htmlFor={`${id}-search`} className="visually-hidden">
                {searchLabel ?? t("filters.search")}
              </label>
              <Search aria-hidden size={18} className={styles.searchIcon} />
              <input
                id={`${id}-search`}
                type="search"
                name={searchKey}
                className={styles.searchInput}
                placeholder={t("filters.search_placeholder")}
                value={text}
                autoComplete="off"
                onChange={(e) => {
                  setText(e.currentTarget.value);
                  sendSearch(e.currentTarget.value);
                }}
              />
            </form>
          </search>
        )}
        <FilterPopover
          fields={fields}
          values={values}
          onChange={onChange}
          valueLabels={valueLabels}
          open={open}
          onOpenChange={setOpen}
          editing={editing}
          onEditingChange={setEditing}
        />
        {anything && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              sendSearch.cancel();
              onChange({});
            }}
            data-testid="filter-clear"
          >
            {t("filters.clear")}
          </button>
        )}
      </div>
      {chips.length > 0 && (
        <ul className={styles.chips} aria-label={t("filters.active")}>
          {chips.map((chip) => (
            <li key={chip.key} className={styles.chip} data-testid="filter-chip">
              <span className={styles.chipText}>
                <span className={styles.chipField}>{chip.field}:</span> {chip.label}
              </span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t("filters.remove", { filter: chip.field, value: chip.label })}
                onClick={() => onChange(chip.remove)}
              >
                <X aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
