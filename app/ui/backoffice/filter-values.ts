/**
 * The filter bar's state: each URL key with its values (repeated keys), the shape `filter-state.ts`
 * parses and serialises. Pure helpers the bar and the URL hook share.
 */
export type FilterValues = Readonly<Record<string, readonly string[]>>;

/** The values with one key replaced (an empty list removes the key). */
export function withValues(values: FilterValues, key: string, next: readonly string[]): FilterValues {
  const out: Record<string, readonly string[]> = { ...values };
  const clean = [...new Set(next.map((v) => v.trim()).filter((v) => v !== ""))];
  if (clean.length === 0) delete out[key];
  else out[key] = clean;
  return out;
}

/** The values without one value of one key (a chip's remove button). */
export function withoutValue(values: FilterValues, key: string, value: string): FilterValues {
  return withValues(
    values,
    key,
    (values[key] ?? []).filter((v) => v !== value),
  );
}

/** Whether any of the given keys has a value. */
export function hasAnyValue(values: FilterValues, keys?: readonly string[]): boolean {
  return (keys ?? Object.keys(values)).some((k) => (values[k]?.length ?? 0) > 0);
}

/**
 * The query string after a filter change: the current one with the filter keys rewritten (other keys,
 * such as the sort, stay) and the paging cursor dropped, since a new filter starts at the first page.
 */
export function filterQuery(
  current: URLSearchParams | string,
  keys: readonly string[],
  values: FilterValues,
  resetKeys: readonly string[] = ["cursor"],
): string {
  const params = new URLSearchParams(current);
  for (const key of [...keys, ...resetKeys]) params.delete(key);
  for (const key of keys) for (const value of values[key] ?? []) params.append(key, value);
  return params.toString();
}

/** Every key of a query with all its values: what a list's filter bar shows as chosen. */
export function filterValuesOf(params: URLSearchParams): FilterValues {
  const out: Record<string, string[]> = {};
  for (const [k, v] of params) out[k] = [...(out[k] ?? []), v];
  return out as FilterValues;
}
