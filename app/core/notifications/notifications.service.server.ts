/**
 * In-page notifications (decision 0033): `notify` writes one row per recipient and hands the
 * rows to the live bus, which brings them to the recipients' open back-office tabs in every process;
 * the top menu lists them with their read state; a click is recorded (`markClicked`, also called by the
 * push service worker through `POST /api/notifications/{id}/click.json`).
 */

import { and, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { notifications, users } from "../../db/schema";
import type { NotificationData } from "../../db/schema/notifications";
import { accountPath } from "../../shared/account-routes";
import { projectTimeZone } from "../../shared/date-time";
import { isLocale, type Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import { translate } from "../i18n/messages.server";
import { stateOf } from "../identity/user-state.server";
import { pickLocalized } from "../leads/localized-text";
import { usersWithActiveSubscriptions } from "../push/push.repo.server";
import { OPEN_URL } from "../push/push-schema";
import { queuePush } from "../push/queue.server";
import { liveBus } from "./live-events.server";
import {
  NOTIFICATION_DISMISS_MS,
  NOTIFICATION_TYPES,
  type NotificationType,
  type NotificationView,
  type StoredText,
  UNREAD_BADGE_CAP,
} from "./notification-types";

/** Titles and bodies are capped so that one event always fits a NOTIFY payload. */
const MAX_CONTENT = 200;
const MAX_BODY = 500;
/** The top menu's list. */
export const NOTIFICATION_LIST_LIMIT = 30;
/** A reconnecting stream gets at most this many missed notifications, of at most a day. */
const REPLAY_LIMIT = 50;
const REPLAY_MS = 24 * 3_600_000;

export type Recipient = { id: string; language: string | null };

export type { StoredText } from "./notification-types";

/** A stored text in a language. */
export function renderText(text: StoredText, locale: string): { content: string; body: string } {
  const language: Locale = isLocale(locale) ? locale : "en";
  const vars: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.vars)) {
    if (typeof value === "string" || typeof value === "number") vars[name] = value;
    else if ("l10n" in value) vars[name] = pickLocalized(value.l10n, language);
    else vars[name] = translate(language, value.key);
  }
  return {
    content: translate(language, text.title, vars).slice(0, MAX_CONTENT),
    body: translate(language, text.body, vars).slice(0, MAX_BODY),
  };
}

/** A notification as shown in `locale` (its stored text rendered there; older rows as they were written). */
export function localizeView(
  view: NotificationView,
  text: StoredText | undefined,
  locale: Locale,
): NotificationView {
  if (!text) return view;
  const shown = renderText(text, locale);
  return { ...view, content: shown.content, data: { ...view.data, body: shown.body } };
}

export type NewNotification = {
  /** The cause, unique per recipient (`job-new:42`): a second notify with it writes nothing. */
  key: string;
  type: NotificationType;
  /** Title and body in a language (the push and the stored row use the recipient's own). */
  render: (locale: string) => { content: string; body: string };
  /** The same as keys: each reader sees it in the language they read in. */
  text?: StoredText;
  requireInteraction?: boolean;
  silent?: boolean;
  jobId?: number;
  workflowId?: number;
  action?: string;
  /** Where a click leads when it is not a job: a path of this site (a customer's order, offer...). */
  href?: string;
};

type Row = typeof notifications.$inferSelect;

type StoredData = NotificationData & { text?: StoredText };

const storedText = (row: Row): StoredText | undefined => (row.data as StoredData).text;

/** A row as its reader sees it: in `locale` when given and the row has its text as keys. */
export function toView(row: Row, locale?: Locale): NotificationView {
  const view = plainView(row);
  return locale ? localizeView(view, storedText(row), locale) : view;
}

function plainView(row: Row): NotificationView {
  const d = row.data.data;
  const { text: _text, ...data } = row.data as StoredData;
  return {
    id: row.id,
    seq: row.seq,
    key: row.key,
    type: (NOTIFICATION_TYPES as readonly string[]).includes(row.type)
      ? (row.type as NotificationType)
      : "information",
    content: row.content,
    data,
    silent: row.silent,
    read: row.readAt !== null,
    clicked: row.clickedAt !== null,
    href:
      d.href ??
      (d.jobId !== undefined && d.workflowId !== undefined
        ? accountPath("job", { workflowId: String(d.workflowId), jobId: String(d.jobId) })
        : null),
  };
}

