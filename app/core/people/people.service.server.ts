/**
 * The people screen's use cases (account/settings/people, decision 0061): admins list
 * the project's employees, invite new ones by mail, resend or revoke pending invitations, change roles,
 * deactivate and reactivate, send a password-reset link, and keep teams. Every change is written to the
 * project's people audit in the same transaction. Called by the page's loader and action.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { companies, projects } from "../../db/schema";
import type { Locale } from "../../shared/locales";
import { inGroup, roleRank } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { routePath } from "../../shared/route-table";
import { forgetRemembered, type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { translate } from "../i18n/messages.server";
import { fieldErrors } from "../identity/auth-schema";
import {
  findUserById,
  insertAuthToken,
  insertUser,
  markEmailVerified,
  updateUser,
} from "../identity/identity.repo.server";
import {
  mailResetLink,
  type RequestMeta,
  startSessionFor,
  toSessionUser,
} from "../identity/identity.service.server";
import { hashPassword } from "../identity/password.server";
import type { SessionUser } from "../identity/session-user";
import { newToken, tokenHash } from "../identity/tokens.server";
import { liveBus } from "../notifications/live-events.server";
import { deleteTwoFactor } from "../two-factor/two-factor.repo.server";
import {
  addTeamMember,
  consumeInvite,
  countOtherActiveAdmins,
  deleteInvitee,
  deleteInvites,
  deletePushSubscriptionsOf,
  deleteSessionsOf,
  deleteTeam,
  findEmployee,
  findInvite,
  findProjectUserByEmail,
  findTeam,
  insertAudit,
  insertTeam,
  listAudit,
  listEmployees,
  listLocations,
  listTeams,
  listUserLocations,
  locationsOf,
  ownLocationIds,
  type PersonRow,
  reassignOpenJobs,
  removeTeamMember,
  renameTeam,
  revokeApiTokensOf,
  setDeactivated,
  setRoles,
  setUserLocations,
  teamNameTaken,
} from "./people.repo.server";
import {
  ASSIGNABLE_ROLES,
  AUDIT_SHOWN,
  acceptInviteSchema,
  deactivateSchema,
  INVITE_DAYS,
  INVITE_PURPOSE,
  inviteSchema,
  locationsSchema,
  type PersonState,
  personSchema,
  personState,
  rolesSchema,
  teamCreateSchema,
  teamMemberSchema,
  teamRenameSchema,
  teamSchema,
} from "./people-schema";

export type PersonView = {
  id: string;
  name: string;
  email: string;
  roles: string[];
  /** The ids of the project's locations they work at. */
  locations: number[];
  language: string | null;
  state: PersonState;
  lastLoginAt: string | null;
  /** The admin looking at the list. */
  self: boolean;
  /** Whether the viewer may act on this person (not someone who ranks above them, such as a holding admin). */
  manageable: boolean;
};

export type AuditView = {
  id: number;
  at: string;
  actor: string;
  subject: string;
  action: string;
  detail: Record<string, unknown>;
};

export type TeamView = { id: number; name: string; memberIds: string[] };

export type LocationOption = { id: number; name: string };

export type PeopleScreen = {
  people: PersonView[];
  audit: AuditView[];
  teams: TeamView[];
  assignableRoles: readonly string[];
  /** The project's locations, for the invitation's and each person's checkboxes. */
  locations: LocationOption[];
};

type Admin = SessionUser;
type Meta = Pick<RequestMeta, "origin">;

/**
 * Admins (and holding admins) of this project may act: an admin on the sites of their own company, a
 * holding admin on the sites of their holding's companies. The session is bound to its project already;
 * this says so again for callers that build a context by hand.
 */
async function requireAdmin(ctx: ServiceContext): Promise<Result<Admin>> {
  const p = ctx.principal;
  if (!p) return err({ code: "unauthorized" });
  if (!inGroup(p, "admin")) return err({ code: "forbidden" });
  if (p.projectId === ctx.project.id || p.companyId === ctx.project.companyId) return ok(p);
  if (p.inHolding) {
    const [company] = await ctx.db
      .select({ holdingId: companies.holdingId })
      .from(companies)
      .where(eq(companies.id, p.companyId))
      .limit(1);
    if (company?.holdingId === ctx.project.holdingId) return ok(p);
  }
  return err({ code: "forbidden" });
}

