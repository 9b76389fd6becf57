/**
 * Saved views of the job list (decision 0031 addendum): a user names the job list's current
 * query string (filters, sort, display) and opens it again later; the owner renames, deletes and shares
 * it (`job_view`), and a view shared with the viewer, their team or their company is listed for them
 * too. The query is validated by re-parsing it with the job list's own list parameters (`jobList`): an
 * unknown key or a value the list would drop refuses the whole view, and what is stored is the list's
 * canonical form of it (no paging position).
 */
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { savedJobViews, workflows } from "../../db/schema";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { preparedFor } from "../context/prepared.server";
import type { ServiceContext } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import { stateOf } from "../identity/user-state.server";
import { deleteAllShares } from "../sharing/shares.repo.server";
import { jobList } from "./job-filters";
import { savedJobViewsOf } from "./saved-job-views.repo.server";

const UUID_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;
export const MAX_VIEW_QUERY = 2000;

const name = z
  .string()
  .trim()
  .min(1, "validation:required")
  .max(80, "validation:too_long")
  .refine((v) => !CONTROL.test(v), "validation:invalid");

export const savedViewSchema = z.object({
  name,
  query: z.string().max(MAX_VIEW_QUERY, "validation:too_long"),
  workflowId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .refine((v) => Number(v) <= 2_147_483_647)
    .optional(),
});
export const renameViewSchema = z.object({ name });
export type SavedViewInput = z.input<typeof savedViewSchema>;

export type SavedJobView = {
  id: string;
  name: string;
  query: string;
  workflowId: number | null;
  own: boolean;
  ownerName: string;
};

/**
 * The job list's canonical query string for `raw` (without `?`), or null when any of its keys is not the
 * job list's or any value would be dropped by it. `display=kanban` (the board) is kept as it is.
 */
export function canonicalViewQuery(raw: string): string | null {
  if (raw.length > MAX_VIEW_QUERY || CONTROL.test(raw)) return null;
  const input = new URLSearchParams(raw.startsWith("?") ? raw.slice(1) : raw);
  const allowed = new Set(jobList.keys);
  const empty = JSON.stringify(jobList.empty);
  const defaults = jobList.empty as unknown as Record<string, unknown>;
  for (const [k, v] of input) {
    if (k === "display") {
      if (v !== "kanban" && v !== "table") return null;
      continue;
    }
    if (!allowed.has(k) || CONTROL.test(v)) return null;
    // The paging position is not part of a view: left out below.
    if (k === "after" || k === "before") continue;
    // The value alone must change what the list shows, unless it names the default.
    const one = jobList.parse(new URLSearchParams([[k, v]]));
    if (JSON.stringify(one) === empty && String(defaults[k]) !== v) return null;
  }
  const out = jobList.serialize(jobList.parse(input), { position: false });
  if (input.get("display") === "kanban") out.set("display", "kanban");
  return out.toString();
}

function principalOf(ctx: ServiceContext) {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" as const });
  if (!inGroup(user, "employee")) return err({ code: "forbidden" as const });
  return ok(user);
}

function invalid(field: string, key = "validation:invalid") {
  return err({ code: "invalid" as const, fields: { [field]: [key] } });
}

function fieldErrors(e: z.ZodError) {
  const fields: Record<string, string[]> = {};
  for (const i of e.issues) {
    const k = String(i.path[0] ?? "form");
    fields[k] = [...(fields[k] ?? []), i.message.includes(":") ? i.message : "validation:invalid"];
  }
  return err({ code: "invalid" as const, fields });
}

/** My views and those shared with me (directly, my teams, my company), by name: prepared. */
function viewsOfViewer(scope: TenantScope, name: string) {
  return savedJobViewsOf(scope, {
    id: sql.placeholder("userId"),
    companyId: sql.placeholder("companyId"),
  }).prepare(name);
}