/**
 * Notifies `recipients` (employees of this dealer and customers of this site; anyone else is skipped): one row each, unless one
 * with the same key exists (at-least-once delivery of the outbox), then the live event. Returns the rows
 * written. Call outside a transaction, or the event may arrive before the row is visible.
 */
export async function notify(
  ctx: ServiceContext,
  recipients: readonly Recipient[],
  n: NewNotification,
): Promise<NotificationView[]> {
  if (recipients.length === 0) return [];
  const scope = scoped(ctx);
  // Only people who work on this site, or its own customers (decision 0064), are told anything here.
  const allowed = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(
          users.id,
          recipients.map((r) => r.id),
        ),
        or(eq(users.companyId, ctx.project.companyId), scope.owns(users)),
      ),
    );
  const ok = new Set(allowed.map((u) => u.id));
  const now = ctx.clock.now();
  const values = recipients
    .filter((r) => ok.has(r.id))
    .map((r) => {
      const text = n.render(r.language ?? ctx.project.defaultLanguage);
      const requireInteraction = n.requireInteraction ?? false;
      const data: StoredData = {
        ...(n.text ? { text: n.text } : {}),
        dismissAfter: requireInteraction ? null : NOTIFICATION_DISMISS_MS,
        body: text.body.slice(0, MAX_BODY),
        requireInteraction,
        timestamp: now.toISOString(),
        // `data.id` is set to the row's id below (the id the click is reported with).
        data: {
          id: "",
          jobId: n.jobId,
          workflowId: n.workflowId,
          action: n.action,
          ...(n.href ? { href: n.href } : {}),
        },
      };
      return scope.stamp({
        userId: r.id,
        key: n.key,
        type: n.type,
        content: text.content.slice(0, MAX_CONTENT),
        data,
        silent: n.silent ?? false,
        createdAt: now,
      });
    });
  if (values.length === 0) return [];
  const inserted = await ctx.db.insert(notifications).values(values).onConflictDoNothing().returning();
  if (inserted.length === 0) return [];
  // The row's id is the notification's `data.id`, known only now.
  const rows = await ctx.db
    .update(notifications)
    .set({ data: sql`jsonb_set(${notifications.data}, '{data,id}', to_jsonb(${notifications.id}::text))` })
    .where(
      scope.where(
        notifications,
        inArray(
          notifications.id,
          inserted.map((r) => r.id),
        ),
      ),
    )
    .returning();
  const views = rows.map((row) => toView(row));
  await liveBus().publish(
    rows.map((row, i) => ({
      projectId: row.projectId,
      userId: row.userId,
      notification: views[i]!,
      text: storedText(row),
    })),
  );
  // Browser push (decision 0034): one `push` outbox row per created notification of a recipient with an
  // active subscription; the handler sends it to the subscriptions active then. Recipients without one
  // get no row (most employees: the rows only kept the live dispatcher busy).
  const reachable = await usersWithActiveSubscriptions(
    scope,
    rows.map((r) => r.userId),
  );
  const languageOf = new Map(recipients.map((r) => [r.id, r.language ?? ctx.project.defaultLanguage]));
  for (const [i, row] of rows.entries()) {
    if (!reachable.has(row.userId)) continue;
    const v = views[i]!;
    const d = v.data.data;
    // The page opens in the language the push is written in (the site's default has no prefix).
    const language = languageOf.get(row.userId) ?? ctx.project.defaultLanguage;
    const url =
      d.href && language !== ctx.project.defaultLanguage && isLocale(language)
        ? `/${language}${d.href}`
        : d.href;
    await queuePush(ctx, {
      userId: row.userId,
      notificationId: v.id,
      title: v.content || v.data.body || v.key,
      body: v.data.body,
      data: {
        ...(d.jobId ? { jobId: d.jobId } : {}),
        ...(d.workflowId ? { workflowId: d.workflowId } : {}),
        ...(d.action ? { action: d.action } : {}),
        // A customer's notification opens its page (the service worker's OPEN_URL).
        ...(!d.action && url ? { action: OPEN_URL, url } : {}),
      },
    });
  }
  return views;
}

function principalId(ctx: ServiceContext): Result<string> {
  return ctx.principal ? ok(ctx.principal.id) : err({ code: "unauthorized" });
}

export type NotificationList = { items: NotificationView[]; unread: number; timeZone: string };

