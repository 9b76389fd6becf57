/** What a list can be filtered by: the filter bar's configuration, one entry per filter. */
import type { DatePresetRange } from "./date-preset-picker";

export type FilterOption = { readonly value: string; readonly label: string; readonly count?: number };

export type FilterField =
  /**
   * A short fixed list (statuses, priorities): checkboxes. `single`: the URL key takes one value (a view
   * type, an age in days), so ticking one unticks the others.
   */
  | {
      readonly kind: "options";
      readonly key: string;
      readonly label: string;
      readonly options: readonly FilterOption[];
      readonly single?: boolean;
    }
  /** A long list the server searches (clients, employees, cars): an autocomplete multi-select. */
  | {
      readonly kind: "autocomplete";
      readonly key: string;
      readonly label: string;
      readonly fetchOptions: (query: string) => Promise<readonly FilterOption[]>;
    }
  /** A period: presets or a custom range, written to two keys (default `dateFrom`/`dateTo`). */
  | {
      readonly kind: "dates";
      readonly key: string;
      readonly label: string;
      readonly presets: readonly DatePresetRange[];
      readonly fromKey?: string;
      readonly toKey?: string;
    };

export const dateKeys = (field: Extract<FilterField, { kind: "dates" }>) =>
  [field.fromKey ?? "dateFrom", field.toKey ?? "dateTo"] as const;

/** Every URL key the fields (and the free-text search) write: what a filter change rewrites. */
export function filterKeys(fields: readonly FilterField[], searchKey?: string): string[] {
  const keys = fields.flatMap((f) => (f.kind === "dates" ? [...dateKeys(f)] : [f.key]));
  return searchKey ? [searchKey, ...keys] : keys;
}
