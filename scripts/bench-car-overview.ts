/**
 * Times the car overview on the database at DATABASE_URL (after `npm run seed:large`):
 * the whole service call, unfiltered and with three filters, as p50/p95 over 20 warm runs, and prints
 * the plan of the grouped query (EXPLAIN ANALYZE). Usage: `npx tsx scripts/bench-car-overview.ts`.
 */
import { sql } from "drizzle-orm";
import { createServiceContext } from "../app/core/context/service-context.server";
import type { SessionUser } from "../app/core/identity/session-user";
import { parseCarOverviewFilters } from "../app/core/inventory/car-overview";
import { carOverview } from "../app/core/inventory/car-overview.service.server";
import { resolveProject } from "../app/core/tenancy/tenancy.service.server";
import { openDatabase } from "../app/db/client.server";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
const handle = await openDatabase({ url });
const project = (await resolveProject(handle.db, "localhost"))!;
const principal = {
  id: "00000000-0000-4000-8000-000000000003",
  email: "bench@example.com",
  roles: ["inventory_manager"],
  inHolding: false,
  projectId: project.id,
  companyId: project.companyId,
  firstName: "B",
  lastName: "B",
  companyName: null,
  avatarPath: null,
  language: null,
  soundSettings: { success: false, information: true, warning: true, danger: true },
  needsTerms: false,
  pendingApproval: false,
} as SessionUser;
const ctx = createServiceContext({ db: handle.db, project, principal, locale: "de" });
const [{ n }] = (
  (await handle.db.execute(
    sql`select count(*)::int as n from cars where project_id = ${project.id}`,
  )) as unknown as {
    rows: { n: number }[];
  }
).rows as [{ n: number }];

async function time(label: string, query: string) {
  const filters = parseCarOverviewFilters(new URLSearchParams(query));
  const runs: number[] = [];
  let total = 0;
  for (let i = 0; i < 23; i++) {
    const t0 = performance.now();
    const r = await carOverview(ctx, filters);
    const ms = performance.now() - t0;
    if (!r.ok) throw new Error("refused");
    total = r.value.total;
    if (i >= 3) runs.push(ms);
  }
  runs.sort((a, b) => a - b);
  const p = (q: number) => runs[Math.min(runs.length - 1, Math.floor(q * runs.length))]!.toFixed(1);
  console.log(`${label}: ${total} cars counted, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms (20 warm runs)`);
}

console.log(`car overview on ${n} cars of ${project.name} (postgres)`);
await time("no filter", "");
await time(
  "3 filters (state, fuel, condition)",
  "state=published&state=draft&fuel=diesel&fuel=petrol&condition=used",
);
// The plan of the counting query as the service writes it (same columns, conditions and cut-offs).
const cut = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const plan = (await handle.db.execute(
  sql.raw(`explain (analyze, buffers, summary on)
  select location_id, brand_id, count(*)::int, coalesce(sum(price_minor), 0)::bigint,
    count(*) filter (where status = 'available' and published_at is null),
    count(*) filter (where status = 'available' and published_at is not null),
    count(*) filter (where status = 'reserved'), count(*) filter (where status = 'sold'),
    ${[31, 61, 91, 181].map((d) => `count(*) filter (where created_at > '${cut(d)}'::timestamptz)`).join(", ")},
    ${[499_999, 999_999, 1_999_999, 2_999_999, 4_999_999].map((p) => `count(*) filter (where price_minor <= ${p})`).join(", ")}
  from cars where project_id = '${project.id}'
  group by location_id, brand_id`),
)) as unknown as { rows: { "QUERY PLAN": string }[] };
console.log(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
await handle.close();
