/**
 * Click-wizard steps per second (issue 13): virtual visitors, each with its own visitor cookie, walk the
 * trade-in wizard's first two steps back and forth as a browser without JavaScript does: POST the step's
 * answers (validated, saved in the visitor's server-side session, 303 to the next step) and GET the page
 * it redirects to (rendered with the session's answers). One step = that POST and that GET, timed
 * together; every "back" is a step too. Printed: steps per second with p50/p99.
 * Usable on its own: `npx tsx bench/wizard.ts` (starts its own server; DATABASE_URL for PostgreSQL).
 */
import { percentile } from "./shared";

export type WizardBenchResult = {
  steps: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
};

const VISITORS = 8;
const PATH = "/de/inzahlungnahme";

export async function wizardBench(baseUrl: string, seconds: number): Promise<WizardBenchResult> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const origin = new URL(baseUrl).origin;

  async function visitor(): Promise<void> {
    let cookie = "";
    let session = "";
    const post = async (fields: Record<string, string>) => {
      const res = await fetch(baseUrl + PATH, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin,
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams({ session, ...fields }),
      });
      await res.arrayBuffer();
      const set = res.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0]!;
      const location = res.headers.get("location");
      if (res.status !== 303 || !location) throw new Error(`bench: wizard step answered ${res.status}`);
      const page = await fetch(new URL(location, baseUrl), {
        headers: { cookie, "accept-encoding": "br" },
      });
      const html = await page.text();
      if (page.status !== 200) throw new Error(`bench: wizard page answered ${page.status}`);
      session = /name="session" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? session;
    };
    const step = async (fields: Record<string, string>) => {
      const started = performance.now();
      try {
        await post(fields);
        latencies.push(performance.now() - started);
      } catch {
        failures++;
      }
    };
    while (performance.now() < deadline) {
      await step({ step: "vehicle", brand: "Volkswagen", model: "Golf", intent: "next" });
      await step({ step: "details", intent: "back" });
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: VISITORS }, () => visitor()));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    steps: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    failures,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import("./server-process");
  const server = await startServer(
    Number(process.env.BENCH_PORT ?? 3297),
    process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {},
  );
  try {
    const r = await wizardBench(server.url, Number(process.env.BENCH_SECONDS ?? 10));
    console.log(
      `wizard: ${r.steps} steps, ${r.perSecond.toFixed(1)}/s, p50 ${r.p50} ms, p99 ${r.p99} ms, failures ${r.failures}`,
    );
  } finally {
    await server.stop();
  }
}
