import type { Locale } from "../../app/shared/locales";
import type { SystemPageKey } from "../../app/shared/route-table";

/** One value per shipped language. */
export type Localized<T> = Record<Locale, T>;

export type PageText = {
  title: string;
  /** URL slug in this language: lower-case ASCII, digits and dashes. */
  slug: string;
  /** Trusted demo HTML; sanitized again on insert. Headings start at <h2> (the page title is the <h1>). */
  html: string;
  seoDescription: string;
};

export type SystemPageSeed = { key: SystemPageKey; text: Localized<PageText> };

export type GenericPageSeed = {
  /** Stable key of this page in the seed (also used to name its parent). */
  key: string;
  parentKey?: string;
  menuVersion?: "default" | "single_minimalistic" | "centered_with_account";
  menuBackground?: string;
  text: Localized<PageText>;
};

export type PostSeed = {
  kind: "blog" | "news";
  /** ISO date-time in UTC. */
  publishedAt: string;
  author: string;
  text: Localized<{ title: string; slug: string; excerpt: string; html: string }>;
};
