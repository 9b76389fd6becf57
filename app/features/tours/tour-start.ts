/**
 * The small part of the tour runtime the top menu needs (it is on every page, so it must not pull in
 * the runner): which tours run on the screen being viewed, and a way to start one.
 */
import { type TourType, tourTypeOfRoute } from "../../core/tours/tour-screens";

export const START_TOUR_EVENT = "autohaus:start-tour";

/** Starts a tour by id (the user menu's "start tour" entries); the account layout's runner listens. */
export function startTour(id: string) {
  window.dispatchEvent(new CustomEvent(START_TOUR_EVENT, { detail: { id } }));
}

/** The account route key of the deepest matched account screen (`account-jobs` -> `jobs`), or null. */
export function accountRouteKeyOf(matches: readonly { id: string }[]): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const id = matches[i]?.id ?? "";
    if (id.startsWith("account-")) return id.slice("account-".length);
  }
  return null;
}

/** The tours that run on an account screen. */
export function toursOnRoute<T extends { type: TourType }>(
  tours: readonly T[],
  routeKey: string | null,
): T[] {
  const type = routeKey ? tourTypeOfRoute(routeKey) : null;
  return type ? tours.filter((t) => t.type === type) : [];
}
