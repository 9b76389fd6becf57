/**
 * In-page notifications (decision 0033): the signed-in user's live stream
 * (`GET /events`, server-sent events), the top menu's list, marking read, and the click report
 * (`POST /notifications/{notificationId}/click.json`, also called by the push service worker).
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { isUserDeactivated, type LiveMessage, liveBus } from "../core/notifications/live-events.server";
import type { NotificationView } from "../core/notifications/notification-types";
import {
  listNotifications,
  localizeView,
  markNotificationClicked,
  markNotificationsRead,
  notificationsAfter,
} from "../core/notifications/notifications.service.server";
import { operation, readJson } from "./operation";
import { respond, respondError, validationHook } from "./respond";
import { errorResponse } from "./schemas";
import type { ApiEnv } from "./types";

/** A comment line this often keeps proxies and the browser from taking the stream for dead. */
export const HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting (the SSE `retry` field). */
const RETRY_MS = 3_000;

const Notification = z
  .object({
    id: z.string().uuid(),
    seq: z.number().int(),
    key: z.string(),
    type: z.enum(["success", "information", "warning", "danger"]),
    content: z.string(),
    data: z.object({
      dismissAfter: z.number().int().nullable(),
      body: z.string(),
      requireInteraction: z.boolean(),
      timestamp: z.string(),
      data: z.object({
        id: z.string(),
        jobId: z.number().int().optional(),
        workflowId: z.number().int().optional(),
        action: z.string().optional(),
        href: z
          .string()
          .optional()
          .openapi({ description: "A customer's notification: the page it is about" }),
      }),
    }),
    silent: z.boolean(),
    read: z.boolean(),
    clicked: z.boolean(),
    href: z.string().nullable(),
  })
  .openapi("Notification");

const NotificationList = z
  .object({
    items: z.array(Notification),
    unread: z.number().int(),
    timeZone: z.string().openapi({ description: "The site's time zone: the times are shown in it" }),
  })
  .openapi("NotificationList");

/** Open streams of this process, so a shutdown can end them (they would hold the server open). */
const openStreams = new Set<() => void>();

export function closeLiveStreams(): void {
  for (const close of [...openStreams]) close();
}

/** How many streams this process holds open (tests check that closed ones are gone). */
export function openStreamCount(): number {
  return openStreams.size;
}

