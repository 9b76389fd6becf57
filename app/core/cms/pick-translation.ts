/**
 * Language fallback for translated content: the requested language, else the project's default,
 * else the first available. Returns null only when there is nothing at all.
 */
export function pickTranslation<T extends { lang: string }>(
  rows: readonly T[],
  lang: string,
  fallback: string,
): T | null {
  return rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === fallback) ?? rows[0] ?? null;
}
