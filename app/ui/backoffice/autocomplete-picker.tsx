/**
 * A multi-select that asks the server for its options as the user types (debounced 300 ms): clients,
 * employees, cars. Built on downshift's combobox hooks (ARIA combobox + listbox, keyboard handling);
 * the chosen values show as removable chips above the field. The list stays open while choosing, so
 * several values are picked in a row; picking a chosen value again removes it.
 */
import { useCombobox, useMultipleSelection } from "downshift";
import { X as XNode } from "lucide";
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../core/i18n/react";
import { icon } from "../icon";
import styles from "./autocomplete-picker.module.css";
import { FILTER_DEBOUNCE_MS } from "./debounce";
import type { FilterOption } from "./filter-fields";
import { useDebouncedCallback } from "./use-debounced-callback";

const X = icon(XNode);

type Props = {
  label: string;
  /** The chosen values. */
  value: readonly string[];
  onChange: (next: readonly string[]) => void;
  /** Options for a query ("" for the first ones shown); rejected promises show an error line. */
  fetchOptions: (query: string) => Promise<readonly FilterOption[]>;
  /** Labels of chosen values the page already knows (server-rendered chips before any fetch). */
  labels?: Readonly<Record<string, string>>;
  debounceMs?: number;
  /** Focus the field when shown (in a popover). */
  autoFocus?: boolean;
};

type Load = { status: "idle" | "loading" | "done" | "error"; items: readonly FilterOption[] };

export function AutocompletePicker({
  label,
  value,
  onChange,
  fetchOptions,
  labels,
  debounceMs = FILTER_DEBOUNCE_MS,
  autoFocus,
}: Props) {
  const { t } = useTranslation("backoffice");
  const [inputValue, setInputValue] = useState("");
  const [load, setLoad] = useState<Load>({ status: "idle", items: [] });
  // Labels learnt from fetched options, for chips of values chosen in this session.
  const known = useRef(new Map<string, string>());
  const request = useRef(0);

  const run = async (query: string) => {
    const seq = ++request.current;
    setLoad((l) => ({ status: "loading", items: l.items }));
    try {
      const items = await fetchOptions(query);
      if (seq !== request.current) return; // an answer to an older query
      for (const item of items) known.current.set(item.value, item.label);
      setLoad({ status: "done", items });
    } catch {
      if (seq === request.current) setLoad({ status: "error", items: [] });
    }
  };
  const fetchLater = useDebouncedCallback((query: string) => void run(query), debounceMs);

  // First options as soon as the picker is on screen (client only: effects do not run on the server).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount.
  useEffect(() => {
    void run("");
  }, []);

  const selected = useMemo(
    () => value.map((v) => ({ value: v, label: labels?.[v] ?? known.current.get(v) ?? v })),
    [value, labels],
  );
  const chosen = new Set(value);

  const { getSelectedItemProps, getDropdownProps } = useMultipleSelection<FilterOption>({
    selectedItems: selected,
    itemToKey: (item) => item?.value,
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems.map((i) => i.value)),
  });

  const toggle = (item: FilterOption) =>
    onChange(chosen.has(item.value) ? value.filter((v) => v !== item.value) : [...value, item.value]);

  const { getLabelProps, getMenuProps, getInputProps, getItemProps, highlightedIndex } =
    useCombobox<FilterOption>({
      items: load.items as FilterOption[],
      itemToString: (item) => item?.label ?? "",
      itemToKey: (item) => item?.value,
      inputValue,
      isOpen: true,
      selectedItem: null,
      defaultHighlightedIndex: 0,
      stateReducer: (state, { type, changes }) => {
        switch (type) {
          case useCombobox.stateChangeTypes.InputKeyDownEnter:
          case useCombobox.stateChangeTypes.ItemClick:
            // Stay on the option just picked, keep the typed text out of the field's way.
            return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex, inputValue: "" };
          default:
            return changes;
        }
      },
      // Typed text is taken in the input's own change handler below: downshift reports state changes from
      // an effect after the render, and a controlled field rendered in between with the old text loses
      // the keystrokes typed meanwhile on a slow machine.
      onStateChange: ({ type, selectedItem }) => {
        switch (type) {
          case useCombobox.stateChangeTypes.InputKeyDownEnter:
          case useCombobox.stateChangeTypes.ItemClick:
            if (selectedItem) toggle(selectedItem);
            if (inputValue !== "") {
              setInputValue("");
              fetchLater("");
            }
            break;
          default:
            break;
        }
      },
    });

  return (
    <div className={styles.picker} data-testid="autocomplete-picker">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: downshift's label props point it at the input. */}
      <label className={styles.label} {...getLabelProps()}>
        {label}
      </label>
      {selected.length > 0 && (
        <ul className={styles.chips} aria-label={t("picker.selected")}>
          {selected.map((item, index) => (
            <li key={item.value} className={styles.chip}>
              <span className={styles.chipText}>{item.label}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t("picker.remove", { value: item.label })}
                {...getSelectedItemProps({ selectedItem: item, index })}
                onClick={(e) => {
                  e.stopPropagation();
                  onChange(value.filter((v) => v !== item.value));
                }}
              >
                <X aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        className={styles.input}
        placeholder={t("picker.placeholder")}
        data-autofocus={autoFocus || undefined}
        {...getInputProps(
          // Downshift chains these handlers with its own: Backspace in an empty field still removes the
          // last chip (multiple selection), arrows still move through the list.
          getDropdownProps({
            preventKeyAction: false,
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              const next = event.currentTarget.value;
              setInputValue(next);
              fetchLater(next);
            },
            onKeyDown: (event) => {
              // Escape in an empty field closes the surrounding popover rather than the (always open) list.
              if (event.key === "Escape" && inputValue === "") {
                (
                  event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }
                ).preventDownshiftDefault = true;
              }
            },
          }),
        )}
      />
      <ul className={styles.menu} {...getMenuProps()}>
        {load.items.map((item, index) => (
          <li
            key={item.value}
            className={styles.option}
            data-highlighted={highlightedIndex === index || undefined}
            {...getItemProps({ item, index, "aria-selected": chosen.has(item.value) })}
          >
            <span className={styles.check} aria-hidden>
              {chosen.has(item.value) ? "✓" : ""}
            </span>
            <span className={styles.optionLabel}>{item.label}</span>
            {item.count !== undefined && <span className={styles.count}>{item.count}</span>}
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status">
        {load.status === "loading"
          ? t("picker.loading")
          : load.status === "error"
            ? t("picker.error")
            : load.status === "done"
              ? load.items.length === 0
                ? t("picker.no_results")
                : t("picker.results", { count: load.items.length })
              : ""}
      </p>
    </div>
  );
}
