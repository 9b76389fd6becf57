/**
 * Shared resources (decision 0031): `GET/POST/PUT /sharedresources/{type}/{id}.json`,
 * `DELETE /sharedresources/{type}/{id}/{team|user|company}/{shareId}.json`, and the share dialog's
 * autocomplete `GET /sharedresources/{type}/{id}/targets.json`. Employees only; what each may do is the
 * service's answer (`may_share`, `may_remove`, `is_user_authorized`).
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { shareableTypeNames } from "../core/sharing/shareable-types.server";
import {
  addShare,
  getSharedResource,
  removeShare,
  shareTargets,
  updateShareSettings,
} from "../core/sharing/sharing.service.server";
import {
  addShareSchema,
  SHARE_WITH_TYPES,
  type ShareWithType,
  shareSettingsSchema,
  targetQuerySchema,
} from "../core/sharing/sharing-schema";
import { operation, readJson } from "./operation";
import { respond, respondError } from "./respond";
import { errorResponse } from "./schemas";
import type { ApiEnv } from "./types";

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const SharedTeam = z
  .object({ id: z.number().int(), name: z.string(), may_remove: z.boolean() })
  .openapi("SharedTeam");
const SharedPerson = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    company: z.string(),
    may_remove: z.boolean(),
  })
  .openapi("SharedPerson", { description: "A user, or a company (names empty, `company` its name)" });
const SharedResource = z
  .object({
    type: z.string(),
    id: z.string(),
    label: z.string().openapi({ description: "The resource's name, for the dialog's title" }),
    teams: z.array(SharedTeam),
    users: z.array(SharedPerson),
    companies: z.array(SharedPerson),
    may_share: z.boolean(),
    may_remove: z.boolean(),
    may_be_shared: z.boolean(),
    is_user_authorized: z.boolean(),
  })
  .openapi("SharedResource");
const ShareTarget = z.object({ value: z.string(), label: z.string() }).openapi("ShareTarget");

const typeParam = z.string().openapi({
  param: { name: "type", in: "path" },
  description: `One of: ${shareableTypeNames().join(", ")}`,
});
const idParam = z.string().openapi({ param: { name: "id", in: "path" }, description: "The resource's id" });
const resourceParams = z.object({ type: typeParam, id: idParam });

const SHAPE = "[a-z_]{1,40}";
const ID = "[^/]{1,100}";

/** zod issues as catalogue keys by field (zod's own English messages become a generic key). */
function fieldsOf(error: z.ZodError): Record<string, string[]> {
  // No prototype: a field named `__proto__` (an unknown key of the body) is a key like any other.
  const fields: Record<string, string[]> = Object.create(null);
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? (issue.code === "unrecognized_keys" ? issue.keys[0] : "form"));
    const message = /^[a-z_]+:[a-z_.]+$/.test(issue.message) ? issue.message : "validation:invalid_value";
    fields[key] = [...new Set([...(fields[key] ?? []), message])];
  }
  return fields;
}

async function body<T>(
  c: Context<ApiEnv>,
  schema: z.ZodType<T>,
): Promise<{ value: T } | { denied: Response }> {
  const raw = await readJson(c);
  if ("denied" in raw) return raw;
  const parsed = schema.safeParse(raw.value);
  if (!parsed.success)
    return { denied: respondError(c, { code: "invalid", fields: fieldsOf(parsed.error) }) };
  return { value: parsed.data };
}