function lastEventId(c: Context<ApiEnv>): number {
  const raw = c.req.header("last-event-id") ?? c.req.query("lastEventId") ?? "";
  return /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

export function notificationsApi() {
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  operation(
    api,
    {
      method: "get",
      path: "/events",
      operationId: "liveEvents",
      tags: ["Notifications"],
      summary:
        "The signed-in user's live events (server-sent events): `notification` events carry a Notification " +
        "as JSON, their id is its `seq`; a reconnect with Last-Event-ID gets what it missed (at most 50, a day)",
      request: {
        headers: z.object({
          "last-event-id": z
            .string()
            .optional()
            .openapi({ description: "The last event id received (sent by the browser on reconnect)" }),
        }),
      },
      responses: {
        200: {
          description: "An endless event stream; a comment line every 25 s",
          content: { "text/event-stream": { schema: z.string() } },
        },
      },
    },
    "session",
    async (c) => {
      const user = c.var.user!;
      const ctx = c.var.services;
      const projectId = ctx.project.id;
      const after = lastEventId(c);
      c.header("Cache-Control", "no-cache, no-transform");
      // nginx and similar proxies would buffer the stream otherwise.
      c.header("X-Accel-Buffering", "no");
      return streamSSE(c, async (stream) => {
        const queue: NotificationView[] = [];
        let wake: (() => void) | null = null;
        let done = false;
        const stop = () => {
          if (done) return;
          done = true;
          wake?.();
        };
        const unsubscribe = liveBus().subscribe((event: LiveMessage) => {
          // Deactivated (decision 0061): the stream ends at once, in every process.
          if (isUserDeactivated(event)) {
            if (event.userId === user.id) stop();
            return;
          }
          if (event.userId !== user.id || event.projectId !== projectId) return;
          // In the language of the page that opened the stream (`?lang=`), not the creator's.
          queue.push(localizeView(event.notification, event.text, ctx.locale));
          wake?.();
        });
        openStreams.add(stop);
        stream.onAbort(stop);
        c.req.raw.signal?.addEventListener("abort", stop);
        try {
          await stream.writeSSE({ event: "ready", data: "{}", retry: RETRY_MS });
          if (after > 0) {
            const missed = await notificationsAfter(ctx, user.id, after);
            const known = new Set(missed.map((m) => m.id));
            // Anything that arrived meanwhile and is in the replay goes once.
            for (let i = queue.length - 1; i >= 0; i--) if (known.has(queue[i]!.id)) queue.splice(i, 1);
            queue.unshift(...missed);
          }
          while (!done && !stream.aborted) {
            while (queue.length > 0 && !done) {
              const n = queue.shift()!;
              await stream.writeSSE({ event: "notification", id: String(n.seq), data: JSON.stringify(n) });
            }
            if (done) break;
            const timedOut = await new Promise<boolean>((resolve) => {
              const timer = setTimeout(() => resolve(true), HEARTBEAT_MS);
              wake = () => {
                clearTimeout(timer);
                resolve(false);
              };
            });
            wake = null;
            if (timedOut && !done) await stream.write(": heartbeat\n\n");
          }
        } finally {
          unsubscribe();
          openStreams.delete(stop);
        }
      });
    },
  );

  operation(
    api,
    {
      method: "get",
      path: "/notifications.json",
      operationId: "notificationList",
      tags: ["Notifications"],
      summary: "The signed-in user's 30 newest notifications with their read state, and the unread count",
      responses: {
        200: {
          description: "Newest first",
          content: { "application/json": { schema: NotificationList } },
        },
      },
    },
    "session",
    async (c) => respond(c, await listNotifications(c.var.services)),
  );

  operation(
    api,
    {
      method: "post",
      path: "/notifications/read.json",
      operationId: "notificationsMarkRead",
      tags: ["Notifications"],
      summary: "Marks the given notifications (ids) or all of them (all: true) read",
      request: {
        body: {
          content: {
            "application/json": {
              schema: z.object({
                ids: z.array(z.string().uuid()).max(100).optional(),
                all: z.boolean().optional(),
              }),
            },
          },
        },
      },
      responses: {
        200: {
          description: "The unread count after the change",
          content: { "application/json": { schema: z.object({ unread: z.number().int() }) } },
        },
        400: errorResponse("Neither ids nor all, or an id that is not a UUID"),
      },
    },
    "session",
    async (c) => {
      const body = await readJson(c);
      if ("denied" in body) return body.denied;
      return respond(c, await markNotificationsRead(c.var.services, body.value));
    },
  );

  operation(
    api,
    {
      method: "post",
      path: "/notifications/{notificationId}/click.json",
      operationId: "markNotificationClick",
      tags: ["Notifications"],
      summary:
        "mark-notification-click: the user clicked the notification (in the page or on a push message); " +
        "it is clicked and read from now on",
      request: {
        params: z.object({
          notificationId: z.string().openapi({ param: { name: "notificationId", in: "path" } }),
        }),
      },
      responses: {
        200: {
          description: "The notification and the unread count",
          content: {
            "application/json": {
              schema: z.object({ notification: Notification, unread: z.number().int() }),
            },
          },
        },
        404: errorResponse("No such notification of the signed-in user"),
      },
    },
    "session",
    async (c, params) => {
      const id = params.notificationId ?? "";
      if (id.length > 100) return respondError(c, { code: "not_found" });
      return respond(c, await markNotificationClicked(c.var.services, id));
    },
  );

  return api;
}
