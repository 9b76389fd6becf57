/**
 * Queries of the people screen (decision 0061). Every tenant-owned table is reached through the tenant
 * scope: the project's own users, their invitations, audit entries, teams, jobs, push subscriptions and
 * API tokens. Sessions are not tenant-owned: a deactivated user's sessions end everywhere.
 */
import { desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import {
  apiTokens,
  authTokens,
  jobs,
  locations,
  peopleAudit,
  pushSubscriptions,
  sessions,
  teamMembers,
  teams,
  userLocations,
  users,
} from "../../db/schema";
import { ROLE_GROUPS } from "../../shared/permissions";
import type { TenantScope } from "../context/tenant-scope.server";
import { INVITE_PURPOSE } from "./people-schema";

const EMPLOYEE_ROLES = sql.raw(`ARRAY[${ROLE_GROUPS.employee.map((r) => `'${r}'`).join(",")}]::text[]`);
const ADMIN_ROLES = sql.raw(`ARRAY[${ROLE_GROUPS.admin.map((r) => `'${r}'`).join(",")}]::text[]`);

const personColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  inHolding: users.inHolding,
  language: users.language,
  hasPassword: sql<boolean>`(${users.passwordHash} is not null or ${users.lastLoginAt} is not null)`,
  lastLoginAt: users.lastLoginAt,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};
export type PersonRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  inHolding: boolean;
  language: string | null;
  hasPassword: boolean;
  lastLoginAt: Date | null;
  deactivatedAt: Date | null;
  createdAt: Date;
};

/** The project's employees (its own users with an employee role), invited ones included, by name. */
export async function listEmployees(
  scope: TenantScope,
): Promise<(PersonRow & { inviteExpiresAt: Date | null })[]> {
  const invite = scope.db
    .select({
      userId: authTokens.userId,
      expiresAt: sql<Date>`max(${authTokens.expiresAt})`.as("expires_at"),
    })
    .from(authTokens)
    .where(scope.where(authTokens, eq(authTokens.purpose, INVITE_PURPOSE), isNull(authTokens.usedAt)))
    .groupBy(authTokens.userId)
    .as("invite");
  const rows = await scope.db
    .select({ ...personColumns, inviteExpiresAt: invite.expiresAt })
    .from(users)
    .leftJoin(invite, eq(invite.userId, users.id))
    .where(scope.where(users, sql`${users.roles} && ${EMPLOYEE_ROLES}`))
    .orderBy(users.lastName, users.firstName, users.email);
  return rows.map((r) => ({ ...r, inviteExpiresAt: r.inviteExpiresAt ? new Date(r.inviteExpiresAt) : null }));
}

/** One employee of the project, or null (another project's user, a customer, or nobody). */
export async function findEmployee(scope: TenantScope, id: string): Promise<PersonRow | null> {
  const [row] = await scope.db
    .select(personColumns)
    .from(users)
    .where(scope.where(users, eq(users.id, id), sql`${users.roles} && ${EMPLOYEE_ROLES}`))
    .limit(1);
  return row ?? null;
}

/** Any user of the project with this address (an employee or a customer). */
export async function findProjectUserByEmail(scope: TenantScope, email: string) {
  const [row] = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(scope.where(users, eq(users.email, email)))
    .limit(1);
  return row ?? null;
}

/** Active admins of the project (admin or holding admin, not deactivated, signed up), besides `except`. */
export async function countOtherActiveAdmins(scope: TenantScope, except: string): Promise<number> {
  const [row] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      scope.where(
        users,
        ne(users.id, except),
        isNull(users.deactivatedAt),
        sql`${users.passwordHash} is not null`,
        sql`${users.roles} && ${ADMIN_ROLES}`,
      ),
    );
  return row?.n ?? 0;
}

export async function setRoles(scope: TenantScope, id: string, roles: string[], at: Date) {
  await scope.db
    .update(users)
    .set({ roles, updatedAt: at })
    .where(scope.where(users, eq(users.id, id)));
}

