/**
 * Hot Leads (account/jobs/lls): open jobs ranked by a score of 0-100 that explains itself. Each factor
 * gives points up to its maximum, and the row shows every factor's points, so an employee sees why a
 * lead ranks where it does (peers: Odoo's scoring is a probability nobody can read).
 */
import { effectivePriority, type PriorityInput } from "./priority";
import type { SystemType } from "./system-types";

export const HOT_LEAD_FACTORS = ["recency", "engagement", "vehicle_value", "source", "priority"] as const;
export type HotLeadFactor = (typeof HOT_LEAD_FACTORS)[number];

export const HOT_LEAD_MAX: Record<HotLeadFactor, number> = {
  recency: 30,
  engagement: 25,
  vehicle_value: 20,
  source: 15,
  priority: 10,
};

/** Leads older than this score nothing for recency; Hot Leads looks at open jobs of this window. */
export const HOT_LEAD_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A vehicle worth this much (minor units, e.g. 60,000.00 EUR) or more gets all value points. */
const FULL_VALUE_MINOR = 6_000_000;

/** How close a request is to a sale, by what the buyer asked for. */
const SOURCE_POINTS: Partial<Record<SystemType, number>> = {
  PURCHASE: 15,
  CAR_REQUEST: 14,
  FINANCING: 13,
  LEASING: 13,
  SUBSCRIPTION: 11,
  TRADE_IN: 10,
  RENTAL: 7,
  SERVICE: 6,
  CALLBACK: 8,
  CONTACT: 5,
  BUSINESS_SIGNUP: 6,
  COMMUNITY: 2,
};

export type HotLeadInput = PriorityInput & {
  systemType: string;
  /** The client's requests in the window, this one included (a buyer who comes back is warmer). */
  clientRequests: number;
  /** Whether the buyer left a phone number (reachable now). */
  hasPhone: boolean;
  vehicleValueMinor: number | null;
};

export type HotLeadPart = { factor: HotLeadFactor; points: number; max: number };
export type HotLeadScore = { score: number; parts: HotLeadPart[] };

export function hotLeadScore(job: HotLeadInput, now: Date): HotLeadScore {
  const ageDays = Math.max(0, (now.getTime() - job.cdate.getTime()) / DAY_MS);
  const recency = HOT_LEAD_MAX.recency * Math.max(0, 1 - ageDays / HOT_LEAD_WINDOW_DAYS);
  // Each request after the first adds 8 points, a phone number 5 points.
  const engagement = Math.min(
    HOT_LEAD_MAX.engagement,
    Math.max(0, job.clientRequests - 1) * 8 + (job.hasPhone ? 5 : 0),
  );
  const value =
    job.vehicleValueMinor && job.vehicleValueMinor > 0
      ? HOT_LEAD_MAX.vehicle_value * Math.min(1, job.vehicleValueMinor / FULL_VALUE_MINOR)
      : 0;
  const source = SOURCE_POINTS[job.systemType as SystemType] ?? 3;
  const priority = (effectivePriority(job, now) / 3) * HOT_LEAD_MAX.priority;
  const parts: HotLeadPart[] = [
    { factor: "recency", points: Math.round(recency), max: HOT_LEAD_MAX.recency },
    { factor: "engagement", points: Math.round(engagement), max: HOT_LEAD_MAX.engagement },
    { factor: "vehicle_value", points: Math.round(value), max: HOT_LEAD_MAX.vehicle_value },
    { factor: "source", points: source, max: HOT_LEAD_MAX.source },
    { factor: "priority", points: Math.round(priority), max: HOT_LEAD_MAX.priority },
  ];
  return { score: parts.reduce((sum, p) => sum + p.points, 0), parts };
}

/** Ranks by score, then newest first; ties keep a stable order by id. */
export function rankHotLeads<T extends { id: number; cdate: Date; hot: HotLeadScore }>(rows: T[]): T[] {
  return [...rows].sort(
    (a, b) => b.hot.score - a.hot.score || b.cdate.getTime() - a.cdate.getTime() || b.id - a.id,
  );
}
