/**
 * Rules of CMS page editing, pure: slugs, the page tree's depth, and the publish state of a
 * language. Read by the services, the editor and the unit tests.
 */
import { LOCALES, type Locale } from "../../shared/locales";

/** The storefront resolves `[ancestor/][parent/]slug`: a page is at most three levels deep. */
export const MAX_PAGE_DEPTH = 3;

export const SLUG_MAX = 80;

/**
 * First path segments that belong to the application, not to content: a top-level page may not take
 * them (its URL would never be reached or would hide a screen).
 */
export const RESERVED_ROOT_SLUGS: ReadonlySet<string> = new Set([
  ...LOCALES,
  "account",
  "api",
  "assets",
  "uploads",
  "media",
  "pages",
  "pages-preview",
  "blog",
  "news",
  "cars",
  "gebrauchtwagen",
  "contact",
  "locations",
  "standorte",
  "login",
  "signup",
  "cart",
  "checkout",
  "shop",
  "favorites",
  "sitemap.xml",
  "robots.txt",
]);

export type SlugProblem = "required" | "too_long" | "format" | "reserved";

/** Lower-case letters, digits and single hyphens between them; not reserved at the top level. */
export function slugProblem(slug: string, atRoot: boolean): SlugProblem | null {
  if (!slug) return "required";
  if (slug.length > SLUG_MAX) return "too_long";
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return "format";
  if (atRoot && RESERVED_ROOT_SLUGS.has(slug)) return "reserved";
  // Brand page shapes (`bmw-models`, `buy-bmw`, `bmw-kaufen`) are claimed by the catalogue.
  if (atRoot && /(^buy-)|(-(models|modelle|kaufen)$)/.test(slug)) return "reserved";
  return null;
}

const FOLD: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", ı: "i", ł: "l" };

/** A slug suggested from a title: `Über uns & Team` -> `ueber-uns-team`. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüßıł]/g, (c) => FOLD[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

/** A free variant of `slug` among `taken` (`kontakt` -> `kontakt-2`), for duplicates. */
export function freeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const candidate = `${slug.slice(0, SLUG_MAX - String(n).length - 1)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Whether a page of `subtreeHeight` levels (1: no children) may hang below a parent at `parentDepth`
 * (0: the top level).
 */
export function fitsDepth(parentDepth: number, subtreeHeight: number): boolean {
  return parentDepth + subtreeHeight <= MAX_PAGE_DEPTH;
}

export type LanguageContent = {
  title: string;
  slug: string;
  contentHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
};

/**
 * The state of one language of a page:
 * - `unpublished`: visitors do not get this language (only a draft, or nothing);
 * - `published`: the draft, if any, is what is live;
 * - `changed`: live, and the draft holds changes not yet published;
 * `scheduled` is set when the draft has a publication time.
 */
export type PublishState = {
  lang: Locale;
  state: "empty" | "unpublished" | "published" | "changed";
  scheduledAt: string | null;
  publishedAt: string | null;
};

export function sameContent(a: LanguageContent, b: LanguageContent): boolean {
  return (
    a.title === b.title &&
    a.slug === b.slug &&
    a.contentHtml === b.contentHtml &&
    (a.seoTitle ?? "") === (b.seoTitle ?? "") &&
    (a.seoDescription ?? "") === (b.seoDescription ?? "")
  );
}

export function publishState(
  lang: Locale,
  draft: (LanguageContent & { publishAt: Date | null }) | null,
  published: (LanguageContent & { publishedAt: Date }) | null,
): PublishState {
  const scheduledAt = draft?.publishAt?.toISOString() ?? null;
  const publishedAt = published?.publishedAt.toISOString() ?? null;
  if (!published) return { lang, state: draft ? "unpublished" : "empty", scheduledAt, publishedAt };
  const state = draft && !sameContent(draft, published) ? "changed" : "published";
  return { lang, state, scheduledAt, publishedAt };
}
