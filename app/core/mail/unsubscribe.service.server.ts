/**
 * `unsubscribe/{token}`: the page shows the address (masked: whoever holds the link sees it)
 * and the category; only a POST unsubscribes (mail scanners fetch links with GET), from the page's
 * button or as RFC 8058 one-click from the mail program. Pending mail of that category to the address
 * is suppressed at once; later mail of it is suppressed when queued and again before sending.
 */
import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { isMailCategory, type MailCategory, maskEmail } from "./mail-link-kinds";
import { isUnsubscribed, type MailLinkProblem, readMailLink, unsubscribe } from "./mail-links.server";
import { suppressPendingMail } from "./suppression.repo.server";

export type UnsubscribeView = { maskedEmail: string; category: MailCategory; done: boolean };

/** What the page shows for `token` (valid links only). */
export async function viewUnsubscribe(
  ctx: ServiceContext,
  token: string,
): Promise<Result<UnsubscribeView, MailLinkProblem>> {
  const scope = scoped(ctx);
  const link = await readMailLink(scope, "unsubscribe", token, ctx.clock.now());
  if (!link.ok) return link;
  if (!isMailCategory(link.value.category)) return err({ code: "not_found", message: "invalid" });
  return ok({
    maskedEmail: maskEmail(link.value.email),
    category: link.value.category,
    done: await isUnsubscribed(scope, link.value.email, link.value.category),
  });
}

/** Records the unsubscribe (idempotent) and suppresses pending mail of the category to the address. */
export async function confirmUnsubscribe(
  ctx: ServiceContext,
  token: string,
): Promise<Result<UnsubscribeView & { suppressed: number }, MailLinkProblem>> {
  const now = ctx.clock.now();
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const link = await readMailLink(scope, "unsubscribe", token, now);
    if (!link.ok) return link;
    const category = link.value.category;
    if (!isMailCategory(category)) return err({ code: "not_found" as const, message: "invalid" as const });
    await unsubscribe(scope, link.value.email, category, now);
    const suppressed = await suppressPendingMail(scope, link.value.email, category);
    return ok({ maskedEmail: maskEmail(link.value.email), category, done: true, suppressed });
  });
}
