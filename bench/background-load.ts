/**
 * The throughput section's load kept running in the background (for Lighthouse "under load"): pages
 * rendered on every request (a visitor with a cookie, never micro-cached), 8 connections, until stopped.
 */
import autocannon from "autocannon";
import type { LoadResult } from "./load";

export type BackgroundLoad = { stop: () => Promise<LoadResult> };

export function startBackgroundLoad(
  base: string,
  paths: string[],
  options: { connections?: number; headers?: Record<string, string> } = {},
): BackgroundLoad {
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  // With a callback autocannon answers its instance (stop()), not a promise.
  const instance = autocannon(
    {
      url: base,
      connections: options.connections ?? 8,
      // Longer than any Lighthouse pass; stop() ends it.
      duration: 3600,
      pipelining: 1,
      headers: options.headers,
      requests: paths.map((path) => ({ method: "GET" as const, path })),
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  return {
    stop: async () => {
      instance.stop();
      const result = await done;
      return {
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
      };
    },
  };
}
