/**
 * The reliability suite runs in two sizes. `npm test` (and so CI) runs the quick one as part of
 * vitest; `npm run test:reliability` sets RELIABILITY=full and gets the full figures
 * (1,000 fuzz cases per operation, spread over anonymous and the role groups, 60 s of load at 50 connections, three load runs).
 */
export const fullRun = process.env.RELIABILITY === "full";

export const reliability = {
  /** Generated hostile inputs per operation or form action, round-robin over the 9 principals. */
  fuzzCases: Number(process.env.FUZZ_CASES ?? (fullRun ? 1000 : 27)),
  /** Seconds of each load run, at `loadConnections`. */
  loadSeconds: Number(process.env.LOAD_SECONDS ?? (fullRun ? 60 : 10)),
  loadConnections: 50,
  /** Load runs whose memory is compared (stable over three in the full run). */
  loadRuns: fullRun ? 3 : 1,
};

/** The reliability files need PostgreSQL: the real server the issue asks about. */
export const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
