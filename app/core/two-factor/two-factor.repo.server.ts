/** Drizzle queries of two-factor sign-in (decision 0060). Rows belong to a person, not to a project. */
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { userTwoFactor } from "../../db/schema";

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

export async function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | null> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  return row ?? null;
}

export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)))
    .limit(1);
  return Boolean(row);
}

/** A new pending enrolment (replacing an unconfirmed one; never an enabled one). */
export async function savePendingSecret(db: Db, userId: string, secret: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(userTwoFactor)
    .values({ userId, secret, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret, lastUsedStep: null, recoveryCodes: [], updatedAt: now },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** Confirms a pending enrolment with the step of its first code; false when it was confirmed already. */
export async function enableTwoFactor(
  db: Db,
  userId: string,
  values: { step: number; recoveryHashes: string[]; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({
      enabledAt: values.now,
      lastUsedStep: values.step,
      recoveryCodes: values.recoveryHashes,
      updatedAt: values.now,
    })
    .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.enabledAt)))
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/**
 * Records a code's time step as used, atomically: false when this step (or a later one) was used
 * already, so two requests with the same code cannot both pass.
 */
export async function markTimeStepUsed(db: Db, userId: string, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step, updatedAt: now })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        isNotNull(userTwoFactor.enabledAt),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** Uses up one recovery code, atomically: false when it is not (or no longer) among the unused ones. */
export async function consumeRecoveryCode(db: Db, userId: string, hash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ recoveryCodes: sql`array_remove(${userTwoFactor.recoveryCodes}, ${hash})`, updatedAt: now })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        isNotNull(userTwoFactor.enabledAt),
        sql`${hash} = ANY(${userTwoFactor.recoveryCodes})`,
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

export async function deleteTwoFactor(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** Of these users, those who use two-factor sign-in (the people screen's column). */
export async function enabledAmong(db: Db, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(inArray(userTwoFactor.userId, userIds), isNotNull(userTwoFactor.enabledAt)));
  return rows.map((r) => r.userId);
}