export async function listSavedJobViews(ctx: ServiceContext): Promise<Result<SavedJobView[]>> {
  const me = principalOf(ctx);
  if (!me.ok) return me;
  const viewer = { id: me.value.id, companyId: me.value.companyId };
  // Every job list asks for them: read with the session when the request has the user's state
  // (user-state.server.ts), else prepared (context/prepared.server.ts). The same query either way.
  const rows =
    stateOf(ctx, viewer.id)?.jobViews ??
    (await preparedFor(scoped(ctx), "saved_job_views_of_viewer", viewsOfViewer).execute({
      userId: viewer.id,
      companyId: viewer.companyId,
    }));
  const views = rows.map((r) => ({
    id: r.id,
    name: r.name,
    query: r.query,
    workflowId: r.workflowId,
    own: r.ownerId === viewer.id,
    ownerName: `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim(),
  }));
  return ok([...views.filter((v) => v.own), ...views.filter((v) => !v.own)]);
}

async function workflowExists(scope: TenantScope, id: number) {
  const [row] = await scope.db
    .select({ id: workflows.id })
    .from(workflows)
    .where(scope.where(workflows, eq(workflows.id, id)));
  return row !== undefined;
}

/** Saves the query as a new view of mine. A bad query or name saves nothing (invalid). */
export async function saveJobView(ctx: ServiceContext, input: unknown): Promise<Result<SavedJobView>> {
  const me = principalOf(ctx);
  if (!me.ok) return me;
  const parsed = savedViewSchema.safeParse(input);
  if (!parsed.success) return fieldErrors(parsed.error);
  const query = canonicalViewQuery(parsed.data.query);
  if (query === null) return invalid("query");
  const scope = scoped(ctx);
  const workflowId = parsed.data.workflowId ? Number(parsed.data.workflowId) : null;
  if (workflowId !== null && !(await workflowExists(scope, workflowId))) return invalid("workflowId");
  const now = ctx.clock.now();
  const [row] = await scope.db
    .insert(savedJobViews)
    .values(
      scope.stamp({
        ownerId: me.value.id,
        name: parsed.data.name,
        query,
        workflowId,
        createdAt: now,
        updatedAt: now,
      }),
    )
    .returning();
  if (!row) return err({ code: "conflict" });
  return ok({
    id: row.id,
    name: row.name,
    query: row.query,
    workflowId: row.workflowId,
    own: true,
    ownerName: `${me.value.firstName ?? ""} ${me.value.lastName ?? ""}`.trim(),
  });
}

/** The owner of a view in this project, or null (missing, another project's, malformed id). */
export async function jobViewOwner(
  scope: TenantScope,
  id: string,
): Promise<{ id: string; name: string; ownerId: string } | null> {
  if (!UUID_ID.test(id)) return null;
  const [row] = await scope.db
    .select({ id: savedJobViews.id, name: savedJobViews.name, ownerId: savedJobViews.ownerId })
    .from(savedJobViews)
    .where(scope.where(savedJobViews, eq(savedJobViews.id, id.toLowerCase())));
  return row ?? null;
}

/** Renames one of my views; someone else's (even shared with me) and unknown ids are not found. */
export async function renameJobView(
  ctx: ServiceContext,
  id: string,
  input: unknown,
): Promise<Result<{ id: string }>> {
  const me = principalOf(ctx);
  if (!me.ok) return me;
  const parsed = renameViewSchema.safeParse(input);
  if (!parsed.success) return fieldErrors(parsed.error);
  const scope = scoped(ctx);
  if (!UUID_ID.test(id)) return err({ code: "not_found" });
  const rows = await scope.db
    .update(savedJobViews)
    .set({ name: parsed.data.name, updatedAt: ctx.clock.now() })
    .where(
      scope.where(
        savedJobViews,
        and(eq(savedJobViews.id, id.toLowerCase()), eq(savedJobViews.ownerId, me.value.id)),
      ),
    )
    .returning({ id: savedJobViews.id });
  return rows[0] ? ok(rows[0]) : err({ code: "not_found" });
}

/** Deletes one of my views (and its shares); others' and unknown ids are not found. */
export async function deleteJobView(ctx: ServiceContext, id: string): Promise<Result<{ id: string }>> {
  const me = principalOf(ctx);
  if (!me.ok) return me;
  if (!UUID_ID.test(id)) return err({ code: "not_found" });
  const scope = scoped(ctx);
  const rows = await scope.db
    .delete(savedJobViews)
    .where(
      scope.where(
        savedJobViews,
        and(eq(savedJobViews.id, id.toLowerCase()), eq(savedJobViews.ownerId, me.value.id)),
      ),
    )
    .returning({ id: savedJobViews.id });
  if (!rows[0]) return err({ code: "not_found" });
  await deleteAllShares(scope, "job_view", rows[0].id);
  return ok(rows[0]);
}
