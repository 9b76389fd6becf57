/**
 * The `mailboxes` row of a project (decision 0067): settings, reading position, state and the reader's
 * lease. The lease works like the scheduler's claim (decision 0021): one conditional upsert that
 * PostgreSQL serialises per row, so of any number of processes exactly one gets the row back; the
 * holder renews it while it reads, and another process takes over only after it ran out.
 */
import { eq, sql } from "drizzle-orm";
import { mailboxes } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";

export type MailboxRow = typeof mailboxes.$inferSelect;

/**
 * Listeners told when this process saved a project's mailbox settings: the reader of this process looks
 * at once (other processes find the change at their next look).
 */
const settingsListeners = new Set<() => void>();
export function onMailboxSettingsSaved(listener: () => void): () => void {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
}

export async function findMailbox(scope: TenantScope): Promise<MailboxRow | null> {
  const [row] = await scope.db.select().from(mailboxes).where(scope.where(mailboxes)).limit(1);
  return row ?? null;
}

/**
 * Claims or renews the reading lease of this project's mailbox for `holder`: true when it holds the
 * lease for `seconds` from now. Taken when nobody holds it, it ran out, or the holder renews.
 */
export async function claimMailboxLease(scope: TenantScope, holder: string, seconds: number) {
  const rows = await scope.db
    .insert(mailboxes)
    .values(
      scope.stamp({
        leaseHolder: holder,
        leaseUntil: sql`now() + make_interval(secs => ${seconds})`,
        updatedAt: sql`now()`,
      }),
    )
    .onConflictDoUpdate({
      target: mailboxes.projectId,
      set: { leaseHolder: holder, leaseUntil: sql`now() + make_interval(secs => ${seconds})` },
      setWhere: sql`"mailboxes"."lease_until" IS NULL OR "mailboxes"."lease_until" < now()
        OR "mailboxes"."lease_holder" = ${holder}`,
    })
    .returning({ holder: mailboxes.leaseHolder });
  return rows.length > 0 && rows[0]!.holder === holder;
}

/** Gives the lease up (a stopping process), so another takes over at once. */
export async function releaseMailboxLease(scope: TenantScope, holder: string) {
  await scope.db
    .update(mailboxes)
    .set({ leaseHolder: null, leaseUntil: null })
    .where(scope.where(mailboxes, eq(mailboxes.leaseHolder, holder)));
}

export type MailboxState = {
  state?: MailboxRow["state"];
  lastError?: string | null;
  lastReadAt?: Date;
  uidValidity?: number;
  lastUid?: number;
};

/** Records what the reader saw; only while `holder` holds the lease (a process that lost it says nothing). */
export async function recordMailboxState(scope: TenantScope, holder: string, change: MailboxState) {
  const rows = await scope.db
    .update(mailboxes)
    .set({
      ...change,
      ...(change.lastError ? { lastErrorAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(scope.where(mailboxes, eq(mailboxes.leaseHolder, holder)))
    .returning({ projectId: mailboxes.projectId });
  return rows.length > 0;
}

/** An admin's settings: the IMAP URL and the reply address (null: the defaults). */
export async function saveMailboxSettings(
  scope: TenantScope,
  values: { imapUrl: string | null; replyAddress: string | null },
) {
  await scope.db
    .insert(mailboxes)
    .values(scope.stamp({ ...values, updatedAt: sql`now()` }))
    .onConflictDoUpdate({
      target: mailboxes.projectId,
      set: {
        imapUrl: values.imapUrl,
        replyAddress: values.replyAddress,
        // Another mailbox is read from its beginning (its UIDs are another mailbox's); Message-IDs read
        // before are not stored twice.
        uidValidity: sql`case when "mailboxes"."imap_url" is distinct from excluded.imap_url then null else "mailboxes"."uid_validity" end`,
        lastUid: sql`case when "mailboxes"."imap_url" is distinct from excluded.imap_url then 0 else "mailboxes"."last_uid" end`,
        updatedAt: sql`now()`,
      },
    });
  for (const listener of settingsListeners) listener();
}
