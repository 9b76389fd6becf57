/**
 * Sharing (decision 0031): who has a resource, adding and removing a
 * team, user or company, and whether holders may share it on. Who may do what:
 * - `is_user_authorized`: the type's managers (workflows: users who may see all jobs; clients: the
 *   database group). They add and remove any share and change the Settings (`may_be_shared`).
 * - `may_share`: managers, and holders of a share while the resource `may_be_shared`.
 * - `may_remove` (per entry and for the resource): managers any share; other sharers the shares they
 *   added themselves.
 *   A type may add its resource's owner (`isOwner`: a saved job view's owner) to the managers.
 * - Reading the list: whoever sees the resource (the type's `seeGroups`) or holds a share. Anyone else,
 *   a missing resource, another project's and a malformed id get 404 alike.
 */
import { inGroup, ROLE_GROUPS } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import { type ShareableType, shareableType } from "./shareable-types.server";
import {
  deleteShare,
  findMayBeShared,
  findShareRows,
  findTargets,
  holdsShare,
  insertShare,
  saveMayBeShared,
} from "./shares.repo.server";
import type { AddShareInput, ShareWithType } from "./sharing-schema";

export type SharedTeam = { id: number; name: string; may_remove: boolean };
export type SharedPerson = {
  id: string;
  firstName: string;
  lastName: string;
  company: string;
  may_remove: boolean;
};

/** A shared resource as the sharing calls answer it. */
export type SharedResourceView = {
  type: string;
  id: string;
  label: string;
  teams: SharedTeam[];
  users: SharedPerson[];
  companies: SharedPerson[];
  may_share: boolean;
  may_remove: boolean;
  may_be_shared: boolean;
  is_user_authorized: boolean;
};

type Access = {
  def: ShareableType;
  scope: TenantScope;
  resource: { id: string; label: string };
  user: NonNullable<ServiceContext["principal"]>;
  authorized: boolean;
  mayBeShared: boolean;
  mayShare: boolean;
};

async function access(ctx: ServiceContext, type: string, id: string): Promise<Result<Access>> {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" });
  if (!inGroup(user, "employee")) return err({ code: "forbidden" });
  const def = shareableType(type);
  if (!def) return err({ code: "not_found" });
  const scope = scoped(ctx);
  const resource = await def.find(scope, id, ctx.locale);
  if (!resource) return err({ code: "not_found" });
  const authorized =
    def.manageGroups.some((g) => inGroup(user, g)) ||
    (def.isOwner !== undefined && (await def.isOwner(scope, resource.id, user)));
  const sees = authorized || def.seeGroups.some((g) => inGroup(user, g));
  const [holder, mayBeShared] = await Promise.all([
    holdsShare(scope, def.type, resource.id, user),
    findMayBeShared(scope, def.type, resource.id),
  ]);
  if (!sees && !holder) return err({ code: "not_found" });
  return ok({
    def,
    scope,
    resource,
    user,
    authorized,
    mayBeShared,
    mayShare: authorized || (holder && mayBeShared),
  });
}

async function view(ctx: ServiceContext, a: Access): Promise<SharedResourceView> {
  const rows = await findShareRows(a.scope, a.def.type, a.resource.id);
  const holding = { companyId: ctx.project.companyId, holdingId: ctx.project.holdingId };
  const idsOf = (t: ShareWithType) => rows.filter((r) => r.shareWithType === t).map((r) => r.shareWithId);
  const [teams, users, companies] = await Promise.all([
    findTargets(a.scope, holding, "team", { ids: idsOf("team") }),
    findTargets(a.scope, holding, "user", { ids: idsOf("user") }),
    findTargets(a.scope, holding, "company", { ids: idsOf("company") }),
  ]);
  const removable = (t: ShareWithType, id: string) =>
    a.authorized ||
    (a.mayShare &&
      rows.some((r) => r.shareWithType === t && r.shareWithId === id && r.createdBy === a.user.id));
  // In the order they were shared; a target that left the holding since is not listed.
  const ordered = <T extends { id: string }>(t: ShareWithType, list: T[]) =>
    idsOf(t)
      .map((id) => list.find((x) => x.id === id))
      .filter((x): x is T => x !== undefined);
  return {
    type: a.def.type,
    id: a.resource.id,
    label: a.resource.label,
    teams: ordered("team", teams).map((t) => ({
      id: Number(t.id),
      name: t.name,
      may_remove: removable("team", t.id),
    })),
    users: ordered("user", users).map((u) => ({
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      company: u.company,
      may_remove: removable("user", u.id),
    })),
    companies: ordered("company", companies).map((c) => ({
      id: c.id,
      firstName: "",
      lastName: "",
      company: c.company,
      may_remove: removable("company", c.id),
    })),
    may_share: a.mayShare,
    may_remove: a.authorized || (a.mayShare && rows.some((r) => r.createdBy === a.user.id)),
    may_be_shared: a.mayBeShared,
    is_user_authorized: a.authorized,
  };
}