/** The signed-in user's newest notifications and how many are unread. */
export async function listNotifications(ctx: ServiceContext): Promise<Result<NotificationList>> {
  const me = principalId(ctx);
  if (!me.ok) return me;
  const scope = scoped(ctx);
  const [rows, unread] = await Promise.all([
    scope.db
      .select()
      .from(notifications)
      .where(scope.where(notifications, eq(notifications.userId, me.value)))
      .orderBy(desc(notifications.seq))
      .limit(NOTIFICATION_LIST_LIMIT),
    countUnread(scope, me.value),
  ]);
  return ok({
    items: rows.map((row) => toView(row, ctx.locale)),
    unread,
    timeZone: projectTimeZone(ctx.project),
  });
}

/** How many of the user's notifications are unread, counted up to `cap` when given. */
async function countUnread(scope: TenantScope, userId: string, cap?: number): Promise<number> {
  const unread = scope.where(notifications, eq(notifications.userId, userId), isNull(notifications.readAt));
  const [row] =
    cap === undefined
      ? await scope.db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(unread)
      : await scope.db
          .select({ n: sql<number>`count(*)::int` })
          .from(scope.db.select({ one: sql`1` }).from(notifications).where(unread).limit(cap).as("unread"));
  return row?.n ?? 0;
}

/**
 * The unread count for the top menu's badge (0 for a visitor), counted up to UNREAD_BADGE_CAP as the
 * session's statement counts it (the badge shows "99+" from there on).
 */
export async function unreadNotificationCount(ctx: ServiceContext): Promise<number> {
  if (!ctx.principal) return 0;
  return stateOf(ctx)?.unreadNotifications ?? countUnread(scoped(ctx), ctx.principal.id, UNREAD_BADGE_CAP);
}

export const markReadSchema = z.object({
  ids: z
    .array(z.string().uuid({ message: "validation:invalid_value" }))
    .max(100)
    .optional(),
  all: z.boolean().optional(),
});

/** Marks the given (or all) of the user's notifications read; answers the new unread count. */
export async function markNotificationsRead(
  ctx: ServiceContext,
  input: unknown,
): Promise<Result<{ unread: number }>> {
  const me = principalId(ctx);
  if (!me.ok) return me;
  const parsed = markReadSchema.safeParse(input);
  if (!parsed.success || (!parsed.data.all && !parsed.data.ids?.length))
    return err({ code: "invalid", fields: { ids: ["validation:invalid_value"] } });
  const scope = scoped(ctx);
  await scope.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(
      scope.where(
        notifications,
        eq(notifications.userId, me.value),
        isNull(notifications.readAt),
        parsed.data.all ? undefined : inArray(notifications.id, parsed.data.ids ?? []),
      ),
    );
  return ok({ unread: await countUnread(scope, me.value) });
}

const idSchema = z.string().uuid();

/** A click on a notification (in the page or on a push message): clicked and read. */
export async function markNotificationClicked(
  ctx: ServiceContext,
  id: string,
): Promise<Result<{ notification: NotificationView; unread: number }>> {
  const me = principalId(ctx);
  if (!me.ok) return me;
  if (!idSchema.safeParse(id).success) return err({ code: "not_found" });
  const scope = scoped(ctx);
  const now = ctx.clock.now();
  const [row] = await scope.db
    .update(notifications)
    .set({
      clickedAt: sql`coalesce(${notifications.clickedAt}, ${now.toISOString()}::timestamptz)`,
      readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(scope.where(notifications, eq(notifications.id, id), eq(notifications.userId, me.value)))
    .returning();
  if (!row) return err({ code: "not_found" });
  return ok({ notification: toView(row, ctx.locale), unread: await countUnread(scope, me.value) });
}

/** What a reconnecting stream missed after `seq` (Last-Event-ID), oldest first. */
export async function notificationsAfter(
  ctx: ServiceContext,
  userId: string,
  seq: number,
): Promise<NotificationView[]> {
  const scope = scoped(ctx);
  const since = new Date(ctx.clock.now().getTime() - REPLAY_MS);
  const rows = await scope.db
    .select()
    .from(notifications)
    .where(
      scope.where(
        notifications,
        eq(notifications.userId, userId),
        gt(notifications.seq, seq),
        sql`${notifications.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(notifications.seq)
    .limit(REPLAY_LIMIT);
  return rows.map((row) => toView(row, ctx.locale));
}
