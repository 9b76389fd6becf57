/**
 * Lighthouse on the five storefront pages in both themes, quiet and under load (issue 37): each page
 * and theme is measured on an otherwise idle server, then again while the throughput section's load
 * (pages rendered on every request, 8 connections) runs against the same server, the way a busy
 * machine (or a slow phone) looks to Lighthouse. Goals: performance >= 0.95, TBT <= 200 ms,
 * CLS <= 0.05, LCP <= 1.8 s, accessibility 1.
 * `npm run bench -- --only=lighthouse` (or BENCH_ONLY=lighthouse) runs just this part; LH_RUNS runs per
 * page and mode (medians; three by default), LH_LOAD=0 leaves the under-load pass out, LH_LOAD_CONNECTIONS sets its
 * connections, LH_THEMES=default|contrast keeps one theme. Runs Lighthouse could not finish (the page
 * loaded too slowly, or never painted) are counted as such and left out of the medians.
 */
import { type BackgroundLoad, startBackgroundLoad } from "./background-load";
import { type LighthouseResult, lighthouseRuns, runLighthouse } from "./lighthouse";
import type { LoadResult } from "./load";

export type Page = { name: string; path: string };
export type LighthouseRow = {
  name: string;
  contrast: boolean;
  quiet: LighthouseResult;
  loaded?: LighthouseResult;
};
export type LighthousePasses = { rows: LighthouseRow[]; load: LoadResult[]; runs: number };

/** Connections of the background load (LH_LOAD_CONNECTIONS; the throughput section's 8 by default). */
const LOAD_CONNECTIONS = Number(process.env.LH_LOAD_CONNECTIONS ?? 8);

export const GOALS = { perf: 0.95, tbtMs: 200, cls: 0.05, lcpMs: 1800, a11y: 1 };

/** The five pages a buyer meets first, found by following the storefront's own links (German). */
export async function mainPages(base: string): Promise<Page[]> {
  const text = async (p: string) => (await fetch(base + p)).text();
  const first = (html: string, re: RegExp, what: string) => {
    const m = re.exec(html)?.[1];
    if (!m) throw new Error(`bench: no ${what} link found`);
    return m;
  };
  const car = first(await text("/de/gebrauchtwagen"), /href="(\/de\/gebrauchtwagen\/[a-z0-9-]+-\d+)"/, "car");
  const model = first(await text("/de/bmw-modelle"), /href="(\/de\/bmw-kaufen\/[^"/]+)"/, "model");
  const equipment = first(
    await text(model),
    /href="(\/de\/bmw-kaufen\/[^"]+\/austattung)"/,
    "equipment step",
  );
  return [
    { name: "home", path: "/de" },
    { name: "used-car list", path: "/de/gebrauchtwagen" },
    { name: "car detail", path: car },
    { name: "configurator equipment", path: equipment },
    { name: "contact", path: "/de/contact" },
  ];
}

/** Requests every picture the page preloads (href and each imagesrcset candidate). */
export async function warmPreloadedImages(base: string, html: string): Promise<void> {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<link rel="preload" as="image"[^>]*>/g)) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (href) urls.add(href);
    const set = /imageSrcSet="([^"]+)"/i.exec(tag)?.[1] ?? "";
    for (const candidate of set.split(",")) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.add(url);
    }
  }
  await Promise.all([...urls].map(async (u) => (await fetch(base + u)).arrayBuffer()));
}

/**
 * Every page in both themes, quiet and (unless LH_LOAD=0) under load. The two modes alternate page by
 * page, so a drift of the shared machine's speed falls on both alike.
 */
