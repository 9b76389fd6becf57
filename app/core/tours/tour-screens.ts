/**
 * Where guided tours run and whom they target (decision 0032): pure data without zod, so the back
 * office's tour runner (in every employee's layout) stays small. Validation is in tour-rules.ts.
 */
import type { Locale } from "../../shared/locales";
import type { RoleGroup } from "../../shared/permissions";

/** The back-office screens a tour can run on, with the account routes each covers. */
export const TOUR_SCREENS = {
  dashboard: ["dashboard"],
  jobs: ["jobs", "workflowJobs"],
  job: ["job"],
  statistics: ["jobsStatistics"],
  clients: ["clients"],
  client: ["client"],
  cars: ["cars"],
  items: ["items"],
  orders: ["orders"],
  cms: ["cms"],
  settings: ["settings"],
} as const satisfies Record<string, readonly string[]>;
export type TourType = keyof typeof TOUR_SCREENS;
export const TOUR_TYPES = Object.keys(TOUR_SCREENS) as TourType[];

/** The tour type that runs on an account route (by its key), or null. */
export function tourTypeOfRoute(routeKey: string): TourType | null {
  for (const type of TOUR_TYPES) {
    if ((TOUR_SCREENS[type] as readonly string[]).includes(routeKey)) return type;
  }
  return null;
}

/** Role groups a tour may target; none means every employee. Customers never see back-office tours. */
export const TOUR_GROUPS = [
  "employee",
  "workflows",
  "allJobs",
  "database",
  "databaseExtended",
  "cms",
  "admin",
] as const satisfies readonly RoleGroup[];

export type TourStep = { id: string; selector: string; content: Partial<Record<Locale, string>> };

export const TOUR_LIMITS = { name: 120, selector: 300, content: 2000, steps: 30 } as const;
