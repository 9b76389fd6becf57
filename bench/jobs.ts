/**
 * Jobs benchmark (issue 11) on PostgreSQL: makes sure the demo dealer has at least JOBS_COUNT jobs
 * (default 1,000,000, generated over two years with the seeding code of `npm run seed:large -- --jobs`),
 * then times the back office's job queries in-process through their services, as the demo manager
 * (an all-jobs user) sees them: the job list with five filters and its count (goal p95 <= 50 ms), the
 * 1st and the 500th keyset page (goal: no slower than twice the first), the sidebar's counters (goal
 * p95 <= 20 ms), the statistics page's data for 30 and 90 days (goal p95 <= 200 ms), Hot Leads and the
 * dashboard's numbers. Usable on its own: `DATABASE_URL=... npx tsx bench/jobs.ts`.
 */
import { eq } from "drizzle-orm";
import { createServiceContext, type ServiceContext } from "../app/core/context/service-context.server";
import { scoped } from "../app/core/context/tenant-scope.server";
import { toSessionUser } from "../app/core/identity/identity.service.server";
import { dashboardNumbers, hotLeads, jobStatistics } from "../app/core/leads/insights.service.server";
import { jobList } from "../app/core/leads/job-filters";
import { findJobPage } from "../app/core/leads/jobs.repo.server";
import { jobCriteria, listJobs } from "../app/core/leads/jobs.service.server";
import {
  listWorkflowDefs,
  listWorkflows,
  setWorkflowFavorite,
} from "../app/core/leads/workflows.service.server";
import { addDays, zonedParts } from "../app/core/locations/zoned-time";
import { resolveProject } from "../app/core/tenancy/tenancy.service.server";
import { migrateDatabase, openDatabase } from "../app/db/client.server";
import { users } from "../app/db/schema";
import { decodeCursor } from "../app/shared/lists/keyset-cursor";
import { seedDemo } from "../seed/demo.server";
import { jobCount, seedManyLeads } from "../seed/leads/seed-leads";

export const JOBS_COUNT = Number(process.env.JOBS_COUNT ?? 1_000_000);
const MANAGER = "manager@autohaus-brandt.example";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export type Timing = { p50: number; p95: number; runs: number };

export type JobsResult = {
  jobs: number;
  seededSeconds: number | null;
  /** The five-filter lists, as query strings, and how many jobs each matched (capped at 10,001). */
  lists: { query: string; total: number }[];
  list: Timing;
  firstPageMs: number;
  deepPageMs: number;
  deepPage: number;
  deepPageServiceMs: number;
  counters: Timing;
  workflowList: Timing;
  statistics30: Timing;
  statistics90: Timing;
  hotLeads: Timing;
  dashboard: Timing;
};

async function timed(runs: number, fn: (i: number) => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < Math.min(3, runs); i++) await fn(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs };
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }, what: string): T {
  if (!r.ok) throw new Error(`${what} failed: ${r.error.code}`);
  return r.value;
}

export async function jobsBench(databaseUrl: string): Promise<JobsResult> {
  const handle = await openDatabase({ url: databaseUrl, poolSize: 4 });
  try {
    await migrateDatabase(handle);
    await seedDemo(handle.db);
    const project = (await resolveProject(handle.db, "localhost"))!;
    let total = await jobCount(handle.db, project.id);
    let seededSeconds: number | null = null;
    if (total < JOBS_COUNT) {
      console.log(`seeding ${JOBS_COUNT - total} jobs (npm run seed:large -- --jobs does the same)…`);
      const started = performance.now();
      await seedManyLeads(handle.db, {
        projectId: project.id,
        count: JOBS_COUNT - total,
        existing: total,
        parallel: 3,
        days: 730,
      });
      seededSeconds = (performance.now() - started) / 1000;
      total = await jobCount(handle.db, project.id);
    }
    const [row] = await handle.db.select().from(users).where(eq(users.email, MANAGER));
    if (!row) throw new Error(`${MANAGER} not found (demo data)`);
    const ctx: ServiceContext = createServiceContext({
      db: handle.db,
      project,
      locale: "en",
      principal: toSessionUser(row, project),
    });
    const params = (query: string) => jobList.parse(new URLSearchParams(query));

    // Five filters each, a date range among them: what a sales manager narrows the list to, in a
    // workflow or across all jobs.
    const defs = await listWorkflowDefs(ctx);
    const wf = (label: string) => defs.find((w) => w.label === label)?.id ?? defs[0]!.id;
    const today = zonedParts(new Date(), "Europe/Berlin").day;
    const LISTS = [
      `visibility=showOpen&workflow=${wf("sales")}&priority=1&source=website&dateFrom=${addDays(today, -30)}`,
      `visibility=showWon&workflow=${wf("trade_in")}&source=phone&language=de&dateFrom=${addDays(today, -90)}`,
      `visibility=showOpen&workflow=CAR_REQUEST&leadTags=hot&source=website&dateFrom=${addDays(today, -60)}`,
      `visibility=showLost&workflow=${wf("financing")}&priority=1&language=de&dateFrom=${addDays(today, -180)}&dateTo=${addDays(today, -90)}`,
      // All jobs, no workflow: a manager narrowing the whole list.
      `visibility=showOpen&priority=1&source=website&language=de&dateFrom=${addDays(today, -30)}`,
      `visibility=showOpen&leadTags=hot&source=website&priority=2&dateFrom=${addDays(today, -60)}`,
    ];
    const lists: JobsResult["lists"] = [];
    for (const query of LISTS)
      lists.push({ query, total: unwrap(await listJobs(ctx, params(query)), "list").total });
    const list = await timed(200, async (i) =>
      unwrap(await listJobs(ctx, params(LISTS[i % LISTS.length]!)), "list"),
    );

    // Keyset: the default list (open jobs, newest first), 25 a page; walk to page 500 through the
    // service's own cursors, then time the page query of page 1 and of page 500 (the count is the
    // same for both and left out of the comparison; the whole service call of page 500 is shown too).
    const deepPage = 500;
    let after: string | null = null;
    for (let n = 1; n < deepPage; n++) {
      const query: string = after ? `after=${after}` : "";
      after = unwrap(await listJobs(ctx, params(query)), "page").nextCursor;
      if (!after) break;
    }
    const scope = scoped(ctx);
    const criteria = await jobCriteria(ctx, params(""));
    const decoded = after ? decodePosition(after) : null;
    const first: number[] = [];
    const deep: number[] = [];
    for (let i = 0; i < 40; i++) {
      let t = performance.now();
      await findJobPage(scope, criteria, {
        sort: "cdate_desc",
        limit: 25,
        direction: "after",
        position: null,
      });
      first.push(performance.now() - t);
      t = performance.now();
      await findJobPage(scope, criteria, {
        sort: "cdate_desc",
        limit: 25,
        direction: "after",
        position: decoded,
      });
      deep.push(performance.now() - t);
    }
    const deepService = await timed(20, async () =>
      unwrap(await listJobs(ctx, params(after ? `after=${after}` : "")), "page"),
    );

    // The sidebar counts the employee's favourite workflows: three of them, the busiest included.
    for (const w of (await listWorkflowDefs(ctx)).slice(0, 3)) await setWorkflowFavorite(ctx, w.id, true);
    const counters = await timed(200, async () =>
      unwrap(await listWorkflows(ctx, { favouritesOnly: true }), "workflows"),
    );
    const workflowList = await timed(100, async () => unwrap(await listWorkflows(ctx), "workflows"));
    const statistics30 = await timed(30, async () =>
      unwrap(await jobStatistics(ctx, params("")), "statistics"),
    );
    const statistics90 = await timed(30, async () =>
      unwrap(await jobStatistics(ctx, params(`dateFrom=${addDays(today, -89)}`)), "statistics"),
    );
    const hot = await timed(30, async () => unwrap(await hotLeads(ctx, params("")), "hot leads"));
    const dashboard = await timed(100, async () => unwrap(await dashboardNumbers(ctx), "dashboard"));
    return {
      jobs: total,
      seededSeconds,
      lists,
      list,
      firstPageMs: median(first),
      deepPageMs: median(deep),
      deepPage: decoded ? deepPage : 0,
      deepPageServiceMs: deepService.p50,
      counters,
      workflowList,
      statistics30,
      statistics90,
      hotLeads: hot,
      dashboard,
    };
  } finally {
    await handle.close();
  }
}