const nameOf = (p: { firstName: string; lastName: string; email: string }) =>
  `${p.firstName} ${p.lastName}`.trim() || p.email;

/** Whether `admin` may act on `person`: not on someone who ranks above them. */
const mayManage = (admin: Admin, person: Pick<PersonRow, "roles" | "inHolding">) =>
  roleRank(person) <= roleRank(admin);

function audit(
  ctx: ServiceContext,
  admin: Admin,
  action: string,
  subject: { id: string | null; label: string },
  detail?: Record<string, unknown>,
) {
  return insertAudit(scoped(ctx), {
    actorId: admin.id,
    actorName: nameOf(admin),
    subjectId: subject.id,
    subject: subject.label,
    action,
    detail,
    createdAt: ctx.clock.now(),
  });
}

function invalid(fields: Record<string, string[]>) {
  return err({ code: "invalid" as const, fields });
}

/**
 * An admin's action on its input: the admin (`requireAdmin`) and the input parsed by the action's
 * schema, or the refusal (401 or 403; 400 with each field's errors).
 */
async function adminAction<S extends z.ZodType>(
  ctx: ServiceContext,
  schema: S,
  input: unknown,
): Promise<Result<{ admin: Admin; data: z.output<S> }>> {
  const allowed = await requireAdmin(ctx);
  if (!allowed.ok) return allowed;
  const parsed = schema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  return ok({ admin: allowed.value, data: parsed.data });
}

export async function peopleScreen(ctx: ServiceContext): Promise<Result<PeopleScreen>> {
  const allowed = await requireAdmin(ctx);
  if (!allowed.ok) return allowed;
  const admin = allowed.value;
  const scope = scoped(ctx);
  const now = ctx.clock.now();
  const [rows, entries, teams, locations, placed] = await Promise.all([
    listEmployees(scope),
    listAudit(scope, AUDIT_SHOWN),
    listTeams(scope),
    listLocations(scope),
    listUserLocations(scope),
  ]);
  return ok({
    people: rows.map((r) => ({
      id: r.id,
      name: nameOf(r),
      email: r.email,
      roles: r.roles,
      locations: (placed.get(r.id) ?? []).sort((a, b) => a - b),
      language: r.language,
      state: personState({ ...r, now }),
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
      self: r.id === admin.id,
      manageable: r.id !== admin.id && mayManage(admin, r),
    })),
    audit: entries.map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      actor: e.actorName,
      subject: e.subject,
      action: e.action,
      detail: e.detail,
    })),
    teams,
    assignableRoles: ASSIGNABLE_ROLES,
    locations,
  });
}

/** Stores a new invitation token for the user and queues the mail, in the invitee's language. */
async function mailInvitation(
  ctx: ServiceContext,
  admin: Admin,
  user: { id: string; email: string; firstName: string; language: string | null },
  meta: Meta,
) {
  const token = newToken();
  const locale = (
    user.language && ctx.project.languages.includes(user.language as Locale)
      ? user.language
      : ctx.project.defaultLanguage
  ) as Locale;
  await insertAuthToken(ctx.db, {
    id: tokenHash(token),
    userId: user.id,
    projectId: ctx.project.id,
    purpose: INVITE_PURPOSE,
    expiresAt: new Date(ctx.clock.now().getTime() + INVITE_DAYS * 86_400_000),
  });
  const link = `${meta.origin}/${locale}${routePath("acceptInvitation", locale, { token })}`;
  await ctx.outbox.enqueue("mail", {
    to: user.email,
    subject: translate(locale, "people:mail.invite.subject", { site: ctx.project.name }),
    text: translate(locale, "people:mail.invite.text", {
      name: user.firstName,
      admin: nameOf(admin),
      site: ctx.project.name,
      link,
      days: INVITE_DAYS,
    }),
  });
}

