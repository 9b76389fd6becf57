/**
 * One documented operation with its access rule: the OpenAPI path as the
 * document shows it (`/cart/lines/{lineId}.json`), the Hono route with the suffix inside the parameter's
 * pattern, and the gate that answers 401/403 before any input is read. Bodies are read with `readJson`,
 * which answers malformed JSON with the translated 400 like any invalid body.
 */
import type { OpenAPIHono, RouteConfig } from "@hono/zod-openapi";
import type { Context } from "hono";
import { inGroup, type RoleGroup } from "../shared/permissions";
import { apiError } from "./errors";
import { respondError } from "./respond";
import { errorResponse, OPTIONAL_SESSION, SESSION } from "./schemas";
import type { ApiEnv } from "./types";

/** Who may call: anyone (the answer is the visitor's or the user's), any signed-in user, or members of any of the groups. */
export type Access = "anyone" | "session" | readonly RoleGroup[];

export type OperationHandler = (c: Context<ApiEnv>, params: Record<string, string>) => Promise<Response>;

export function operation(
  api: OpenAPIHono<ApiEnv>,
  config: Omit<RouteConfig, "security">,
  access: Access,
  handler: OperationHandler,
  patterns: Record<string, string> = {},
) {
  api.openAPIRegistry.registerPath({
    ...config,
    security: access === "anyone" ? OPTIONAL_SESSION : SESSION,
    responses: {
      ...config.responses,
      ...(access === "anyone" ? {} : { 401: errorResponse("Not logged in") }),
      ...(typeof access === "object" ? { 403: errorResponse("Not allowed for the caller's roles") } : {}),
    },
  });
  const honoPath = config.path.replace(/\{(\w+)\}(\.json|\.pdf)?/g, (_m, name: string, suffix?: string) => {
    const pattern = patterns[name] ?? "[^/]+";
    return `:${name}{${pattern}${suffix ? `\\${suffix}` : ""}}`;
  });
  api.on(config.method.toUpperCase(), honoPath, async (c) => {
    if (access !== "anyone") {
      const user = c.var.user;
      if (!user) return apiError(c, 401, "unauthorized");
      if (typeof access === "object" && !access.some((g) => inGroup(user, g)))
        return apiError(c, 403, "forbidden");
    }
    const params = Object.fromEntries(
      Object.entries(c.req.param() as Record<string, string>).map(([k, v]) => [
        k,
        v.replace(/\.(json|pdf)$/, ""),
      ]),
    );
    c.header("Cache-Control", "private, no-store");
    return handler(c, params);
  });
}

/** The JSON body, or the 400 answer for a malformed one (translated, never a 500). */
export async function readJson(c: Context<ApiEnv>): Promise<{ value: unknown } | { denied: Response }> {
  try {
    return { value: await c.req.json() };
  } catch {
    return { denied: respondError(c, { code: "invalid", fields: { form: ["validation:invalid_value"] } }) };
  }
}

export const UUID_PATTERN = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
