/**
 * Hot Leads (account/jobs/lls): open jobs ranked by a score of 0-100 that explains itself. Each factor
 * gives points up to its maximum, and the row shows every factor's points, so an employee sees why a
 * lead ranks where it does (peers: Odoo's scoring is a probability nobody can read).
 *
 * The request's value weighs the engagement: a person who sends four requests for a 198 €
 * rental is engaged, but not worth more than a 25,000 € purchase. The value counts on a logarithmic
 * scale (100 € nothing, 60,000 € everything), and engagement counts at that share (at least a quarter;
 * half when the value is unknown). The row says both (decision 0051).
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
/** A request worth this much (minor units, e.g. 60,000.00 EUR) or more gets all value points. */
const FULL_VALUE_MINOR = 6_000_000;
/** A request worth this much (100.00) or less gets no value points. */
const NO_VALUE_MINOR = 10_000;
/** Engagement counts at least at this share, however small the value (a quarter). */
const MIN_ENGAGEMENT_WEIGHT = 0.25;
/** Engagement's share when the request names no value (a general question): a half. */
const UNKNOWN_VALUE_WEIGHT = 0.5;

/** 0-1: where a value lies between 100 and 60,000 on a logarithmic scale; null when unknown. */
export function valueShare(valueMinor: number | null): number | null {
  if (valueMinor === null || !Number.isFinite(valueMinor) || valueMinor <= 0) return null;
  if (valueMinor <= NO_VALUE_MINOR) return 0;
  return Math.min(1, Math.log(valueMinor / NO_VALUE_MINOR) / Math.log(FULL_VALUE_MINOR / NO_VALUE_MINOR));
}

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
  /**
   * What the request is worth (minor units): the vehicle's price, a rental's booking price; null when
   * it names none.
   */
  requestValueMinor: number | null;
};

export type HotLeadPart = {
  factor: HotLeadFactor;
  points: number;
  max: number;
  /** Engagement: the share (0-100 %) it counted at, by the request's value (null: value unknown). */
  weightPercent?: number;
  /** Engagement and value: the request's value they were weighed by. */
  valueMinor?: number | null;
};
export type HotLeadScore = { score: number; parts: HotLeadPart[] };

export function hotLeadScore(job: HotLeadInput, now: Date): HotLeadScore {
  const ageDays = Math.max(0, (now.getTime() - job.cdate.getTime()) / DAY_MS);
  const recency = HOT_LEAD_MAX.recency * Math.max(0, 1 - ageDays / HOT_LEAD_WINDOW_DAYS);
  // Each request after the first adds 8 points, a phone number 5 points, weighed by the request's value.
  const share = valueShare(job.requestValueMinor);
  const weight = share === null ? UNKNOWN_VALUE_WEIGHT : Math.max(MIN_ENGAGEMENT_WEIGHT, share);
  const engagement =
    weight *
    Math.min(HOT_LEAD_MAX.engagement, Math.max(0, job.clientRequests - 1) * 8 + (job.hasPhone ? 5 : 0));
  const value = HOT_LEAD_MAX.vehicle_value * (share ?? 0);
  const valueMinor = share === null ? null : job.requestValueMinor;
  const source = SOURCE_POINTS[job.systemType as SystemType] ?? 3;
  const priority = (effectivePriority(job, now) / 3) * HOT_LEAD_MAX.priority;
  const parts: HotLeadPart[] = [
    { factor: "recency", points: Math.round(recency), max: HOT_LEAD_MAX.recency },
    {
      factor: "engagement",
      points: Math.round(engagement),
      max: HOT_LEAD_MAX.engagement,
      weightPercent: Math.round(weight * 100),
      valueMinor,
    },
    { factor: "vehicle_value", points: Math.round(value), max: HOT_LEAD_MAX.vehicle_value, valueMinor },
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