/** Invites a new employee: an account without password, and a mailed single-use link to set one. */
export async function invitePerson(
  ctx: ServiceContext,
  input: unknown,
  meta: Meta,
): Promise<Result<{ id: string }>> {
  const call = await adminAction(ctx, inviteSchema, input);
  if (!call.ok) return call;
  const { admin, data: v } = call.value;
  if (!ctx.project.languages.includes(v.language))
    return invalid({ language: ["validation:invalid_choice"] });
  if ((await ownLocationIds(scoped(ctx), v.locations)).length !== v.locations.length)
    return invalid({ locations: ["validation:invalid_choice"] });
  if (await findProjectUserByEmail(scoped(ctx), v.email))
    return invalid({ email: ["people:errors.email_taken"] });
  const id = await withTransaction(ctx, async (tx) => {
    const user = await insertUser(tx.db, {
      projectId: tx.project.id,
      companyId: tx.project.companyId,
      email: v.email,
      passwordHash: null,
      roles: v.roles,
      firstName: v.first_name,
      lastName: v.last_name,
      language: v.language,
    });
    if (!user) return null;
    await setUserLocations(scoped(tx), user.id, v.locations);
    await mailInvitation(tx, admin, user, meta);
    await audit(
      tx,
      admin,
      "invite",
      { id: user.id, label: user.email },
      { roles: v.roles, language: v.language, locations: await locationNames(tx, v.locations) },
    );
    forgetRemembered(tx);
    return user.id;
  });
  return id ? ok({ id }) : invalid({ email: ["people:errors.email_taken"] });
}

/** The project's employee named by the input, whom the admin may act on. */
async function target(ctx: ServiceContext, admin: Admin, userId: string): Promise<Result<PersonRow>> {
  const person = await findEmployee(scoped(ctx), userId);
  if (!person) return err({ code: "not_found", message: "people:errors.unknown_person" });
  if (!mayManage(admin, person)) return err({ code: "forbidden", message: "people:errors.outranks" });
  return ok(person);
}

async function pendingInvitee(ctx: ServiceContext, input: unknown) {
  const call = await adminAction(ctx, personSchema, input);
  if (!call.ok) return call;
  const { admin, data } = call.value;
  const person = await target(ctx, admin, data.userId);
  if (!person.ok) return person;
  if (person.value.hasPassword || person.value.deactivatedAt)
    return err({ code: "conflict" as const, message: "people:errors.not_invited" });
  return ok({ admin: admin, person: person.value });
}

/** A new invitation link for a pending invitee; the old links stop working. */
export async function resendInvitation(
  ctx: ServiceContext,
  input: unknown,
  meta: Meta,
): Promise<Result<null>> {
  const found = await pendingInvitee(ctx, input);
  if (!found.ok) return found;
  const { admin, person } = found.value;
  await withTransaction(ctx, async (tx) => {
    await deleteInvites(scoped(tx), person.id);
    await mailInvitation(tx, admin, person, meta);
    await audit(tx, admin, "resend", { id: person.id, label: person.email });
  });
  return ok(null);
}

/** Revokes a pending invitation: the account that never signed in is removed with its links. */
export async function revokeInvitation(ctx: ServiceContext, input: unknown): Promise<Result<null>> {
  const found = await pendingInvitee(ctx, input);
  if (!found.ok) return found;
  const { admin, person } = found.value;
  const done = await withTransaction(ctx, async (tx) => {
    await audit(tx, admin, "revoke", { id: null, label: person.email });
    const removed = await deleteInvitee(scoped(tx), person.id);
    forgetRemembered(tx);
    return removed;
  });
  return done ? ok(null) : err({ code: "conflict", message: "people:errors.not_invited" });
}

const isAdminRole = (roles: readonly string[]) => inGroup({ roles, inHolding: false }, "admin");

/** New roles for an employee. Nobody removes their own admin role, and the last admin keeps theirs. */
export async function changeRoles(ctx: ServiceContext, input: unknown): Promise<Result<null>> {
  const call = await adminAction(ctx, rolesSchema, input);
  if (!call.ok) return call;
  const { admin, data } = call.value;
  const { userId, roles } = data;
  const self = userId === admin.id;
  const person = self
    ? await findEmployee(scoped(ctx), userId).then((p) =>
        p ? ok(p) : err({ code: "not_found" as const, message: "people:errors.unknown_person" }),
      )
    : await target(ctx, admin, userId);
  if (!person.ok) return person;
  const before = person.value.roles;
  // Roles the screen does not give (a holding admin's) stay as they are.
  const kept = before.filter((r) => !(ASSIGNABLE_ROLES as readonly string[]).includes(r));
  const after = [...new Set([...kept, ...roles])];
  if (isAdminRole(before) && !isAdminRole(after)) {
    if (self) return invalid({ roles: ["people:errors.own_admin"] });
    if ((await countOtherActiveAdmins(scoped(ctx), userId)) === 0)
      return invalid({ roles: ["people:errors.last_admin"] });
  }
  if (after.length === before.length && after.every((r) => before.includes(r))) return ok(null);
  await withTransaction(ctx, async (tx) => {
    await setRoles(scoped(tx), userId, after, tx.clock.now());
    await audit(tx, admin, "roles", { id: userId, label: person.value.email }, { before, after });
    forgetRemembered(tx);
  });
  return ok(null);
}

