/**
 * The client search's query: every word of the free text must start a word of the client's
 * name, company, e-mail or phone, case-insensitively and in any order. `clients.search_vector` holds
 * those words (to_tsvector('simple') of the text with everything but letters and digits as spaces);
 * the query is the same split of what was typed, each part a prefix term, all joined by AND.
 */

/** More words than this are ignored: each is one more condition. */
export const MAX_SEARCH_WORDS = 8;
/** Longer parts are cut: nobody types a 40-letter prefix, and the query stays small. */
const MAX_PART = 40;

/** The parts a text is searched by: lower case, split at anything that is not a letter or digit. */
export function searchParts(q: string | null | undefined): string[] {
  if (!q) return [];
  const parts = q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .flatMap((w) => w.split(/[^\p{L}\p{N}]+/u))
    .filter(Boolean)
    .map((p) => p.slice(0, MAX_PART));
  return [...new Set(parts)];
}

/**
 * The `to_tsquery('simple', ...)` text of a search: `w1:* & w2:*`, or null for no search. Only letters
 * and digits reach it (no operator, quote or colon of the input), so no input can break its syntax.
 */
export function clientTsQuery(q: string | null | undefined): string | null {
  const parts = searchParts(q);
  return parts.length === 0 ? null : parts.map((p) => `${p}:*`).join(" & ");
}

/** The rule as the database applies it, for tests and in-memory lists: every part starts a word. */
export function matchesClientSearch(text: string, q: string | null | undefined): boolean {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return searchParts(q).every((part) => words.some((w) => w.startsWith(part)));
}