export function sharingApi() {
  const api = new OpenAPIHono<ApiEnv>();
  const answers = {
    200: json(SharedResource, "Who the resource is shared with and what the caller may do"),
    404: errorResponse("No such type, or no such resource on this site that the caller may see"),
  };

  operation(
    api,
    {
      method: "get",
      path: "/sharedresources/{type}/{id}.json",
      operationId: "getSharedResource",
      tags: ["Sharing"],
      summary: "The teams, users and companies a resource is shared with, and the caller's flags",
      request: { params: resourceParams },
      responses: answers,
    },
    ["employee"],
    async (c, p) => respond(c, await getSharedResource(c.var.services, p.type ?? "", p.id ?? "")),
    { type: SHAPE, id: ID },
  );

  operation(
    api,
    {
      method: "post",
      path: "/sharedresources/{type}/{id}.json",
      operationId: "shareResource",
      tags: ["Sharing"],
      summary:
        "Shares the resource with a team, user or company (needs may_share; sharing twice changes nothing)",
      request: {
        params: resourceParams,
        body: {
          content: {
            "application/json": {
              schema: z
                .object({
                  shareWithType: z.enum(SHARE_WITH_TYPES),
                  shareWithId: z.union([z.string(), z.number()]),
                })
                .openapi("ShareWith"),
            },
          },
          required: true,
        },
      },
      responses: { ...answers, 400: errorResponse("Malformed body, or no such team, user or company here") },
    },
    ["employee"],
    async (c, p) => {
      const input = await body(c, addShareSchema);
      if ("denied" in input) return input.denied;
      return respond(c, await addShare(c.var.services, p.type ?? "", p.id ?? "", input.value));
    },
    { type: SHAPE, id: ID },
  );

  operation(
    api,
    {
      method: "put",
      path: "/sharedresources/{type}/{id}.json",
      operationId: "updateShareSettings",
      tags: ["Sharing"],
      summary: "Whether holders of a share may share the resource on (needs is_user_authorized)",
      request: {
        params: resourceParams,
        body: {
          content: {
            "application/json": { schema: z.object({ mayBeShared: z.boolean() }).openapi("ShareSettings") },
          },
          required: true,
        },
      },
      responses: { ...answers, 400: errorResponse("Malformed body") },
    },
    ["employee"],
    async (c, p) => {
      const input = await body(c, shareSettingsSchema);
      if ("denied" in input) return input.denied;
      return respond(
        c,
        await updateShareSettings(c.var.services, p.type ?? "", p.id ?? "", input.value.mayBeShared),
      );
    },
    { type: SHAPE, id: ID },
  );

  operation(
    api,
    {
      method: "delete",
      path: "/sharedresources/{type}/{id}/{shareWithType}/{shareId}.json",
      operationId: "removeShare",
      tags: ["Sharing"],
      summary: "Removes a share; shareId is the team's, user's or company's id (needs may_remove for it)",
      request: {
        params: resourceParams.extend({
          shareWithType: z
            .enum(SHARE_WITH_TYPES)
            .openapi({ param: { name: "shareWithType", in: "path" }, description: "team, user or company" }),
          shareId: z.string().openapi({ param: { name: "shareId", in: "path" } }),
        }),
      },
      responses: {
        ...answers,
        200: json(SharedResource, "The shares left (404 when the caller removed their own access)"),
        404: errorResponse("No such resource, or it is not shared with that team, user or company"),
      },
    },
    ["employee"],
    async (c, p) =>
      respond(
        c,
        await removeShare(
          c.var.services,
          p.type ?? "",
          p.id ?? "",
          p.shareWithType as ShareWithType,
          p.shareId ?? "",
        ),
      ),
    { type: SHAPE, id: ID, shareWithType: "team|user|company", shareId: "[0-9A-Za-z-]{1,36}" },
  );

  operation(
    api,
    {
      method: "get",
      path: "/sharedresources/{type}/{id}/targets.json",
      operationId: "shareTargets",
      tags: ["Sharing"],
      summary: "Teams, users or companies matching the typed text that do not hold a share yet (at most 20)",
      request: {
        params: resourceParams,
        query: z.object({
          shareWithType: z.enum(SHARE_WITH_TYPES),
          q: z.string().max(100).optional().openapi({ description: "What the employee typed" }),
        }),
      },
      responses: {
        200: json(z.array(ShareTarget), "Options for the share dialog's autocomplete"),
        400: errorResponse("Unknown shareWithType or too long a text"),
        404: answers[404],
      },
    },
    ["employee"],
    async (c, p) => {
      const parsed = targetQuerySchema.safeParse({
        shareWithType: c.req.query("shareWithType"),
        q: c.req.query("q"),
      });
      if (!parsed.success) return respondError(c, { code: "invalid", fields: fieldsOf(parsed.error) });
      return respond(
        c,
        await shareTargets(
          c.var.services,
          p.type ?? "",
          p.id ?? "",
          parsed.data.shareWithType,
          parsed.data.q ?? "",
        ),
      );
    },
    { type: SHAPE, id: ID },
  );

  return api;
}