/** The keyset position inside a job list cursor (sort, sort value, id), decoded as listJobs does. */
function decodePosition(token: string): { value: string; id: number } | null {
  const d = decodeCursor(token, ["string", "string", "int"]);
  return d && d[0] === "cdate_desc" ? { value: d[1], id: d[2] } : null;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const mark = (ok: boolean, goal: string) => (ok ? "✔" : `✘ (goal ${goal})`);

/** The section `npm run bench` prints. */
export function jobsReport(r: JobsResult): string[] {
  const ratio = r.deepPageMs / r.firstPageMs;
  return [
    `\nJobs (PostgreSQL, ${r.jobs.toLocaleString("en")} jobs in the dealer project over two years${r.seededSeconds !== null ? `, ${r.seededSeconds.toFixed(0)} s to generate` : ""}; services called in-process as the demo manager)`,
    `job list with five filters + its count (${r.list.runs} runs over ${r.lists.length} lists): p50 ${ms(r.list.p50)}, p95 ${ms(r.list.p95)} ${mark(r.list.p95 <= 50, "p95 ≤ 50 ms")}`,
    ...r.lists.map(
      (l) => `  ${l.query} → ${l.total.toLocaleString("en")}${l.total >= 1_000 ? "+" : ""} jobs`,
    ),
    `keyset page query (open jobs, newest first, 25 a page): page 1 ${ms(r.firstPageMs)}, page ${r.deepPage} ${ms(r.deepPageMs)} = ${ratio.toFixed(2)}× ${mark(ratio <= 2, "≤ 2×")}; page ${r.deepPage} with its count through listJobs ${ms(r.deepPageServiceMs)}`,
    `sidebar counters (3 favourite workflows, as the sidebar counts them: open jobs up to 1001): p50 ${ms(r.counters.p50)}, p95 ${ms(r.counters.p95)} ${mark(r.counters.p95 <= 20, "p95 ≤ 20 ms")}`,
    `workflow list of the API (every workflow with its counters): p50 ${ms(r.workflowList.p50)}, p95 ${ms(r.workflowList.p95)}`,
    `statistics data, last 30 days: p50 ${ms(r.statistics30.p50)}, p95 ${ms(r.statistics30.p95)} ${mark(r.statistics30.p95 <= 200, "p95 ≤ 200 ms")}`,
    `statistics data, last 90 days (a wider period than the page opens with; informative): p50 ${ms(r.statistics90.p50)}, p95 ${ms(r.statistics90.p95)}`,
    `Hot Leads (open jobs of 30 days, ranked): p50 ${ms(r.hotLeads.p50)}, p95 ${ms(r.hotLeads.p95)}`,
    `dashboard numbers (own open, critical, due, late): p50 ${ms(r.dashboard.p50)}, p95 ${ms(r.dashboard.p95)}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("bench/jobs.ts needs PostgreSQL: set DATABASE_URL");
    process.exit(2);
  }
  for (const line of jobsReport(await jobsBench(url))) console.log(line);
}
