/**
 * Which job filters an employee gets and which options they may pick. The server applies
 * the same rules to the option lists and to the queries, so a hand-written URL cannot widen them.
 */
import { canFilterByCompany, inGroup, type Principal } from "../../shared/permissions";

export type ScopeProject = { id: string; isCommunity: boolean };

/** The company filter is for holding members and the admin role. */
export function showsCompanyFilter(user: Principal): boolean {
  return canFilterByCompany(user);
}

/** Holding-wide employees and admins reach beyond the site they are signed in on. */
function reachesHolding(user: Principal): boolean {
  return user.inHolding || user.roles.includes("holding_admin");
}

/**
 * The white-label filter restricts non-privileged users to non-community projects or their own.
 * Only holding-wide users see other projects at all; everyone else works on the current site.
 */
export function allowedProjects<P extends ScopeProject>(
  user: Principal,
  current: P,
  holding: readonly P[],
): P[] {
  if (!reachesHolding(user)) return [current];
  if (inGroup(user, "admin")) return [...holding];
  return holding.filter((p) => !p.isCommunity || p.id === current.id);
}

/**
 * Non-admin users see only locations within their employee holding: the projects they may see
 * (above); admins see those of every allowed project too. The result is the projects whose locations
 * the location filter offers.
 */
export function locationProjects(
  user: Principal,
  current: ScopeProject,
  holding: readonly ScopeProject[],
): string[] {
  return allowedProjects(user, current, holding).map((p) => p.id);
}

/**
 * The projects a job query reads: the picked white-label projects that are allowed, else the current
 * site. Picking nothing allowed falls back to the current site (never to everything).
 */
export function queryProjects(
  user: Principal,
  current: ScopeProject,
  holding: readonly ScopeProject[],
  picked: readonly string[],
): string[] {
  const allowed = new Set(allowedProjects(user, current, holding).map((p) => p.id));
  const chosen = picked.filter((id) => allowed.has(id));
  return chosen.length > 0 ? chosen : [current.id];
}
