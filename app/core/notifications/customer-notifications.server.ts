/**
 * Notifications for signed-in customers (decision 0064): their order
 * confirmed, ready or cancelled, its car hold released by the clock (decision 0069), an offer on their
 * trade-in, a workshop appointment moved or due tomorrow, a rental confirmed. The service that makes the
 * change queues a `notification` outbox row
 * (`queueCustomerNotification`) in its own transaction, next to the mail it already sends; the outbox
 * handler (`deliverCustomerNotification`) writes the row and announces it live, as for employees.
 *
 * Only customers with an account get one (a user id: the order's `user_id`, the job's owner or the
 * job's client's account); guests get the mails only. Texts are catalogue keys and placeholders
 * (decision 0054): each reader sees them in the language they read in, the push and the stored row in
 * the customer's profile language. Amounts and times are placeholders per language (`perLocale`).
 */
import { and, eq, sql } from "drizzle-orm";
import { clients, jobs, users } from "../../db/schema";
import { LOCALES, type Locale } from "../../shared/locales";
import type { ServiceContext } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import type { NotificationType, TextVar } from "./notification-types";
import { notify, renderText, type StoredText } from "./notifications.service.server";

/** What a customer is told about, each with its catalogue texts `notifications:customer.<kind>.*`. */
export const CUSTOMER_NOTIFICATION_KINDS = [
  "order_confirmed",
  "order_ready",
  "order_cancelled",
  "order_released",
  "trade_in_offer",
  "appointment_moved",
  "appointment_tomorrow",
  "rental_confirmed",
] as const;
export type CustomerNotificationKind = (typeof CUSTOMER_NOTIFICATION_KINDS)[number];

const TYPES: Record<CustomerNotificationKind, NotificationType> = {
  order_confirmed: "success",
  order_ready: "success",
  order_cancelled: "warning",
  order_released: "warning",
  trade_in_offer: "information",
  appointment_moved: "information",
  appointment_tomorrow: "information",
  rental_confirmed: "success",
};

/** The payload of a `notification` outbox row for a customer. */
export type CustomerNotificationPayload = {
  type: "customer";
  userId: string;
  kind: CustomerNotificationKind;
  /** The cause, unique per customer (`order-confirmed:<order id>`): a repeated delivery writes nothing. */
  key: string;
  vars: Record<string, TextVar>;
  /** Where the customer sees the thing: a path of this site without the language prefix. */
  href: string;
};

/** A placeholder that differs per language (an amount, a date): the value in each of them. */
export function perLocale(format: (locale: Locale) => string): { l10n: Record<string, string> } {
  return { l10n: Object.fromEntries(LOCALES.map((l) => [l, format(l)])) };
}

/** A path of this site (no scheme, no host, no `//`), as a notification's link must be. */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(href) && href.length <= 500;
}

/**
 * Queues the customer's notification in `tx`'s transaction: it exists exactly when the change commits.
 * Nothing for a guest (no `userId`).
 */
export async function queueCustomerNotification(
  tx: Pick<ServiceContext, "outbox">,
  userId: string | null | undefined,
  n: Omit<CustomerNotificationPayload, "type" | "userId">,
): Promise<void> {
  if (!userId) return;
  if (!isSitePath(n.href)) throw new Error(`a customer notification needs a path of this site: ${n.href}`);
  const payload: CustomerNotificationPayload = { type: "customer", userId, ...n };
  await tx.outbox.enqueue("notification", payload);
}

/**
 * The account of the customer a job belongs to: the customer who made it while signed in (its owner),
 * else the account linked to its client. Null for a guest's job.
 */
export async function customerOfJob(scope: TenantScope, jobId: number): Promise<string | null> {
  const [row] = await scope.db
    .select({
      owner: sql<string | null>`case when ${users.id} is not null then ${jobs.ownerId} end`,
      client: clients.userId,
    })
    .from(jobs)
    .leftJoin(
      users,
      and(
        eq(users.id, jobs.ownerId),
        scope.owns(users),
        sql`${users.roles} && array['client','business_client','community_member']::text[]`,
      ),
    )
    .leftJoin(clients, and(eq(clients.id, jobs.clientId), scope.owns(clients)))
    .where(scope.where(jobs, eq(jobs.id, jobId)));
  return row?.owner ?? row?.client ?? null;
}

/** Delivers one customer notification (at least once: the key makes a repeat write nothing). */
export async function deliverCustomerNotification(
  ctx: ServiceContext,
  payload: CustomerNotificationPayload,
): Promise<number> {
  if (!(CUSTOMER_NOTIFICATION_KINDS as readonly string[]).includes(payload.kind)) return 0;
  if (!isSitePath(payload.href)) return 0;
  // The customer of this site only (a customer's home project is the site they signed up on).
  const people = await ctx.db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(scoped(ctx).where(users, eq(users.id, payload.userId)));
  if (people.length === 0) return 0;
  const text: StoredText = {
    title: `notifications:customer.${payload.kind}.title`,
    body: `notifications:customer.${payload.kind}.body`,
    vars: payload.vars,
  };
  const written = await notify(ctx, people, {
    key: payload.key,
    type: TYPES[payload.kind],
    text,
    render: (language) => renderText(text, language),
    href: payload.href,
  });
  return written.length;
}