/** The names of the project's locations with these ids (copied into the audit, which outlives them). */
async function locationNames(ctx: ServiceContext, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const all = await listLocations(scoped(ctx));
  return all.filter((l) => ids.includes(l.id)).map((l) => l.name);
}

/** New locations for an employee (the project's own only), replaced as a set and audited. */
export async function changeLocations(ctx: ServiceContext, input: unknown): Promise<Result<null>> {
  const call = await adminAction(ctx, locationsSchema, input);
  if (!call.ok) return call;
  const { admin, data } = call.value;
  const { userId, locations: ids } = data;
  const person =
    userId === admin.id
      ? await findEmployee(scoped(ctx), userId).then((p) =>
          p ? ok(p) : err({ code: "not_found" as const, message: "people:errors.unknown_person" }),
        )
      : await target(ctx, admin, userId);
  if (!person.ok) return person;
  if ((await ownLocationIds(scoped(ctx), ids)).length !== ids.length)
    return invalid({ locations: ["validation:invalid_choice"] });
  const before = await locationsOf(scoped(ctx), userId);
  const after = [...ids].sort((a, b) => a - b);
  if (after.length === before.length && after.every((id, i) => id === before[i])) return ok(null);
  await withTransaction(ctx, async (tx) => {
    await setUserLocations(scoped(tx), userId, after);
    await audit(
      tx,
      admin,
      "locations",
      { id: userId, label: person.value.email },
      { before: await locationNames(tx, before), after: await locationNames(tx, after) },
    );
  });
  return ok(null);
}

/**
 * Deactivates an employee: their sessions, push subscriptions and the API tokens they made end at once,
 * their open jobs go to the chosen colleague or back to unassigned, and sign-in is refused. What they
 * shared stays with the project.
 */
export async function deactivatePerson(
  ctx: ServiceContext,
  input: unknown,
): Promise<Result<{ jobsMoved: number }>> {
  const call = await adminAction(ctx, deactivateSchema, input);
  if (!call.ok) return call;
  const { admin, data } = call.value;
  const { userId, reassign_to: to } = data;
  if (userId === admin.id) return err({ code: "conflict", message: "people:errors.self_deactivate" });
  const person = await target(ctx, admin, userId);
  if (!person.ok) return person;
  if (person.value.deactivatedAt) return ok({ jobsMoved: 0 });
  if (isAdminRole(person.value.roles) && (await countOtherActiveAdmins(scoped(ctx), userId)) === 0)
    return err({ code: "conflict", message: "people:errors.last_admin" });
  let colleague: PersonRow | null = null;
  if (to) {
    colleague = to === userId ? null : await findEmployee(scoped(ctx), to);
    if (!colleague || colleague.deactivatedAt || !colleague.hasPassword || !inGroup(colleague, "workflows"))
      return invalid({ reassign_to: ["validation:invalid_choice"] });
  }
  const moved = await withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const now = tx.clock.now();
    await setDeactivated(scope, userId, now, now);
    await deleteSessionsOf(scope, userId);
    await deletePushSubscriptionsOf(scope, userId);
    const tokens = await revokeApiTokensOf(scope, userId, now);
    const jobsMoved = await reassignOpenJobs(scope, userId, colleague?.id ?? null, now);
    await audit(
      tx,
      admin,
      "deactivate",
      { id: userId, label: person.value.email },
      { jobs: jobsMoved, to: colleague ? nameOf(colleague) : null, apiTokens: tokens },
    );
    forgetRemembered(tx);
    return jobsMoved;
  });
  // Their open event streams end at once, in every process (after the commit: a reconnect is refused).
  await liveBus().publish([{ kind: "user_deactivated", userId }]);
  return ok({ jobsMoved: moved });
}

