import autocannon from "autocannon";

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** A fixed-duration closed-loop load from this process against one URL on loopback. */
export async function load(
  url: string,
  seconds: number,
  options: {
    connections?: number;
    headers?: Record<string, string>;
    method?: "GET" | "POST";
    body?: string;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 8,
    duration: seconds,
    pipelining: 1,
    headers: options.headers,
    method: options.method ?? "GET",
    body: options.body,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
