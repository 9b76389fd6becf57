import type { Context, MiddlewareHandler } from "hono";
import type { SessionUser } from "../core/identity/session-user";
import { inGroup, type RoleGroup } from "../shared/permissions";
import { apiError } from "./errors";
import type { ApiEnv } from "./types";

/**
 * The server's gate for API handlers: 401 without a session, 403 when the user's roles lack the group.
 * Returns the user, or the error response to send.
 */
export function gate(
  c: Context<ApiEnv>,
  group?: RoleGroup,
): { user: SessionUser; denied?: undefined } | { user?: undefined; denied: Response } {
  const user = c.var.user;
  if (!user) return { denied: apiError(c, 401, "unauthorized") };
  if (group && !inGroup(user, group)) return { denied: apiError(c, 403, "forbidden") };
  return { user };
}

/**
 * The gate as route middleware (`createRoute({ middleware })`): it runs before the request validators,
 * so a caller without the right gets 401/403, never a 400 that tells it what the body should be.
 */
export function requireGroup(group?: RoleGroup): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const g = gate(c, group);
    if (g.denied) return g.denied;
    await next();
  };
}