/** The roles of the users who can use a share of this type (its `holderGroups`; else any employee). */
function holderRoles(def: ShareableType): string[] {
  const groups = def.holderGroups ?? ["employee"];
  return [...new Set(groups.flatMap((g) => ROLE_GROUPS[g]))];
}

/** GET: who the resource is shared with, and what the caller may do. */
export async function getSharedResource(
  ctx: ServiceContext,
  type: string,
  id: string,
): Promise<Result<SharedResourceView>> {
  const a = await access(ctx, type, id);
  if (!a.ok) return a;
  return ok(await view(ctx, a.value));
}

/** POST: shares the resource with a team, user or company of this project (idempotent). */
export async function addShare(
  ctx: ServiceContext,
  type: string,
  id: string,
  input: AddShareInput,
): Promise<Result<SharedResourceView>> {
  const a = await access(ctx, type, id);
  if (!a.ok) return a;
  if (!a.value.mayShare) return err({ code: "forbidden" });
  const holding = { companyId: ctx.project.companyId, holdingId: ctx.project.holdingId };
  const [target] = await findTargets(a.value.scope, holding, input.shareWithType, {
    ids: [input.shareWithId],
    roles: holderRoles(a.value.def),
  });
  if (!target) return err({ code: "invalid", fields: { shareWithId: ["validation:invalid_choice"] } });
  await insertShare(a.value.scope, {
    type: a.value.def.type,
    id: a.value.resource.id,
    withType: input.shareWithType,
    withId: target.id,
    by: a.value.user.id,
    at: ctx.clock.now(),
  });
  return getSharedResource(ctx, type, id);
}

/** PUT: whether holders of a share may share the resource on (the Settings tab; managers only). */
export async function updateShareSettings(
  ctx: ServiceContext,
  type: string,
  id: string,
  mayBeShared: boolean,
): Promise<Result<SharedResourceView>> {
  const a = await access(ctx, type, id);
  if (!a.ok) return a;
  if (!a.value.authorized) return err({ code: "forbidden" });
  await saveMayBeShared(
    a.value.scope,
    a.value.def.type,
    a.value.resource.id,
    mayBeShared,
    a.value.user.id,
    ctx.clock.now(),
  );
  return getSharedResource(ctx, type, id);
}

/** DELETE: removes a share (`shareId` is the team's, user's or company's id); unknown ones 404. */
export async function removeShare(
  ctx: ServiceContext,
  type: string,
  id: string,
  withType: ShareWithType,
  shareId: string,
): Promise<Result<SharedResourceView>> {
  const a = await access(ctx, type, id);
  if (!a.ok) return a;
  const rows = await findShareRows(a.value.scope, a.value.def.type, a.value.resource.id);
  const row = rows.find((r) => r.shareWithType === withType && r.shareWithId === shareId.toLowerCase());
  if (!row) return err({ code: "not_found" });
  const mayRemove = a.value.authorized || (a.value.mayShare && row.createdBy === a.value.user.id);
  if (!mayRemove) return err({ code: "forbidden" });
  await deleteShare(a.value.scope, a.value.def.type, a.value.resource.id, withType, row.shareWithId);
  // The caller may have removed their own access (their team's share): then there is nothing to show.
  const after = await access(ctx, type, id);
  if (!after.ok) return after;
  return ok(await view(ctx, after.value));
}

/** The dialog's autocomplete: targets of one kind matching the typed text, not yet holding a share. */
export async function shareTargets(
  ctx: ServiceContext,
  type: string,
  id: string,
  withType: ShareWithType,
  q: string,
): Promise<Result<{ value: string; label: string }[]>> {
  const a = await access(ctx, type, id);
  if (!a.ok) return a;
  if (!a.value.mayShare) return err({ code: "forbidden" });
  const holding = { companyId: ctx.project.companyId, holdingId: ctx.project.holdingId };
  const [rows, found] = await Promise.all([
    findShareRows(a.value.scope, a.value.def.type, a.value.resource.id),
    findTargets(a.value.scope, holding, withType, {
      q: q.trim() || undefined,
      limit: 40,
      roles: holderRoles(a.value.def),
    }),
  ]);
  const taken = new Set(rows.filter((r) => r.shareWithType === withType).map((r) => r.shareWithId));
  return ok(
    found
      .filter((t) => !taken.has(t.id))
      .slice(0, 20)
      .map((t) => ({ value: t.id, label: withType === "user" ? `${t.name} (${t.company})` : t.name })),
  );
}
