/**
 * The list-parameters factory: one object that reads a list's whole URL state (its filters, `q`,
 * `sort`, `limit` and keyset position) into one typed value and writes it back as one canonical URL.
 * Every list (cars, blog and news, jobs, clients...) is a configuration of it; filters come from
 * `filter-state`, positions are `keyset-cursor` tokens (decoded by the list, which knows its sort keys).
 * Isomorphic and without zod, like the modules it combines.
 *
 * @example
 *   const jobList = listParams(JOB_FILTERS, {
 *     sorts: ["cdate_desc", "mdate_desc", "priority_desc"], defaultSort: "cdate_desc",
 *     limits: { default: 25, max: 100 },
 *   });
 *   const p = jobList.parse(new URL(request.url).searchParams); // { status, ..., q, words, sort, limit, after, before }
 *   const next = jobList.query({ ...p, after: page.nextCursor ?? undefined, before: undefined }); // "?status=won&after=..."
 */
import {
  countActiveFilters,
  type FilterDef,
  type FilterState,
  normalizeText,
  parseFilters,
  writeFilters,
} from "./filter-state";
import { CURSOR_TOKEN } from "./keyset-cursor";

/** Keys the factory reads itself; a filter definition must not use them. */
const RESERVED = ["q", "sort", "limit"] as const;

/** More words than this in `q` are ignored: each word is one more condition in the query. */
export const MAX_WORDS = 8;

export type ListConfig<S extends string, A extends string, B extends string> = {
  /** The sort orders the list offers; anything else in `sort` means the default. */
  sorts: readonly S[];
  defaultSort: NoInfer<S>;
  /**
   * Page size: a number is fixed (no `limit` key is read); `{ default, max }` reads `limit` and clamps
   * it to [1, max], and a missing or invalid `limit` is the default.
   */
  limits: number | { default: number; max: number };
  /** Free text in `q`, or `false` for a list without search. Default: at most 100 characters. */
  q?: { maxLength: number } | false;
  /**
   * URL keys of the keyset position: the page after a row and the page before one. Default `after`
   * and `before`; the car list keeps its older `cursor` for "after".
   */
  cursorKeys?: { after: A; before: B };
};

/** The parsed URL state of a list. */
export type ListParams<
  D extends FilterDef,
  S extends string,
  A extends string,
  B extends string,
> = FilterState<D> & {
  /** The free text as typed (whitespace collapsed): shown back in the search field and kept in the URL. */
  q: string | undefined;
  /** The words of `q`, lower-cased and unique: a row matches when it contains every one. */
  words: string[];
  sort: S;
  limit: number;
} & { [K in A | B]: string | undefined };

export type ListParamsFactory<D extends FilterDef, S extends string, A extends string, B extends string> = {
  /** Every URL key the list reads, in the order its canonical URL writes them. */
  keys: readonly string[];
  /** The state of an empty query (every default). */
  empty: ListParams<D, S, A, B>;
  /** The state of a URL's query; unknown keys and invalid values are dropped, never throws. */
  parse(params: URLSearchParams): ListParams<D, S, A, B>;
  /** The canonical query of a state; `position: false` leaves the cursor out (a new search, a canonical link). */
  serialize(state: ListParams<D, S, A, B>, options?: { position?: boolean }): URLSearchParams;
  /** `?...` or "" for a state. */
  query(state: ListParams<D, S, A, B>, options?: { position?: boolean }): string;
  /** How many filters are set (each value of a multi filter; free text counts as one; sort does not). */
  activeCount(state: ListParams<D, S, A, B>): number;
};

/** The lower-cased unique words of a free text: "VW  golf vw" gives ["vw", "golf"]. */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q.toLowerCase().split(" ").filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Whether a text contains every word (case-insensitively): the lists' search rule, for in-memory lists and tests. */
export function matchesAllWords(text: string, words: readonly string[]): boolean {
  const haystack = text.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

export function listParams<
  D extends FilterDef,
  const S extends string,
  A extends string = "after",
  B extends string = "before",
>(def: D, config: ListConfig<S, A, B>): ListParamsFactory<D, S, A, B> {
  const afterKey = (config.cursorKeys?.after ?? "after") as A;
  const beforeKey = (config.cursorKeys?.before ?? "before") as B;
  const own = [...RESERVED, afterKey, beforeKey] as string[];
  const clash = Object.keys(def).find((k) => own.includes(k));
  // A definition bug, found when the module loads rather than as a silently shadowed filter.
  if (clash) throw new Error(`list filter "${clash}" uses a key the list parameters read themselves`);
  const maxQ = config.q === false ? 0 : (config.q?.maxLength ?? 100);
  const fixedLimit = typeof config.limits === "number" ? config.limits : null;
  const limits = typeof config.limits === "number" ? null : config.limits;

  type P = ListParams<D, S, A, B>;

  function token(params: URLSearchParams, key: string): string | undefined {
    const raw = params.get(key);
    return raw !== null && CURSOR_TOKEN.test(raw) ? raw : undefined;
  }

  function readLimit(params: URLSearchParams): number {
    if (fixedLimit !== null) return fixedLimit;
    const raw = params.get("limit")?.trim() ?? "";
    const n = /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
    return Number.isNaN(n) || n < 1 ? limits!.default : Math.min(n, limits!.max);
  }

  function parse(params: URLSearchParams): P {
    const rawQ = maxQ > 0 ? params.get("q") : null;
    const q = rawQ === null ? undefined : normalizeText(rawQ, maxQ);
    const sort = params.get("sort")?.trim() as S | undefined;
    return {
      ...parseFilters(def, params),
      q,
      words: searchWords(q),
      sort: sort !== undefined && config.sorts.includes(sort) ? sort : config.defaultSort,
      limit: readLimit(params),
      [afterKey]: token(params, afterKey),
      [beforeKey]: token(params, beforeKey),
    } as P;
  }

  function serialize(state: P, options: { position?: boolean } = {}): URLSearchParams {
    const out = writeFilters(def, state, new URLSearchParams());
    const s = state as Record<string, unknown>;
    if (maxQ > 0 && state.q) out.set("q", state.q);
    if (state.sort !== config.defaultSort) out.set("sort", state.sort);
    if (limits && state.limit !== limits.default) out.set("limit", String(state.limit));
    if (options.position !== false) {
      if (typeof s[afterKey] === "string") out.set(afterKey, s[afterKey] as string);
      if (typeof s[beforeKey] === "string") out.set(beforeKey, s[beforeKey] as string);
    }
    return out;
  }

  return {
    keys: [
      ...Object.keys(def),
      ...RESERVED.filter((k) => (k === "q" ? maxQ > 0 : k === "limit" ? limits !== null : true)),
      afterKey,
      beforeKey,
    ],
    empty: parse(new URLSearchParams()),
    parse,
    serialize,
    query(state, options) {
      const s = serialize(state, options).toString();
      return s ? `?${s}` : "";
    },
    activeCount(state) {
      return countActiveFilters(def, state) + (state.q ? 1 : 0);
    },
  };
}

/** The parameters type of a factory: `type CarFilters = ListParamsOf<typeof carList>`. */
export type ListParamsOf<F> =
  F extends ListParamsFactory<infer D, infer S, infer A, infer B> ? ListParams<D, S, A, B> : never;
