import { carPath } from "../../shared/car-path";
import { withPrefix } from "../../shared/locale-path";
import type { Locale } from "../../shared/locales";
import { PUBLIC_ROUTES, routePath } from "../../shared/route-table";
import { indexableCarNumberRange, listIndexableCars } from "../catalog/car-sitemap.repo.server";
import { listBrands } from "../catalog/catalog.service.server";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { locationSegment } from "../locations/location-slug";
import { listLocations } from "../locations/locations.service.server";
import { listPublishedGenericPages, listPublishedPostSlugs } from "./cms.repo.server";

/** The German alias of a static path where the route table has one (`cars` -> `gebrauchtwagen`). */
function pathFor(paths: readonly string[], lang: Locale): string {
  const german = paths.find((p, i) => i > 0 && !p.includes(":"));
  return `/${lang === "de" && german ? german : (paths[0] ?? "")}`;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemap.xml: every public page in every language of the project, with hreflang alternates. */
export async function sitemapXml(ctx: ServiceContext, origin: string): Promise<string> {
  const { project } = ctx;
  const langs = project.languages;
  // Each entry: the page's unprefixed path per language.
  const entries: Partial<Record<Locale, string>>[] = [];
  for (const def of PUBLIC_ROUTES) {
    if (!def.sitemap) continue;
    entries.push(Object.fromEntries(langs.map((l) => [l, pathFor(def.paths, l)])));
  }
  const [pages, posts, locations, brands] = await Promise.all([
    listPublishedGenericPages(scoped(ctx)),
    listPublishedPostSlugs(scoped(ctx), ctx.clock.now()),
    listLocations(ctx),
    listBrands(ctx),
  ]);
  const byId = new Map<string, Map<string, (typeof pages)[number]>>();
  for (const p of pages) byId.set(p.id, (byId.get(p.id) ?? new Map()).set(p.lang, p));
  const chain = (id: string, lang: string): string | null => {
    const parts: string[] = [];
    let current = byId.get(id)?.get(lang);
    for (let depth = 0; current && depth < 3; depth++) {
      parts.unshift(current.slug);
      current = current.parentId ? byId.get(current.parentId)?.get(lang) : undefined;
    }
    return parts.length ? `/${parts.join("/")}` : null;
  };
  for (const id of byId.keys()) {
    entries.push(Object.fromEntries(langs.flatMap((l) => (chain(id, l) ? [[l, chain(id, l)]] : []))));
  }
  const postGroups = new Map<string, Partial<Record<Locale, string>>>();
  for (const p of posts) {
    const key = `${p.kind}:${p.slug}`;
    postGroups.set(key, { ...postGroups.get(key), [p.lang]: `/${p.kind}/${p.slug}` });
  }
  entries.push(...postGroups.values());
  for (const l of locations) {
    entries.push(
      Object.fromEntries(
        langs.map((lang) => [lang, routePath("location", lang, { location: locationSegment(l) })]),
      ),
    );
  }
  for (const b of brands) {
    entries.push(
      Object.fromEntries(
        langs.map((lang) => [lang, lang === "de" ? `/${b.slug}-modelle` : `/${b.slug}-models`]),
      ),
    );
  }

  return urlset(entries, origin);
}

function urlset(entries: Partial<Record<Locale, string>>[], origin: string): string {
  const urls = entries.flatMap((entry) =>
    (Object.entries(entry) as [Locale, string][]).map(([lang, path]) => {
      const alternates = (Object.entries(entry) as [Locale, string][])
        .map(
          ([l, p]) =>
            `<xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(origin + withPrefix(p, l))}"/>`,
        )
        .join("");
      return `<url><loc>${xmlEscape(origin + withPrefix(path, lang))}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Cars per car sitemap: with four languages 40,000 URLs, under the protocol's 50,000. Chunks are ranges
 * of car numbers, so a chunk keeps its URL as stock changes and is read by an index range scan.
 */
export const CARS_PER_SITEMAP = 10_000;

/** Numbers of the car sitemaps (`/sitemap-cars-{n}.xml`) a project has, for robots.txt. */
export async function carSitemapChunks(ctx: ServiceContext): Promise<number[]> {
  const range = await indexableCarNumberRange(scoped(ctx));
  if (!range) return [];
  const first = Math.floor(range.min / CARS_PER_SITEMAP);
  const last = Math.floor(range.max / CARS_PER_SITEMAP);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** One car sitemap: the published, unsold cars numbered [chunk * 10,000, (chunk + 1) * 10,000). */
export async function carSitemapXml(
  ctx: ServiceContext,
  origin: string,
  chunk: number,
): Promise<string | null> {
  const from = chunk * CARS_PER_SITEMAP;
  const rows = await listIndexableCars(scoped(ctx), from, from + CARS_PER_SITEMAP);
  if (rows.length === 0) return null;
  const langs = ctx.project.languages;
  return urlset(
    rows.map((car) => Object.fromEntries(langs.map((l) => [l, carPath(car, l === "de")]))),
    origin,
  );
}

export function robotsTxt(origin: string, carChunks: readonly number[] = []): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /account",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    ...carChunks.map((n) => `Sitemap: ${origin}/sitemap-cars-${n}.xml`),
    "",
  ].join("\n");
}
