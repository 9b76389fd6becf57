/**
 * The browser's side of `GET /api/jobs/filter-options/{list}.json`: asks for one filter's options with
 * what the employee typed and the list's other filters, and checks the answer's shape
 * (`{ list, options }`) before the picker shows it. A failed request or an unexpected answer rejects,
 * and the picker says the options could not be loaded.
 */
import { z } from "zod";
import { foldText } from "../../core/catalog/car-search-text";
import { UNSUPPORTED_JOB_FILTERS } from "../../core/leads/job-filters";
import type { FilterOption } from "../../ui/backoffice/filter-fields";

export const JobFilterOptionsAnswer = z.object({
  list: z.string(),
  options: z.array(
    z.object({ value: z.string(), label: z.string(), count: z.number().int().nonnegative().optional() }),
  ),
});

/** A picker's `fetchOptions` for one option list, counted among the jobs the current filters leave. */
export function jobFilterOptions(
  list: string,
  searchParams: URLSearchParams,
  fetcher: typeof fetch = fetch,
): (query: string) => Promise<readonly FilterOption[]> {
  return async (query) => {
    const q = new URLSearchParams(searchParams);
    // Paging cursors belong to the table; the options do not depend on them.
    q.delete("after");
    q.delete("before");
    // Keys jobs do not have: the page says they are not applied; the options ignore them too.
    for (const key of UNSUPPORTED_JOB_FILTERS) q.delete(key);
    q.set("autocomplete", query);
    const res = await fetcher(`/api/jobs/filter-options/${encodeURIComponent(list)}.json?${q}`, {
      headers: { accept: "application/json" },
      credentials: "same-origin",
    });
    if (!res.ok) throw new Error(`filter options ${list}: ${res.status}`);
    return JobFilterOptionsAnswer.parse(await res.json()).options;
  };
}

/**
 * A picker's options whose stored values have catalogue texts (lead sources, decision 0055): the few
 * values are asked once without the typed text, labelled with `label`, and the typed text is matched
 * against the labels (accents and case do not matter), so "online" finds the shop's leads.
 */
export function labelledFilterOptions(
  fetchOptions: (query: string) => Promise<readonly FilterOption[]>,
  label: (value: string) => string,
): (query: string) => Promise<readonly FilterOption[]> {
  return async (query) => {
    const options = (await fetchOptions("")).map((o) => ({ ...o, label: label(o.value) }));
    const typed = foldText(query.trim());
    return typed ? options.filter((o) => foldText(o.label).includes(typed)) : options;
  };
}