export async function setDeactivated(scope: TenantScope, id: string, at: Date | null, now: Date) {
  await scope.db
    .update(users)
    .set({ deactivatedAt: at, updatedAt: now })
    .where(scope.where(users, eq(users.id, id)));
}

/** Ends every session of the user (on any of the sites they could sign in to). */
export async function deleteSessionsOf(scope: TenantScope, userId: string) {
  await scope.db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deletePushSubscriptionsOf(scope: TenantScope, userId: string) {
  await scope.db
    .delete(pushSubscriptions)
    .where(scope.where(pushSubscriptions, eq(pushSubscriptions.userId, userId)));
}

/** Revokes the project's API tokens the user made; the count revoked. */
export async function revokeApiTokensOf(scope: TenantScope, userId: string, at: Date): Promise<number> {
  const rows = await scope.db
    .update(apiTokens)
    .set({ revokedAt: at })
    .where(scope.where(apiTokens, eq(apiTokens.createdBy, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length;
}

/** The user's open jobs go to `to` (or back to unassigned); the count moved. */
export async function reassignOpenJobs(
  scope: TenantScope,
  from: string,
  to: string | null,
  at: Date,
): Promise<number> {
  const rows = await scope.db
    .update(jobs)
    .set({ assigneeId: to, mdate: at })
    .where(scope.where(jobs, eq(jobs.assigneeId, from), eq(jobs.visibility, "open")))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Voids the user's unused invitation links. */
export async function deleteInvites(scope: TenantScope, userId: string) {
  await scope.db
    .delete(authTokens)
    .where(
      scope.where(
        authTokens,
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, INVITE_PURPOSE),
        isNull(authTokens.usedAt),
      ),
    );
}

/** A revoked invitation: the account that never signed in goes (its links with it). */
export async function deleteInvitee(scope: TenantScope, id: string): Promise<boolean> {
  const rows = await scope.db
    .delete(users)
    .where(scope.where(users, eq(users.id, id), isNull(users.passwordHash), isNull(users.lastLoginAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The invitation behind a link, in any state, with its user's state. */
export async function findInvite(scope: TenantScope, hash: string) {
  const [row] = await scope.db
    .select({
      userId: authTokens.userId,
      usedAt: authTokens.usedAt,
      expiresAt: authTokens.expiresAt,
      firstName: users.firstName,
      email: users.email,
      deactivatedAt: users.deactivatedAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(scope.where(authTokens, eq(authTokens.id, hash), eq(authTokens.purpose, INVITE_PURPOSE)))
    .limit(1);
  return row ?? null;
}

/** Uses the invitation up if it is unused and unexpired (atomically); its user id, or null. */
export async function consumeInvite(scope: TenantScope, hash: string): Promise<string | null> {
  const [row] = await scope.db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      scope.where(
        authTokens,
        eq(authTokens.id, hash),
        eq(authTokens.purpose, INVITE_PURPOSE),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

export type AuditInsert = {
  actorId: string | null;
  actorName: string;
  subjectId: string | null;
  subject: string;
  action: string;
  detail?: Record<string, unknown>;
  createdAt: Date;
};

export async function insertAudit(scope: TenantScope, values: AuditInsert) {
  await scope.db.insert(peopleAudit).values(scope.stamp({ ...values, detail: values.detail ?? {} }));
}

export async function listAudit(scope: TenantScope, limit: number) {
  return scope.db
    .select({
      id: peopleAudit.id,
      actorName: peopleAudit.actorName,
      subject: peopleAudit.subject,
      action: peopleAudit.action,
      detail: peopleAudit.detail,
      createdAt: peopleAudit.createdAt,
    })
    .from(peopleAudit)
    .where(scope.owns(peopleAudit))
    .orderBy(desc(peopleAudit.createdAt), desc(peopleAudit.id))
    .limit(limit);
}

export async function listTeams(scope: TenantScope) {
  const rows = await scope.db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(scope.owns(teams))
    .orderBy(teams.name);
  const members =
    rows.length === 0
      ? []
      : await scope.db
          .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
          .from(teamMembers)
          .where(
            scope.where(
              teamMembers,
              inArray(
                teamMembers.teamId,
                rows.map((r) => r.id),
              ),
            ),
          );
  return rows.map((t) => ({
    ...t,
    memberIds: members.filter((m) => m.teamId === t.id).map((m) => m.userId),
  }));
}

export async function findTeam(scope: TenantScope, id: number) {
  const [row] = await scope.db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(scope.where(teams, eq(teams.id, id)))
    .limit(1);
  return row ?? null;
}

/** A new team, or null when the project has one of that name. */
export async function insertTeam(scope: TenantScope, name: string) {
  const [row] = await scope.db
    .insert(teams)
    .values(scope.stamp({ name }))
    .onConflictDoNothing()
    .returning({ id: teams.id, name: teams.name });
  return row ?? null;
}

export async function teamNameTaken(scope: TenantScope, name: string, except: number) {
  const [row] = await scope.db
    .select({ id: teams.id })
    .from(teams)
    .where(scope.where(teams, eq(teams.name, name), ne(teams.id, except)))
    .limit(1);
  return !!row;
}

export async function renameTeam(scope: TenantScope, id: number, name: string) {
  await scope.db
    .update(teams)
    .set({ name })
    .where(scope.where(teams, eq(teams.id, id)));
}

export async function deleteTeam(scope: TenantScope, id: number) {
  await scope.db.delete(teamMembers).where(scope.where(teamMembers, eq(teamMembers.teamId, id)));
  await scope.db.delete(teams).where(scope.where(teams, eq(teams.id, id)));
}

export async function addTeamMember(scope: TenantScope, teamId: number, userId: string) {
  await scope.db.insert(teamMembers).values(scope.stamp({ teamId, userId })).onConflictDoNothing();
}

export async function removeTeamMember(scope: TenantScope, teamId: number, userId: string) {
  await scope.db
    .delete(teamMembers)
    .where(scope.where(teamMembers, eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}

/** The project's locations (id and name), for the checkboxes. */
export async function listLocations(scope: TenantScope) {
  return scope.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(scope.owns(locations))
    .orderBy(locations.name, locations.id);
}

/** Which of `ids` are this project's locations (another project's are not found). */
export async function ownLocationIds(scope: TenantScope, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await scope.db
    .select({ id: locations.id })
    .from(locations)
    .where(scope.where(locations, inArray(locations.id, ids)));
  return rows.map((r) => r.id);
}

/** Each employee's location ids (the project's rows only). */
export async function listUserLocations(scope: TenantScope): Promise<Map<string, number[]>> {
  const rows = await scope.db
    .select({ userId: userLocations.userId, locationId: userLocations.locationId })
    .from(userLocations)
    .where(scope.owns(userLocations));
  const out = new Map<string, number[]>();
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.locationId]);
  return out;
}

export async function locationsOf(scope: TenantScope, userId: string): Promise<number[]> {
  const rows = await scope.db
    .select({ locationId: userLocations.locationId })
    .from(userLocations)
    .where(scope.where(userLocations, eq(userLocations.userId, userId)));
  return rows.map((r) => r.locationId).sort((a, b) => a - b);
}

/** Replaces the employee's locations with `ids` (already checked to be the project's). */
export async function setUserLocations(scope: TenantScope, userId: string, ids: number[]) {
  await scope.db.delete(userLocations).where(scope.where(userLocations, eq(userLocations.userId, userId)));
  if (ids.length > 0)
    await scope.db
      .insert(userLocations)
      .values(ids.map((locationId) => scope.stamp({ userId, locationId })))
      .onConflictDoNothing();
}
