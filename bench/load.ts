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

export type Target = { url: string; headers?: Record<string, string> };

/**
 * Several targets measured in turns rather than one after the other: on a shared machine the speed
 * drifts by tens of per cent within a minute, and a ratio of two measurements taken a minute apart
 * carries that drift. Each target is warmed up first (the same time for all), then each round loads
 * every target for `seconds / rounds`; the result per target is its median round, and per round the
 * ratio of each target to the first one (the static file), whose median is the figure to read.
 */
export async function inTurns(
  targets: Target[],
  seconds: number,
  options: { rounds?: number; warmSeconds?: number } = {},
): Promise<{ results: LoadResult[]; ratios: number[] }> {
  const rounds = options.rounds ?? 5;
  const each = Math.max(2, Math.round(seconds / rounds));
  for (const t of targets) await load(t.url, options.warmSeconds ?? 3, { headers: t.headers });
  const byTarget: LoadResult[][] = targets.map(() => []);
  const ratiosByTarget: number[][] = targets.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const round: LoadResult[] = [];
    for (const t of targets) round.push(await load(t.url, each, { headers: t.headers }));
    round.forEach((res, i) => {
      byTarget[i]!.push(res);
      ratiosByTarget[i]!.push(res.rps / round[0]!.rps);
    });
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const m = s.length >> 1;
    return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
  };
  const results = byTarget.map((runs) => {
    const byRps = [...runs].sort((a, b) => a.rps - b.rps);
    const mid = byRps[byRps.length >> 1]!;
    return {
      ...mid,
      rps: median(runs.map((x) => x.rps)),
      errors: runs.reduce((n, x) => n + x.errors, 0),
      non2xx: runs.reduce((n, x) => n + x.non2xx, 0),
    };
  });
  return { results, ratios: ratiosByTarget.map(median) };
}
