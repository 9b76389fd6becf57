/**
 * Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against pages of a running
 * server: performance, LCP, TBT, CLS and accessibility, the numbers a phone user would feel.
 * Usable on its own: `npx tsx bench/lighthouse.ts http://localhost:3000 /de /de/gebrauchtwagen`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium, HEADLESS_FLAGS } from "../tests/setup/chromium";

export type LighthouseResult = {
  url: string;
  perf: number;
  a11y: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer sizes Lighthouse saw, by resource type (bytes on the wire). */
  jsBytes: number;
  totalBytes: number;
  /** The opportunities that cost the most, for a reader who wants to improve the page. */
  hints: string[];
  /**
   * Runs Lighthouse could not finish (no paint, or "the page loaded too slowly": a server swamped by the
   * load answers too late). Their figures are left out of the medians while any run finished.
   */
  incompleteRuns: number;
  runs: number;
  /** Runs done again because Lighthouse itself failed to record them (its error codes, below). */
  retried?: number;
};

const CHROME_FLAGS = ["--headless=new", ...HEADLESS_FLAGS];

/**
 * Runs per page and mode, each figure the median over them: `LH_RUNS`, three by default. One run's TBT
 * on a shared two-core machine spreads by a factor of five (66-527 ms for one page), and Lighthouse's
 * own guidance on variability is to take the median of several runs rather than trust a single one.
 */
export function lighthouseRuns(env: NodeJS.ProcessEnv = process.env): number {
  const runs = Number(env.LH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`LH_RUNS must be a whole number of runs, not "${env.LH_RUNS}"`);
  return runs;
}

/**
 * Lighthouse's own failures to record a run, which say nothing about the page ("Something went wrong
 * with recording the trace ... Please run Lighthouse again"): such a run is done again, up to twice.
 * A page that did not paint or loaded too slowly is not retried; it counts as unfinished.
 */
const TOOL_ERRORS = new Set(["NO_NAVSTART", "NO_TRACING_STARTED", "TRACING_ALREADY_STARTED", "NO_DCL"]);
const TOOL_RETRIES = 2;

export async function runLighthouse(
  urls: { url: string; cookie?: string; tag?: string }[],
  runs = 1,
): Promise<LighthouseResult[]> {
  const chromePath = findChromium();
  if (!chromePath)
    throw new Error("Lighthouse needs Chromium: install Debian's chromium or set CHROMIUM_PATH");
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const results: LighthouseResult[] = [];
  try {
    for (const { url, cookie, tag } of urls) {
      const samples: LighthouseResult[] = [];
      let retried = 0;
      for (let i = 0; i < runs; i++) {
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          extraHeaders: cookie ? { Cookie: cookie } : undefined,
        });
        if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
        const lhr = runner.lhr;
        if (lhr.runtimeError && TOOL_ERRORS.has(lhr.runtimeError.code) && retried < TOOL_RETRIES) {
          retried += 1;
          i -= 1;
          continue;
        }
        if (process.env.LH_JSON_DIR)
          writeFileSync(
            path.join(
              process.env.LH_JSON_DIR,
              `${tag ?? ""}${new URL(url).pathname.replace(/\W+/g, "_")}${cookie ? "_hc" : ""}_${i + 1}.json`,
            ),
            JSON.stringify(lhr),
          );
        const audit = (id: string) => lhr.audits[id];
        const items = (
          audit("resource-summary")?.details as { items?: { resourceType: string; transferSize: number }[] }
        )?.items;
        const size = (type: string) => items?.find((r) => r.resourceType === type)?.transferSize ?? 0;
        const hints = Object.values(lhr.audits)
          .filter((a) => a.details?.type === "opportunity" && (a.numericValue ?? 0) > 50)
          .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
          .slice(0, 3)
          .map((a) => `${a.id} ${Math.round(a.numericValue ?? 0)} ms`);
        const incomplete =
          Boolean(lhr.runtimeError) ||
          lhr.categories.performance?.score == null ||
          (lhr.runWarnings ?? []).some((w) => /too slowly|did not paint/i.test(w));
        samples.push({
          url,
          incompleteRuns: incomplete ? 1 : 0,
          runs: 1,
          perf: lhr.categories.performance?.score ?? 0,
          a11y: lhr.categories.accessibility?.score ?? 0,
          lcpMs: audit("largest-contentful-paint")?.numericValue ?? 0,
          tbtMs: audit("total-blocking-time")?.numericValue ?? 0,
          cls: audit("cumulative-layout-shift")?.numericValue ?? 0,
          jsBytes: size("script"),
          totalBytes: size("total"),
          hints,
        });
      }
      // The median of each figure over the runs (Lighthouse's own docs advise several runs on noisy
      // machines); the hints and sizes of the run with the median score.
      const complete = samples.filter((r) => r.incompleteRuns === 0);
      const counted = complete.length > 0 ? complete : samples;
      const median = (pick: (r: LighthouseResult) => number) => {
        const xs = counted.map(pick).sort((a, b) => a - b);
        const m = xs.length >> 1;
        return xs.length % 2 ? xs[m]! : (xs[m - 1]! + xs[m]!) / 2;
      };
      const byScore = [...counted].sort((a, b) => a.perf - b.perf)[counted.length >> 1]!;
      results.push({
        ...byScore,
        incompleteRuns: samples.length - complete.length,
        runs: samples.length,
        retried,
        perf: median((r) => r.perf),
        a11y: median((r) => r.a11y),
        lcpMs: median((r) => r.lcpMs),
        tbtMs: median((r) => r.tbtMs),
        cls: median((r) => r.cls),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...paths] = process.argv.slice(2);
  if (!base || !paths.length) {
    console.error(
      "usage: npx tsx bench/lighthouse.ts BASE_URL PATH [PATH...]  (append '#hc' for high contrast)",
    );
    process.exit(2);
  }
  const results = await runLighthouse(
    paths.map((p) => ({
      url: base + p.replace(/#hc$/, ""),
      cookie: p.endsWith("#hc") ? "ah_contrast=high" : undefined,
    })),
    lighthouseRuns(),
  );
  for (const r of results)
    console.log(
      `${r.url}  perf ${r.perf.toFixed(2)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  TBT ${r.tbtMs.toFixed(0)} ms  CLS ${r.cls.toFixed(3)}  a11y ${r.a11y.toFixed(2)}  JS ${(r.jsBytes / 1024).toFixed(1)} KB  total ${(r.totalBytes / 1024).toFixed(1)} KB  ${r.hints.join(", ")}`,
    );
}
