/**
 * Browser push for signed-in users (decision 0034; customers too since decision 0064). The paths:
 * - `GET /push/public-key.json`: the application server key (VAPID public key) to subscribe with;
 * - `POST /push/subscriptions.json`: stores the browser's `PushSubscription.toJSON()` (idempotent);
 * - `POST /push/subscriptions/remove.json`: forgets the caller's subscription of an endpoint (idempotent).
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  pushPublicKey,
  registerPushSubscription,
  unregisterPushSubscription,
} from "../core/push/push.service.server";
import { operation, readJson } from "./operation";
import { respond, validationHook } from "./respond";
import { errorResponse } from "./schemas";
import type { ApiEnv } from "./types";

const PushPublicKey = z
  .object({
    publicKey: z.string().openapi({ description: "URL-safe base64 of the P-256 public key (65 bytes)" }),
  })
  .openapi("PushPublicKey");

const PushSubscriptionBody = z
  .object({
    endpoint: z.string().max(2048).openapi({
      description:
        "The push service URL the browser gave: https, on a browser's push service (FCM, Mozilla, Apple, WNS) or a host of PUSH_SERVICE_HOSTS",
      example: "https://fcm.googleapis.com/fcm/send/abc",
    }),
    expirationTime: z.number().int().nullable().optional(),
    keys: z.object({
      p256dh: z.string().openapi({ description: "URL-safe base64 of the browser's P-256 public key" }),
      auth: z.string().openapi({ description: "URL-safe base64 of the 16-byte auth secret" }),
    }),
  })
  .openapi("PushSubscription");

const PushRegistered = z
  .object({
    registered: z.literal(true),
    subscriptions: z
      .number()
      .int()
      .openapi({ description: "The caller's active subscriptions on this site" }),
  })
  .openapi("PushRegistered");

const PushRemoved = z
  .object({
    removed: z.boolean().openapi({ description: "Whether the caller had a subscription of that endpoint" }),
    subscriptions: z.number().int(),
  })
  .openapi("PushRemoved");

export function pushApi() {
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  operation(
    api,
    {
      method: "get",
      path: "/push/public-key.json",
      operationId: "pushPublicKey",
      tags: ["Push"],
      summary: "The installation's VAPID public key, the applicationServerKey browsers subscribe with",
      responses: {
        200: { description: "The key", content: { "application/json": { schema: PushPublicKey } } },
      },
    },
    ["employee", "customer"],
    async (c) => respond(c, await pushPublicKey(c.var.services)),
  );

  operation(
    api,
    {
      method: "post",
      path: "/push/subscriptions.json",
      operationId: "registerPushSubscription",
      tags: ["Push"],
      summary:
        "Stores this browser's push subscription for the signed-in user (idempotent; re-enables one a push service had turned away)",
      request: {
        body: { content: { "application/json": { schema: PushSubscriptionBody } }, required: true },
      },
      responses: {
        200: { description: "Stored", content: { "application/json": { schema: PushRegistered } } },
        400: errorResponse("Not a subscription, or an endpoint that is not a known push service"),
        409: errorResponse(
          "The endpoint is another user's subscription and the keys sent are not that subscription's",
        ),
      },
    },
    ["employee", "customer"],
    async (c) => {
      const body = await readJson(c);
      if ("denied" in body) return body.denied;
      return respond(
        c,
        await registerPushSubscription(c.var.services, body.value, {
          sessionToken: c.var.sessionToken,
          userAgent: c.req.header("user-agent") ?? null,
        }),
      );
    },
  );

  operation(
    api,
    {
      method: "post",
      path: "/push/subscriptions/remove.json",
      operationId: "unregisterPushSubscription",
      tags: ["Push"],
      summary: "Forgets the signed-in user's subscription of this endpoint (idempotent)",
      request: {
        body: {
          content: { "application/json": { schema: z.object({ endpoint: z.string().max(2048) }) } },
          required: true,
        },
      },
      responses: {
        200: {
          description: "Forgotten (or there was none)",
          content: { "application/json": { schema: PushRemoved } },
        },
        400: errorResponse("No endpoint given"),
      },
    },
    ["employee", "customer"],
    async (c) => {
      const body = await readJson(c);
      if ("denied" in body) return body.denied;
      return respond(c, await unregisterPushSubscription(c.var.services, body.value));
    },
  );

  return api;
}
