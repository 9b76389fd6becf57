/**
 * The outbox handler of kind `push` (decision 0021 handlers by kind; decision 0034): encrypts the
 * notification per RFC 8291 (aes128gcm) with `web-push`, signs it with the installation's VAPID key and
 * sends it to every active subscription of the user on the row's project. A 404 or 410 from the push
 * service disables that subscription; any other failure makes the row retry with the outbox's backoff.
 * A retry may reach a browser twice: the service worker shows pushes with the notification id as `tag`,
 * so a repeat replaces the first one instead of stacking up, and `Topic` lets the push service drop an
 * undelivered earlier copy.
 */
import { createHash } from "node:crypto";
import type { Agent } from "node:https";
import webpush from "web-push";
import type { OutboxHandler } from "../background/outbox.server";
import { scopeOf } from "../context/tenant-scope.server";
import { activeSubscriptions, disableSubscription, markSubscriptionUsed } from "./push.repo.server";
import { type PushPayload, pushPayloadSchema } from "./push-schema";
import { vapidKeys } from "./vapid.server";

export type PushHandlerOptions = {
  /** VAPID `sub` claim: a mailto: or https: contact for the push services' operators. */
  subject: string;
  /** How long a push service keeps an undelivered push (seconds; default one day). */
  ttlSeconds?: number;
  /** Per-request timeout towards a push service (ms; default 15 s). */
  timeoutMs?: number;
  /** TLS agent (tests trust their local push service's certificate with it). */
  agent?: Agent;
};

/** `Topic` header: at most 32 URL-safe base64 characters, stable per notification. */
function topicOf(notificationId: string): string {
  return createHash("sha256").update(notificationId).digest("base64url").slice(0, 32);
}

/** The VAPID subject from `MAIL_FROM` ("Name <a@b>" or "a@b"), as push services want a contact. */
export function pushSubjectFrom(mailFrom: string, override?: string): string {
  if (override) return override;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

export function pushHandler(options: PushHandlerOptions): OutboxHandler<PushPayload> {
  return async (job, { db, logger }) => {
    const parsed = pushPayloadSchema.safeParse(job.payload);
    if (!parsed.success) {
      // A malformed row never gets better by retrying: log it and let it count as handled.
      logger?.warn({ outboxId: job.id, issues: parsed.error.issues }, "push payload is malformed");
      return;
    }
    const { userId, notificationId, title, body, data } = parsed.data;
    const scope = scopeOf(db, job.projectId);
    const subscriptions = await activeSubscriptions(scope, userId, new Date());
    if (subscriptions.length === 0) return;
    const keys = await vapidKeys(db);
    const message = JSON.stringify({ notificationId, title, body, data });
    const failures: string[] = [];
    for (const sub of subscriptions) {
      try {
        await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          message,
          {
            vapidDetails: {
              subject: options.subject,
              publicKey: keys.publicKey,
              privateKey: keys.privateKey,
            },
            TTL: options.ttlSeconds ?? 86_400,
            urgency: "high",
            topic: topicOf(notificationId),
            contentEncoding: "aes128gcm",
            timeout: options.timeoutMs ?? 15_000,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        await markSubscriptionUsed(scope, sub.id);
      } catch (error) {
        const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) {
          await disableSubscription(scope, sub.id, `push service answered ${status}`);
          logger?.info(
            { outboxId: job.id, subscriptionId: sub.id, status },
            "push subscription gone, disabled",
          );
        } else {
          failures.push(`${sub.id}: ${status ?? (error as Error)?.message ?? String(error)}`);
        }
      }
    }
    if (failures.length > 0)
      throw new Error(`push failed for ${failures.length} subscription(s): ${failures.join("; ")}`);
  };
}
