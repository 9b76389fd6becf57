/**
 * The link an order's mails carry for a guest: `orderComplete/{token}` opens that order
 * read-only, with its invoice, in any browser, for whoever got the mail. A mail link of kind
 * `order_view` (only its hash stored, expiring, never logged: server/log-redact.ts).
 */
import type { TenantScope } from "../context/tenant-scope.server";
import { issueMailLink } from "../mail/mail-links.server";

/** A new link token for the order; every mail gets its own. */
export function issueOrderViewLink(
  scope: TenantScope,
  order: { id: string; email: string; jobId: number | null },
  now: Date,
): Promise<string> {
  return issueMailLink(scope, {
    kind: "order_view",
    email: order.email,
    jobId: order.jobId,
    data: { orderId: order.id },
    now,
  });
}