export async function reactivatePerson(ctx: ServiceContext, input: unknown): Promise<Result<null>> {
  const call = await adminAction(ctx, personSchema, input);
  if (!call.ok) return call;
  const { admin, data } = call.value;
  const person = await target(ctx, admin, data.userId);
  if (!person.ok) return person;
  if (!person.value.deactivatedAt) return ok(null);
  await withTransaction(ctx, async (tx) => {
    await setDeactivated(scoped(tx), person.value.id, null, tx.clock.now());
    await audit(tx, admin, "reactivate", { id: person.value.id, label: person.value.email });
    forgetRemembered(tx);
  });
  return ok(null);
}

/** Mails the employee the usual password-reset link (in their language); the admin never sees it. */
export async function sendPasswordReset(
  ctx: ServiceContext,
  input: unknown,
  meta: Meta,
): Promise<Result<null>> {
  const call = await adminAction(ctx, personSchema, input);
  if (!call.ok) return call;
  const { admin, data } = call.value;
  const person = await target(ctx, admin, data.userId);
  if (!person.ok) return person;
  const p = person.value;
  if (p.deactivatedAt || !p.hasPassword)
    return err({ code: "conflict", message: "people:errors.not_active" });
  const locale = (
    p.language && ctx.project.languages.includes(p.language as Locale)
      ? p.language
      : ctx.project.defaultLanguage
  ) as Locale;
  await withTransaction(ctx, async (tx) => {
    await mailResetLink(tx, p, meta, locale);
    await audit(tx, admin, "reset", { id: p.id, label: p.email });
  });
  return ok(null);
}

// Teams (used by sharing and the job filters).

export async function createTeam(ctx: ServiceContext, input: unknown): Promise<Result<{ id: number }>> {
  const call = await adminAction(ctx, teamCreateSchema, input);
  if (!call.ok) return call;
  const { admin, data } = call.value;
  const created = await withTransaction(ctx, async (tx) => {
    const team = await insertTeam(scoped(tx), data.name);
    if (team) await audit(tx, admin, "team_create", { id: null, label: team.name });
    forgetRemembered(tx);
    return team;
  });
  return created ? ok({ id: created.id }) : invalid({ name: ["people:errors.team_taken"] });
}

async function ownTeam(ctx: ServiceContext, id: number) {
  const team = await findTeam(scoped(ctx), id);
  return team ? ok(team) : err({ code: "not_found" as const, message: "people:errors.unknown_team" });
}

export async function renameTeamAction(ctx: ServiceContext, input: unknown): Promise<Result<null>> {
  const call = await adminAction(ctx, teamRenameSchema, input);
  if (!call.ok) return call;
  const { admin, data } = call.value;
  const team = await ownTeam(ctx, data.teamId);
  if (!team.ok) return team;
  const { name } = data;
  if (await teamNameTaken(scoped(ctx), name, team.value.id))
    return invalid({ name: ["people:errors.team_taken"] });
  await withTransaction(ctx, async (tx) => {
    await renameTeam(scoped(tx), team.value.id, name);
    await audit(tx, admin, "team_rename", { id: null, label: name }, { before: team.value.name });
    forgetRemembered(tx);
  });
  return ok(null);
}

export async function deleteTeamAction(ctx: ServiceContext, input: unknown): Promise<Result<null>> {
  const call = await adminAction(ctx, teamSchema, input);
  if (!call.ok) return call;
  const { admin, data } = call.value;
  const team = await ownTeam(ctx, data.teamId);
  if (!team.ok) return team;
  await withTransaction(ctx, async (tx) => {
    await deleteTeam(scoped(tx), team.value.id);
    await audit(tx, admin, "team_delete", { id: null, label: team.value.name });
    forgetRemembered(tx);
  });
  return ok(null);
}

export async function changeTeamMember(
  ctx: ServiceContext,
  input: unknown,
  add: boolean,
): Promise<Result<null>> {
  const call = await adminAction(ctx, teamMemberSchema, input);
  if (!call.ok) return call;
  const { admin, data } = call.value;
  const team = await ownTeam(ctx, data.teamId);
  if (!team.ok) return team;
  const person = await findEmployee(scoped(ctx), data.userId);
  if (!person) return err({ code: "not_found", message: "people:errors.unknown_person" });
  await withTransaction(ctx, async (tx) => {
    if (add) await addTeamMember(scoped(tx), team.value.id, person.id);
    else await removeTeamMember(scoped(tx), team.value.id, person.id);
    await audit(
      tx,
      admin,
      add ? "team_add" : "team_remove",
      { id: person.id, label: person.email },
      {
        team: team.value.name,
      },
    );
    forgetRemembered(tx);
  });
  return ok(null);
}

