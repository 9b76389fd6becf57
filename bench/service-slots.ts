/**
 * Workshop slot search (issue 14): a location with a month of bookings (about 70 % of its bays' time
 * taken over the next 30 days, in 30- to 180-minute services), then the booking page's data as the page
 * asks for it (`viewServiceBooking`: the location's services, its booked appointments of the six-week
 * window from the database and the free slots of one service) timed `runs` times: p50 and p95. The pure
 * slot rule over the same bookings is timed as well. Goal: p95 <= 50 ms.
 * PGlite in memory by default; with `databaseUrl` a fresh PostgreSQL database on that server.
 * Usable on its own: `npx tsx bench/service-slots.ts` (DATABASE_URL for PostgreSQL).
 * `serviceBookingWeights(baseUrl)` gives the booking pages' bytes for `bench/run.ts` (goal JS <= 140 KB).
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { createServiceContext } from "../app/core/context/service-context.server";
import { scopeOf } from "../app/core/context/tenant-scope.server";
import { listLocations } from "../app/core/locations/locations.service.server";
import { addDays, zonedParts, zonedTimeToUtc } from "../app/core/locations/zoned-time";
import { viewServiceBooking } from "../app/core/service-booking/service-booking.service.server";
import { candidateStarts, freeServiceSlots } from "../app/core/service-booking/service-slots";
import { resolveProject } from "../app/core/tenancy/tenancy.service.server";
import { migrateDatabase, openDatabase } from "../app/db/client.server";
import { locations, serviceAppointments, serviceOfferings } from "../app/db/schema";
import { seedDemo } from "../seed/demo.server";
import { type PageWeight, pageWeight } from "./page-weight";
import { percentile } from "./shared";

export type Timing = { p50: number; p95: number; runs: number };
export type ServiceSlotsResult = {
  driver: "pglite" | "postgres";
  bookings: number;
  bays: number;
  page: Timing;
  rule: Timing;
};

async function time(runs: number, fn: () => Promise<unknown> | unknown): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), runs };
}

export async function serviceSlotsBench(
  options: { databaseUrl?: string; runs?: number } = {},
): Promise<ServiceSlotsResult> {
  const runs = options.runs ?? 200;
  let dropUrl: string | null = null;
  let adminUrl: string | null = null;
  let url: string | undefined;
  if (options.databaseUrl) {
    adminUrl = options.databaseUrl;
    const name = `autohaus_bench_svc_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    dropUrl = name;
  }
  const handle = await openDatabase(url ? { url, poolSize: 2 } : { dataDir: "memory://" });
  try {
    await migrateDatabase(handle);
    await seedDemo(handle.db);
    const db = handle.db;
    const project = (await resolveProject(db, "localhost"))!;
    const now = new Date();
    const ctx = createServiceContext({ db, project, locale: "de", clock: { now: () => now } });
    const location = (await listLocations(ctx)).find((l) => l.services.includes("service"))!;
    const scope = scopeOf(db, project.id);
    const offerings = await db
      .select()
      .from(serviceOfferings)
      .where(scope.where(serviceOfferings, eq(serviceOfferings.locationId, location.id)));
    const [bays] = await db
      .select({ n: locations.serviceBays })
      .from(locations)
      .where(scope.where(locations, eq(locations.id, location.id)));
    const bayCount = bays?.n ?? 2;
    // A month of bookings: each bay filled from opening in random services, leaving about 30 % gaps.
    let seed = 42;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const rows: (typeof serviceAppointments.$inferInsert)[] = [];
    const today = zonedParts(now, location.timeZone).day;
    for (let d = 1; d <= 30; d++) {
      const day = addDays(today, d);
      const hours = candidateStarts(location.openingHours, day, 30, 30);
      if (!hours.length) continue;
      const open = zonedTimeToUtc(day, hours[0]!, location.timeZone).getTime();
      const close = zonedTimeToUtc(day, hours[hours.length - 1]!, location.timeZone).getTime() + 30 * 60_000;
      for (let bay = 1; bay <= bayCount; bay++) {
        let t = open;
        while (t < close) {
          const o = offerings[Math.floor(rand() * offerings.length)]!;
          const end = t + o.durationMinutes * 60_000;
          if (end > close) break;
          if (rand() < 0.7) {
            rows.push(
              scope.stamp({
                locationId: location.id,
                offeringId: o.id,
                bay,
                startsAt: new Date(t),
                endsAt: new Date(end),
                vehicle: { brand: "Volkswagen", model: "Golf" },
                email: `bench-${rows.length}@example.org`,
                language: "de",
              }),
            );
          }
          t = end;
        }
      }
    }
    for (let i = 0; i < rows.length; i += 500)
      await db.insert(serviceAppointments).values(rows.slice(i, i + 500));
    const oil = offerings.find((o) => o.code === "oil_change") ?? offerings[0]!;
    // Warm up (prepared plans, JIT), then measure.
    for (let i = 0; i < 10; i++)
      await viewServiceBooking(ctx, { locationId: location.id, offeringId: oil.id });
    const page = await time(runs, () =>
      viewServiceBooking(ctx, { locationId: location.id, offeringId: oil.id }),
    );
    const booked = await db
      .select({ startsAt: serviceAppointments.startsAt, endsAt: serviceAppointments.endsAt })
      .from(serviceAppointments)
      .where(and(scope.owns(serviceAppointments), eq(serviceAppointments.locationId, location.id)));
    const rule = await time(runs, () =>
      freeServiceSlots({
        hours: location.openingHours,
        timeZone: location.timeZone,
        now,
        durationMinutes: oil.durationMinutes,
        bays: bayCount,
        booked,
      }),
    );
    return { driver: url ? "postgres" : "pglite", bookings: rows.length, bays: bayCount, page, rule };
  } finally {
    await handle.close();
    if (adminUrl && dropUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dropUrl} WITH (FORCE)`);
      await admin.end();
    }
  }
}

export function serviceSlotsReport(r: ServiceSlotsResult): string[] {
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  return [
    `service slot search (${r.driver}, one location, ${r.bays} bays, ${r.bookings} bookings over 30 days):`,
    `  booking page data (services, bookings of 6 weeks, free slots): p50 ${r.page.p50} ms, p95 ${r.page.p95} ms ${mark(r.page.p95 <= 50)} p95 ≤ 50 ms (${r.page.runs} runs)`,
    `  slot rule alone: p50 ${r.rule.p50} ms, p95 ${r.rule.p95} ms`,
  ];
}

/** The booking pages as a phone gets them: the page with a service chosen (slots and form). */
export const SERVICE_BOOKING_PAGES = [
  { name: "service booking (choose)", path: "/de/onlineterminbuchung" },
  { name: "service booking (slots and form)", path: "/de/onlineterminbuchung?location=1&service=2" },
] as const;

export async function serviceBookingWeights(
  baseUrl: string,
): Promise<{ name: string; weight: PageWeight; goalKb: number }[]> {
  const out = [];
  for (const page of SERVICE_BOOKING_PAGES) {
    out.push({ name: page.name, weight: await pageWeight(baseUrl, page.path), goalKb: 140 });
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await serviceSlotsBench({ databaseUrl: process.env.DATABASE_URL || undefined });
  for (const line of serviceSlotsReport(result)) console.log(line);
}
