/** A list's sort as the URL has it: one column and a direction (the server sorts, the table links). */
export type SortDirection = "asc" | "desc";
export type SortState = { readonly key: string; readonly direction: SortDirection };

/**
 * The sort a header link leads to: the same column flips its direction, another column starts with
 * its own first direction (dates and amounts usually newest/highest first).
 */
export function nextSort(
  current: SortState | undefined,
  key: string,
  firstDirection: SortDirection = "asc",
): SortState {
  if (current?.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: firstDirection };
}

/** `aria-sort` of a sortable column header: only the sorted column says a direction. */
export function ariaSort(current: SortState | undefined, key: string): "ascending" | "descending" | "none" {
  if (current?.key !== key) return "none";
  return current.direction === "asc" ? "ascending" : "descending";
}
