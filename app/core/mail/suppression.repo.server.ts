/**
 * Outbox rows of category mail that must not go out (the address left the category): written as
 * `suppressed` when queued, or turned `suppressed` later, by unsubscribe or by the mail handler. The
 * development mailbox shows them as not delivered.
 */
import { and, eq, sql } from "drizzle-orm";
import { outbox } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";
import type { MailMessage } from "./outbox.server";

/** The outbox status of a mail that was not sent because its address left the mail's category. */
export const SUPPRESSED = "suppressed";

/** Stores a mail row that will never be sent (it stays visible in the mailbox); returns its id. */
export async function insertSuppressedMail(scope: TenantScope, message: MailMessage): Promise<string | null> {
  const [row] = await scope.db
    .insert(outbox)
    .values(
      scope.stamp({
        kind: "mail",
        payload: message as Record<string, unknown>,
        status: SUPPRESSED,
        lastError: "unsubscribed",
      }),
    )
    .returning({ id: outbox.id });
  return row?.id ?? null;
}

/** The handler found the address unsubscribed: the row is settled as suppressed (only while pending). */
export async function markSuppressed(scope: TenantScope, id: string) {
  await scope.db
    .update(outbox)
    .set({ status: SUPPRESSED, lastError: "unsubscribed" })
    .where(scope.where(outbox, eq(outbox.id, id), eq(outbox.status, "pending")));
}

/** Pending mail of `category` to `email` is suppressed at once (also where no handler runs). */
export async function suppressPendingMail(scope: TenantScope, email: string, category: string) {
  const rows = await scope.db
    .update(outbox)
    .set({ status: SUPPRESSED, lastError: "unsubscribed" })
    .where(
      scope.where(
        outbox,
        and(
          eq(outbox.kind, "mail"),
          eq(outbox.status, "pending"),
          sql`${outbox.payload}->>'category' = ${category}`,
          sql`lower(trim(${outbox.payload}->>'to')) = ${email.trim().toLowerCase()}`,
        ),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}