// The invitee's side: the mailed link.

export type InviteLinkState = "valid" | "used" | "expired" | "invalid";

/** What a mailed invitation link is now (the page says which, and never replays it). */
export async function invitationState(
  ctx: ServiceContext,
  token: string,
): Promise<{ state: InviteLinkState; firstName: string | null }> {
  if (!token || token.length > 100) return { state: "invalid", firstName: null };
  const invite = await findInvite(scoped(ctx), tokenHash(token));
  if (!invite || invite.deactivatedAt) return { state: "invalid", firstName: null };
  if (invite.usedAt) return { state: "used", firstName: null };
  if (invite.expiresAt.getTime() <= ctx.clock.now().getTime()) return { state: "expired", firstName: null };
  return { state: "valid", firstName: invite.firstName };
}

/**
 * The invitee sets a password through the link (used once): the address counts as verified, and a new
 * session signs them in. Answers the session token for the cookie.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  token: string,
  input: unknown,
  userAgent: string | null,
): Promise<Result<{ token: string; user: SessionUser }>> {
  const state = await invitationState(ctx, token);
  if (state.state !== "valid")
    return err({ code: "not_found", message: `people:accept.${state.state}_text` });
  const parsed = acceptInviteSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const passwordHash = await hashPassword(parsed.data.password);
  const done = await withTransaction(ctx, async (tx) => {
    const userId = await consumeInvite(scoped(tx), tokenHash(token));
    if (!userId) return null;
    await updateUser(tx.db, userId, { passwordHash });
    const user = await markEmailVerified(tx.db, userId, tx.clock.now());
    if (!user) return null;
    const session = await startSessionFor(tx, user, userAgent);
    return { token: session, user: toSessionUser((await findUserById(tx.db, userId)) ?? user, tx.project) };
  });
  return done ? ok(done) : err({ code: "not_found", message: "people:accept.used_text" });
}

/**
 * An employee lost their phone (decision 0060): their two-factor sign-in is removed, so they sign in
 * with the password alone and, where the project requires it, enrol again at once. Audited.
 */
export async function resetTwoFactor(ctx: ServiceContext, input: unknown): Promise<Result<null>> {
  const call = await adminAction(ctx, personSchema, input);
  if (!call.ok) return call;
  const { admin, data } = call.value;
  const person = await target(ctx, admin, data.userId);
  if (!person.ok) return person;
  const removed = await withTransaction(ctx, async (tx) => {
    if (!(await deleteTwoFactor(tx.db, person.value.id))) return false;
    await audit(tx, admin, "two_factor_reset", { id: person.value.id, label: person.value.email });
    return true;
  });
  return removed ? ok(null) : err({ code: "conflict", message: "people:errors.no_two_factor" });
}

const requireSchema = z.object({ required: z.preprocess((v) => v === "on" || v === "true", z.boolean()) });

/**
 * "Employees must use two-factor sign-in" for this project (decision 0060): those without it are sent to
 * enrol at their next request. Audited; the caller tells the process the project changed.
 */
export async function setTwoFactorRequired(ctx: ServiceContext, input: unknown): Promise<Result<null>> {
  const call = await adminAction(ctx, requireSchema, input ?? {});
  if (!call.ok) return call;
  const {
    admin,
    data: { required },
  } = call.value;
  if (ctx.project.config.two_factor_required === required) return ok(null);
  await withTransaction(ctx, async (tx) => {
    await tx.db
      .update(projects)
      .set({
        config: sql`jsonb_set(${projects.config}, '{two_factor_required}', to_jsonb(${required}::boolean))`,
        updatedAt: tx.clock.now(),
      })
      .where(eq(projects.id, tx.project.id));
    await audit(tx, admin, required ? "two_factor_required" : "two_factor_optional", {
      id: null,
      label: tx.project.name,
    });
    forgetRemembered(tx);
  });
  return ok(null);
}
