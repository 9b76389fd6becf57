/** Drizzle queries of trade-in invitations (open -> accepted; here also declined, superseded). */
import { and, eq } from "drizzle-orm";
import { tradeInInvitations } from "../../db/schema";
import { isDbId } from "../../shared/db-id";
import type { TenantScope } from "../context/tenant-scope.server";

export type InvitationRow = typeof tradeInInvitations.$inferSelect;
export type InvitationStatus = InvitationRow["status"];

/** A newer invitation replaces the open ones of the job (their links then say "superseded"). */
export async function supersedeOpenInvitations(scope: TenantScope, jobId: number): Promise<number[]> {
  const rows = await scope.db
    .update(tradeInInvitations)
    .set({ status: "superseded" })
    .where(
      scope.where(
        tradeInInvitations,
        and(eq(tradeInInvitations.jobId, jobId), eq(tradeInInvitations.status, "open")),
      ),
    )
    .returning({ id: tradeInInvitations.id });
  return rows.map((r) => r.id);
}

export async function insertInvitation(
  scope: TenantScope,
  values: { jobId: number; offerMinor: number; offerExpiresAt: Date; at: Date },
): Promise<number> {
  const [row] = await scope.db
    .insert(tradeInInvitations)
    .values(
      scope.stamp({
        jobId: values.jobId,
        status: "open" as const,
        offerMinor: values.offerMinor,
        offerExpiresAt: values.offerExpiresAt,
        createdAt: values.at,
      }),
    )
    .returning({ id: tradeInInvitations.id });
  return row!.id;
}

export async function setInvitationEvent(scope: TenantScope, id: number, jobEventId: number) {
  await scope.db
    .update(tradeInInvitations)
    .set({ jobEventId })
    .where(scope.where(tradeInInvitations, eq(tradeInInvitations.id, id)));
}

export async function findInvitation(scope: TenantScope, id: number): Promise<InvitationRow | null> {
  if (!isDbId(id)) return null;
  const [row] = await scope.db
    .select()
    .from(tradeInInvitations)
    .where(scope.where(tradeInInvitations, eq(tradeInInvitations.id, id)))
    .limit(1);
  return row ?? null;
}

/** Open -> the answer, only while open: of two concurrent answers one changes the row. */
export async function answerOpenInvitation(
  scope: TenantScope,
  id: number,
  status: "accepted" | "declined",
  at: Date,
): Promise<boolean> {
  const rows = await scope.db
    .update(tradeInInvitations)
    .set({ status, answeredAt: at })
    .where(
      scope.where(
        tradeInInvitations,
        and(eq(tradeInInvitations.id, id), eq(tradeInInvitations.status, "open")),
      ),
    )
    .returning({ id: tradeInInvitations.id });
  return rows.length > 0;
}
