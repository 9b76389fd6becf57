import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { authTokens, businessSignups, companies, sessions, users } from "../../db/schema";
import { ROLE_GROUPS } from "../../shared/permissions";
import { preparedFor } from "../context/prepared.server";
import type { TenantScope } from "../context/tenant-scope.server";
import { userStateColumn } from "./user-state.server";

export type UserRow = typeof users.$inferSelect;

const EMPLOYEE_ROLES = sql.raw(`ARRAY[${ROLE_GROUPS.employee.map((r) => `'${r}'`).join(",")}]::text[]`);

/**
 * Who may log in on a project with this e-mail: its own users (customers and employees), employees of
 * the project's company, and holding users of the project's holding. The project's own user wins.
 */
export async function findLoginUser(
  scope: TenantScope,
  project: { companyId: string; holdingId: string },
  email: string,
): Promise<UserRow | null> {
  const own = scope.owns(users);
  const rows = await scope.db
    .select({ user: users })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.email, email),
        or(
          own,
          and(eq(users.companyId, project.companyId), sql`${users.roles} && ${EMPLOYEE_ROLES}`),
          and(
            eq(users.inHolding, true),
            eq(companies.holdingId, project.holdingId),
            sql`${users.roles} && ${EMPLOYEE_ROLES}`,
          ),
        ),
      ),
    )
    .orderBy(sql`(${own}) DESC`)
    .limit(1);
  return rows[0]?.user ?? null;
}

export async function findUserByEmailInProject(scope: TenantScope, email: string) {
  const [row] = await scope.db
    .select()
    .from(users)
    .where(and(scope.owns(users), eq(users.email, email)))
    .limit(1);
  return row ?? null;
}

/** Roles of every account with one of these e-mails, on any project (the mailbox's ranking rule). */
export async function findRolesByEmails(db: Db, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ email: users.email, roles: users.roles, inHolding: users.inHolding })
    .from(users)
    .where(inArray(users.email, [...emails]));
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The purpose of the mailed links that confirm an account's e-mail address (`auth_tokens.purpose`). */
export const EMAIL_VERIFY = "email_verify";

/**
 * Updates a user. A new e-mail address is unproven: changing it drops the verification (unless the
 * caller sets it) and voids the confirmation links sent to the old address.
 */
export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const newEmail = values.email !== undefined && values.emailVerifiedAt === undefined ? values.email : null;
  const before = newEmail === null ? null : await findUserById(db, id);
  const changed = before !== null && before.email !== newEmail;
  const [row] = await db
    .update(users)
    .set({ ...values, ...(changed ? { emailVerifiedAt: null } : {}), updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (changed) await deleteAuthTokens(db, id, EMAIL_VERIFY);
  return row ?? null;
}

/** Sets the verification time of a user's address if it is not set yet; the user, or null if unknown. */
export async function markEmailVerified(db: Db, id: string, at: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
  return findUserById(db, id);
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

export async function findSessionWithUser(db: Db, id: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  return row ?? null;
}

function sessionWithUserState(scope: TenantScope, name: string) {
  return scope.db
    .select({ session: sessions, user: users, state: userStateColumn(scope, users.id, users.companyId) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .limit(1)
    .prepare(name);
}

/**
 * The session with its user and the user's per-page state (user-state.server.ts) in one statement; the
 * state's subqueries are scoped to `scope`'s project (a session of another project is refused by the
 * caller, and its state is then never used). Every signed-in page request runs it: prepared.
 */
export async function findSessionWithUserState(scope: TenantScope, id: string) {
  const statement = preparedFor(scope, "session_with_user_state", sessionWithUserState);
  const [row] = await statement.execute({ id });
  return row ?? null;
}

export async function extendSession(db: Db, id: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function insertAuthToken(db: Db, values: typeof authTokens.$inferInsert) {
  await db.insert(authTokens).values(values);
}

/** Marks a token used if it is unused and unexpired; returns its user id (single use, atomically). */
export async function consumeAuthToken(
  scope: TenantScope,
  id: string,
  purpose: string,
): Promise<string | null> {
  const [row] = await scope.db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.id, id),
        eq(authTokens.purpose, purpose),
        scope.owns(authTokens),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** A token of this project in any state (used, expired), for telling the visitor which it is. */
export async function findAuthToken(scope: TenantScope, id: string, purpose: string) {
  const [row] = await scope.db
    .select({ userId: authTokens.userId, usedAt: authTokens.usedAt, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(and(eq(authTokens.id, id), eq(authTokens.purpose, purpose), scope.owns(authTokens)))
    .limit(1);
  return row ?? null;
}

/** Voids a user's unused tokens of one purpose (the address they were sent to is no longer the account's). */
export async function deleteAuthTokens(db: Db, userId: string, purpose: string) {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

export async function findValidAuthToken(scope: TenantScope, id: string, purpose: string) {
  const [row] = await scope.db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.id, id),
        eq(authTokens.purpose, purpose),
        scope.owns(authTokens),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertBusinessSignup(db: Db, values: typeof businessSignups.$inferInsert) {
  const [row] = await db.insert(businessSignups).values(values).returning();
  return row;
}
