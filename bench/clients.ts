/**
 * Client search benchmark (issue 15) on PostgreSQL: makes sure the demo dealer has at least
 * CLIENTS_COUNT generated clients (default 200,000; the seeding code of `npm run seed:large --
 * --clients`), then times the back office's client list in-process through its service, as the demo
 * database clerk sees it: a two-word search (a first name and a prefix of a last name, or a last name
 * and a company word) with the page's capped total (goal p95 <= 50 ms), the same with two filters, and
 * the unfiltered first page. Usable on its own: `DATABASE_URL=... npx tsx bench/clients.ts`.
 */
import { eq } from "drizzle-orm";
import { clientList } from "../app/core/clients/client-filters";
import { listClients } from "../app/core/clients/clients.service.server";
import { createServiceContext } from "../app/core/context/service-context.server";
import { toSessionUser } from "../app/core/identity/identity.service.server";
import { resolveProject } from "../app/core/tenancy/tenancy.service.server";
import { migrateDatabase, openDatabase } from "../app/db/client.server";
import { users } from "../app/db/schema";
import { seedDemo } from "../seed/demo.server";
import { generateClient } from "../seed/leads/generate-clients";
import { generatedClientCount, seedClients } from "../seed/leads/seed-clients";

export const CLIENTS_COUNT = Number(process.env.CLIENTS_COUNT ?? 200_000);
const CLERK = "database@autohaus-brandt.example";

type Timing = { p50: number; p95: number; runs: number };
export type ClientsResult = {
  clients: number;
  seededSeconds: number | null;
  searches: { q: string; total: number; capped: boolean }[];
  search: Timing;
  filtered: Timing;
  firstPage: Timing;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timed(runs: number, fn: (i: number) => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < Math.min(5, runs); i++) await fn(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs };
}

/** Two-word searches as a clerk types them: names of generated clients, in other case, some cut short. */
function searches(n: number): string[] {
  const out: string[] = [];
  const now = new Date();
  for (let i = 0; out.length < n; i++) {
    const c = generateClient(17, i * 7919, now, 730);
    const cut = (w: string, k: number) => w.slice(0, Math.max(3, w.length - k));
    const variant = i % 4;
    if (variant === 0) out.push(`${c.firstName.toUpperCase()} ${cut(c.lastName, 2)}`);
    else if (variant === 1) out.push(`${c.lastName.toLowerCase()} ${c.firstName.toLowerCase()}`);
    else if (variant === 2 && c.companyName) out.push(`${c.companyName.split(" ")[1]} ${cut(c.lastName, 1)}`);
    else out.push(`${cut(c.firstName, 1)} ${c.lastName}`);
  }
  return out;
}

export async function clientsBench(databaseUrl: string): Promise<ClientsResult> {
  const handle = await openDatabase({ url: databaseUrl, poolSize: 4 });
  try {
    await migrateDatabase(handle);
    await seedDemo(handle.db);
    const project = (await resolveProject(handle.db, "localhost"))!;
    let total = await generatedClientCount(handle.db, project.id);
    let seededSeconds: number | null = null;
    if (total < CLIENTS_COUNT) {
      console.log(
        `seeding ${CLIENTS_COUNT - total} clients (npm run seed:large -- --clients does the same)…`,
      );
      const started = performance.now();
      const missing = CLIENTS_COUNT - total;
      const parallel = 3;
      const chunk = Math.ceil(missing / parallel);
      await Promise.all(
        Array.from({ length: parallel }, (_, i) =>
          seedClients(handle.db, {
            projectId: project.id,
            count: Math.max(0, Math.min(chunk, missing - i * chunk)),
            firstIndex: total + i * chunk,
          }),
        ),
      );
      await handle.db.execute("vacuum analyze clients");
      seededSeconds = (performance.now() - started) / 1000;
      total = await generatedClientCount(handle.db, project.id);
    }
    const [row] = await handle.db.select().from(users).where(eq(users.email, CLERK));
    if (!row) throw new Error(`${CLERK} not found (demo data)`);
    const ctx = createServiceContext({
      db: handle.db,
      project,
      locale: "de",
      principal: toSessionUser(row, project),
    });
    const list = async (query: Record<string, string>) => {
      const r = await listClients(ctx, clientList.parse(new URLSearchParams(query)));
      if (!r.ok) throw new Error(`client list failed: ${r.error.code}`);
      return r.value;
    };
    const qs = searches(40);
    const shown: ClientsResult["searches"] = [];
    for (const q of qs.slice(0, 6)) {
      const page = await list({ q });
      shown.push({ q, total: page.total, capped: page.totalCapped });
    }
    const search = await timed(300, (i) => list({ q: qs[i % qs.length]! }));
    const filtered = await timed(200, (i) =>
      list({ q: qs[i % qs.length]!, language: "de", consent: i % 2 ? "true" : "false" }),
    );
    const firstPage = await timed(100, () => list({}));
    return { clients: total, seededSeconds, searches: shown, search, filtered, firstPage };
  } finally {
    await handle.close();
  }
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const mark = (ok: boolean, goal: string) => (ok ? "✔" : `✘ (goal ${goal})`);

export function clientsReport(r: ClientsResult): string[] {
  return [
    `\nClients (PostgreSQL, ${r.clients.toLocaleString("en")} generated clients in the dealer project${r.seededSeconds !== null ? `, ${r.seededSeconds.toFixed(0)} s to generate` : ""}; listClients in-process as the demo database clerk)`,
    `client search, two words + capped total (${r.search.runs} runs over 40 searches): p50 ${ms(r.search.p50)}, p95 ${ms(r.search.p95)} ${mark(r.search.p95 <= 50, "p95 ≤ 50 ms")}`,
    ...r.searches.map(
      (s) => `  "${s.q}" → ${s.capped ? "more than " : ""}${s.total.toLocaleString("en")} clients`,
    ),
    `client search with two filters (language, marketing consent): p50 ${ms(r.filtered.p50)}, p95 ${ms(r.filtered.p95)}`,
    `client list, first page without search (newest first, total capped at 1,000): p50 ${ms(r.firstPage.p50)}, p95 ${ms(r.firstPage.p95)}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("bench/clients.ts needs PostgreSQL: set DATABASE_URL");
    process.exit(2);
  }
  for (const line of clientsReport(await clientsBench(url))) console.log(line);
}
