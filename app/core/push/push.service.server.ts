/**
 * Browser push subscriptions of signed-in employees (decision 0034): register the
 * browser's subscription, unregister it, and hand out the installation's public VAPID key.
 */
import type { z } from "zod";
import { err, ok, type Result } from "../../shared/result";
import { can, type ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { tokenHash } from "../identity/tokens.server";
import { countActiveSubscriptions, deleteSubscription, upsertSubscription } from "./push.repo.server";
import { pushSubscriptionSchema, pushUnsubscribeSchema, withoutControl } from "./push-schema";
import { vapidKeys } from "./vapid.server";

type PushError =
  | { code: "unauthorized" }
  | { code: "forbidden" }
  | { code: "conflict"; message: string }
  | { code: "invalid"; fields: Record<string, string[]> };

const CATALOGUE_KEY = /^[a-z_-]+:[a-z_.]+$/i;

/** zod issues as `{ field: [catalogue keys] }`; zod's own English messages become a generic key. */
function fieldsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    const message = CATALOGUE_KEY.test(issue.message) ? issue.message : "validation:invalid_value";
    fields[key] = [...new Set([...(fields[key] ?? []), message])];
  }
  return fields;
}

/** A foreign key violation on the subscription's session: the session no longer exists. */
function sessionGone(error: unknown): boolean {
  for (let cur: unknown = error, depth = 0; cur && depth < 4; depth++) {
    const c = cur as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (c.code === "23503" && `${c.constraint ?? ""} ${c.message ?? ""}`.includes("session_id")) return true;
    cur = c.cause;
  }
  return false;
}

/**
 * Every signed-in user may get pushes for their own notifications: employees about jobs, customers about
 * their orders, offers, appointments and rentals (decision 0064); the API gate says so too.
 */
function signedIn(ctx: ServiceContext): Result<{ id: string }, PushError> {
  if (!ctx.principal) return err({ code: "unauthorized" });
  // An account without a role (an employee who must enrol two-factor sign-in first) gets none.
  if (!can(ctx, "employee") && !can(ctx, "customer")) return err({ code: "forbidden" });
  return ok({ id: ctx.principal.id });
}

/** The application server key the browser subscribes with (URL-safe base64). */
export async function pushPublicKey(ctx: ServiceContext): Promise<Result<{ publicKey: string }, PushError>> {
  const who = signedIn(ctx);
  if (!who.ok) return who;
  const { publicKey } = await vapidKeys(ctx.db);
  return ok({ publicKey });
}

/**
 * Stores the browser's subscription for the signed-in employee (idempotent; re-enables a disabled one).
 * An endpoint registered by another employee is taken over only with that subscription's own keys.
 */
export async function registerPushSubscription(
  ctx: ServiceContext,
  input: unknown,
  request: { sessionToken: string | null; userAgent: string | null },
): Promise<Result<{ registered: true; subscriptions: number }, PushError>> {
  const who = signedIn(ctx);
  if (!who.ok) return who;
  // The signed-in principal came from this session token (API middleware): the row ends with it.
  if (!request.sessionToken) return err({ code: "unauthorized" });
  const { userAgent } = request;
  const parsed = pushSubscriptionSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldsOf(parsed.error) });
  const scope = scoped(ctx);
  try {
    const stored = await upsertSubscription(scope, {
      userId: who.value.id,
      sessionId: tokenHash(request.sessionToken),
      endpoint: parsed.data.endpoint,
      p256dh: parsed.data.keys.p256dh,
      auth: parsed.data.keys.auth,
      userAgent: userAgent ? withoutControl(userAgent).slice(0, 300) : null,
    });
    // Another employee's endpoint, and the request does not hold that browser's keys: refused, untouched.
    if (!stored) return err({ code: "conflict", message: "push:errors.endpoint_taken" });
  } catch (error) {
    // The session ended between the sign-in check and the insert (signed out in another tab).
    if (sessionGone(error)) return err({ code: "unauthorized" });
    throw error;
  }
  return ok({ registered: true, subscriptions: await countActiveSubscriptions(scope, who.value.id) });
}

/** Removes the signed-in employee's subscription of this endpoint (idempotent: `removed` says whether one was there). */
export async function unregisterPushSubscription(
  ctx: ServiceContext,
  input: unknown,
): Promise<Result<{ removed: boolean; subscriptions: number }, PushError>> {
  const who = signedIn(ctx);
  if (!who.ok) return who;
  const parsed = pushUnsubscribeSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldsOf(parsed.error) });
  const scope = scoped(ctx);
  const removed = await deleteSubscription(scope, who.value.id, parsed.data.endpoint);
  return ok({ removed, subscriptions: await countActiveSubscriptions(scope, who.value.id) });
}