export async function lighthousePasses(
  base: string,
  pages: Page[],
  loadPaths: string[],
  loadHeaders: Record<string, string>,
  runs = lighthouseRuns(),
): Promise<LighthousePasses> {
  const underLoad = process.env.LH_LOAD !== "0";
  const rows: LighthouseRow[] = [];
  const load: LoadResult[] = [];
  // LH_THEMES=default or =contrast measures one theme only (a quicker look while iterating).
  const themes =
    process.env.LH_THEMES === "default"
      ? [false]
      : process.env.LH_THEMES === "contrast"
        ? [true]
        : [false, true];
  for (const contrast of themes) {
    for (const page of pages) {
      const cookie = contrast ? "ah_contrast=high" : undefined;
      // The page as the micro-cache holds it for every anonymous visitor, and the LCP pictures it
      // preloads as a visitor before this one left them (each variant's first render is measured on
      // its own under "Car pictures").
      const html = await (await fetch(base + page.path, { headers: cookie ? { cookie } : {} })).text();
      await warmPreloadedImages(base, html);
      const target = { url: base + page.path, cookie };
      const [quiet] = await runLighthouse([{ ...target, tag: "quiet" }], runs);
      let loaded: LighthouseResult | undefined;
      if (underLoad) {
        const background: BackgroundLoad = startBackgroundLoad(base, loadPaths, {
          headers: loadHeaders,
          connections: LOAD_CONNECTIONS,
        });
        try {
          // The load reaches its pace before Lighthouse starts.
          await new Promise((r) => setTimeout(r, 2000));
          [loaded] = await runLighthouse([{ ...target, tag: "load" }], runs);
        } finally {
          load.push(await background.stop());
        }
      }
      rows.push({ name: page.name, contrast, quiet: quiet!, loaded });
      console.log(
        `  ${page.name}${contrast ? " (high contrast)" : ""}: quiet ${quiet!.perf.toFixed(2)} / TBT ${quiet!.tbtMs.toFixed(0)} ms / CLS ${quiet!.cls.toFixed(3)}${loaded ? `; under load ${loaded.perf.toFixed(2)} / TBT ${loaded.tbtMs.toFixed(0)} ms / CLS ${loaded.cls.toFixed(3)}${loaded.incompleteRuns ? ` (${loaded.incompleteRuns} of ${loaded.runs} runs unfinished)` : ""}` : ""}`,
      );
    }
  }
  return { rows, load, runs };
}

const mark = (ok: boolean, goal: string) => (ok ? "✔" : `✘ (goal ${goal})`);

/** Whether a result meets every Lighthouse goal. */
export const meetsGoals = (r: LighthouseResult) =>
  r.incompleteRuns === 0 &&
  r.perf >= GOALS.perf &&
  r.tbtMs <= GOALS.tbtMs &&
  r.cls <= GOALS.cls &&
  r.lcpMs <= GOALS.lcpMs &&
  r.a11y >= GOALS.a11y;

/** The two tables (quiet, under load) as printable lines. */
export function lighthouseReport(
  { rows, load, runs }: LighthousePasses,
  kb: (n: number) => string,
): string[] {
  const head = ["Lighthouse mobile", "theme", "perf", "TBT", "CLS", "LCP", "a11y", "JS transferred", "runs"];
  const cells = (name: string, contrast: boolean, r: LighthouseResult) => [
    name,
    contrast ? "high contrast" : "default",
    `${r.perf.toFixed(2)} ${mark(r.perf >= GOALS.perf, "≥ 0.95")}`,
    `${r.tbtMs.toFixed(0)} ms ${mark(r.tbtMs <= GOALS.tbtMs, "≤ 200 ms")}`,
    `${r.cls.toFixed(3)} ${mark(r.cls <= GOALS.cls, "≤ 0.05")}`,
    `${(r.lcpMs / 1000).toFixed(2)} s ${mark(r.lcpMs <= GOALS.lcpMs, "≤ 1.8 s")}`,
    `${r.a11y.toFixed(2)} ${mark(r.a11y >= GOALS.a11y, "1")}`,
    kb(r.jsBytes),
    // Runs Lighthouse could not finish (the page too slow to load, or never painted) are not counted.
    `${r.incompleteRuns ? `${r.runs - r.incompleteRuns} of ${r.runs} finished ✘` : `${r.runs}`}${
      r.retried ? ` (${r.retried} again after a Lighthouse error)` : ""
    }`,
  ];
  const table = (title: string, body: string[][]) => {
    const w = head.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? "").length)));
    const line = (r: string[]) => r.map((c, i) => c.padEnd(w[i]!)).join("  ");
    return ["", title, line(head), ...body.map(line)];
  };
  const intro = `Lighthouse 12 (mobile preset, simulated throttling, Debian Chromium; ${runs} run(s) per page and mode, medians)`;
  const lines = table(
    `${intro}: quiet`,
    rows.map((r) => cells(r.name, r.contrast, r.quiet)),
  );
  const loaded = rows.filter((r) => r.loaded);
  if (loaded.length) {
    const rps = load.map((l) => l.rps).sort((a, b) => a - b);
    const errors = load.reduce((n, l) => n + l.errors + l.non2xx, 0);
    lines.push(
      ...table(
        `${intro}: under load (pages rendered on every request, ${LOAD_CONNECTIONS} connections, ${rps[0]!.toFixed(0)}-${rps.at(-1)!.toFixed(0)} req/s meanwhile, ${errors} failed)`,
        loaded.map((r) => cells(r.name, r.contrast, r.loaded!)),
      ),
    );
  }
  return lines;
}
