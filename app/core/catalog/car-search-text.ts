/**
 * The free-text search's rule (decision 0013), one place for the text stored with a car and for the
 * query: both are folded the same way (lower case, accents and special letters to plain ASCII, so
 * "skoda" finds Škoda and "megane" Mégane), and every word of the query must start a word of the car's
 * text, in any order. The car's text is its brand with the names buyers also use for it ("VW", "Benz"),
 * its model (also written without hyphens and spaces: "T-Roc" as "troc", "ID.3" as "id3"), the variant
 * (engine and trim words; "C 220 d" also as "c220d"), and the labels of its fuel, body and gearbox in every language.
 */

/** Other names buyers type for a brand, by brand slug (a car's brand name itself is always found). */
export const BRAND_ALIASES: Readonly<Record<string, readonly string[]>> = {
  volkswagen: ["VW"],
  "mercedes-benz": ["Mercedes", "Merc", "Benz", "MB"],
  chevrolet: ["Chevy"],
  opel: ["Vauxhall"],
  "alfa-romeo": ["Alfa"],
  citroen: ["Citroen"],
  "land-rover": ["Landrover"],
  "rolls-royce": ["Rolls"],
};

/** Names of a model in other languages or markets, by `brand slug:model slug`. */
export const MODEL_ALIASES: Readonly<Record<string, readonly string[]>> = {
  "bmw:1er": ["1 Series", "Einser"],
  "bmw:3er": ["3 Series", "Dreier"],
  "mercedes-benz:a-klasse": ["A-Class"],
  "mercedes-benz:c-klasse": ["C-Class"],
  "skoda:octavia": ["Octavia Estate"],
};

/** Special letters that Unicode does not decompose into a base letter and an accent. */
const SPECIAL: Readonly<Record<string, string>> = {
  ß: "ss",
  ł: "l",
  ı: "i",
  ø: "o",
  æ: "ae",
  œ: "oe",
  đ: "d",
  ð: "d",
  þ: "th",
};

/** Lower case without accents: "Škoda Mégane Ł" -> "skoda megane l". */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[ßłıøæœđðþ]/g, (c) => SPECIAL[c] ?? c);
}

/** The words of a text: folded, split at anything that is not a letter or a digit. */
function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A name as one word as well: "T-Roc" -> "troc", "IONIQ 5" -> "ioniq5" (none when it is one already). */
function joined(name: string): string[] {
  const parts = words(name);
  return parts.length > 1 ? [parts.join("")] : [];
}

/**
 * Engine names buyers type without spaces: runs of two or three short words with a digit, joined
 * ("C 220 d" -> "c220", "220d", "c220d"; "EQA 250" -> "eqa250"; "77 kWh" -> "77kwh").
 */
function compounds(variant: string): string[] {
  const ws = variant
    .split(/\s+/)
    .map((w) => words(w).join(""))
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < ws.length; i++)
    for (let j = i + 1; j < Math.min(ws.length, i + 3); j++) {
      const run = ws.slice(i, j + 1);
      if (run.every((w) => w.length <= 4) && run.some((w) => /\d/.test(w))) out.push(run.join(""));
    }
  return out;
}

export type SearchTextSource = {
  brandSlug: string;
  brandName: string;
  modelSlug: string;
  modelName: string;
  variant: string;
  /** Further words the car is found by (the labels of its fuel, body and gearbox). */
  extraWords?: readonly string[];
};

/** The text a car is found by (stored as `cars.search_text`): its distinct words, folded, space-separated. */
export function carSearchText(car: SearchTextSource): string {
  const brandAliases = BRAND_ALIASES[car.brandSlug] ?? [];
  const modelAliases = MODEL_ALIASES[`${car.brandSlug}:${car.modelSlug}`] ?? [];
  const out = [
    ...words(car.brandName),
    ...joined(car.brandName),
    ...brandAliases.flatMap(words),
    ...words(car.modelName),
    ...joined(car.modelName),
    ...modelAliases.flatMap((a) => [...words(a), ...joined(a)]),
    ...words(car.variant),
    // Hyphenated or dotted words of the variant also as one ("e-tron" -> "etron", "Plug-in" -> "plugin").
    ...car.variant.split(/\s+/).flatMap(joined),
    ...compounds(car.variant),
    ...(car.extraWords ?? []).flatMap(words),
  ];
  return [...new Set(out)].join(" ");
}

/** Free text longer than this many words is cut (the rest is ignored). */
const MAX_WORDS = 8;

/**
 * The query's parts: each word of the free text folded and split into its letters-and-digits parts
 * ("2.0" -> "2", "0"), distinct, at most MAX_WORDS words. Every part must start a word of a car's text.
 */
export function freeTextParts(q: string | undefined): string[] {
  if (!q) return [];
  const parts = q
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .flatMap((w) => words(w));
  return [...new Set(parts)];
}

/** The free-text rule as the database applies it, on a car's stored text. */
export function matchesFreeText(searchText: string, q: string | undefined): boolean {
  const tokens = searchText.split(" ").filter(Boolean);
  return freeTextParts(q).every((part) => tokens.some((t) => t.startsWith(part)));
}

/**
 * The `to_tsquery('simple', ...)` text of a query: its parts as prefix terms joined by AND. Only letters
 * and digits reach the query, so no input can break its syntax.
 */
export function freeTextTsQuery(q: string | undefined): string | null {
  const parts = freeTextParts(q);
  if (parts.length === 0) return null;
  return parts.map((p) => `${p}:*`).join(" & ");
}
