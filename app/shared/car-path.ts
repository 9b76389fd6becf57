/**
 * Public URL of a car: `/cars/{slug}-{number}` (`/gebrauchtwagen/...` in German). The slug is for people
 * and search engines; only the trailing number identifies the car, so a renamed variant keeps its links.
 */

export type CarPathInput = { number: number; brandName: string; modelName: string; variant: string };

const TRANSLIT: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** Slugs already made, by title: a list page makes the same few dozen on every request. */
const slugs = new Map<string, string>();
const SLUGS_MAX = 5000;

export function carSlug(car: Omit<CarPathInput, "number">): string {
  const title = `${car.brandName} ${car.modelName} ${car.variant}`;
  let slug = slugs.get(title);
  if (slug === undefined) {
    if (slugs.size >= SLUGS_MAX) slugs.clear();
    slug = slugOf(title);
    slugs.set(title, slug);
  }
  return slug;
}

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => TRANSLIT[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** The unprefixed path (a locale prefix is added by the router's basename). */
export function carPath(car: CarPathInput, german: boolean): string {
  return `/${german ? "gebrauchtwagen" : "cars"}/${carSlug(car)}-${car.number}`;
}

/** The car number from the `:car` segment, or null when the segment does not end in one. */
export function carNumberFromSegment(segment: string): number | null {
  const m = /(?:^|-)(\d{1,15})$/.exec(segment);
  if (!m?.[1]) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) ? n : null;
}
