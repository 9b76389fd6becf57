import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import type { FilterValues } from "./filter-values";
import { filterQuery, filterValuesOf } from "./filter-values";

/**
 * Writes a list screen's state to its URL (every list keeps its state there): the new query replaces the history
 * entry (typing a search does not fill the back button) and the page keeps its scroll position. The
 * route's loader runs again and filters on the server.
 *
 * Reads `useLocation().search` rather than `useSearchParams()`: the storefront frame already uses
 * `useLocation`, while `useSearchParams` would pull React Router's search-param helpers into the chunk
 * every storefront page loads (measured: +0.9 KB raw in the frame chunk).
 */
export function useListUrl() {
  const { search } = useLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  /** The query as the filter bar's values (every key with all its values). */
  const values = useMemo(() => filterValuesOf(searchParams), [searchParams]);
  const navigate = useNavigate();
  const apply = useCallback(
    (query: string | URLSearchParams) => {
      const search = String(query instanceof URLSearchParams ? query : new URLSearchParams(query));
      void navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
  /** Rewrites the filter keys (others such as the sort stay) and goes back to the first page. */
  const applyFilters = useCallback(
    (keys: readonly string[], values: FilterValues) => apply(filterQuery(searchParams, keys, values)),
    [apply, searchParams],
  );
  return { searchParams, values, apply, applyFilters };
}
