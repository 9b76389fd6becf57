import type { Context } from "hono";
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
