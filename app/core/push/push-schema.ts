/**
 * Input of the push API (decision 0034): a browser's PushSubscription as `toJSON()` gives it,
 * and the payload of the outbox kind `push`. Pure (no I/O), shared by the API, the services and tests.
 */
import { z } from "zod";

/**
 * Push services of the browsers the back office supports: Chrome, Edge, Opera and other Chromium browsers
 * (FCM), Firefox (Mozilla autopush), Safari (Apple) and Edge on Windows (WNS). The server POSTs to the
 * endpoint a browser hands in, so any other host is refused: otherwise a signed-in account could make the
 * server send requests to hosts of the operator's own network. `PUSH_SERVICE_HOSTS` (comma-separated
 * host names) adds more, for a self-hosted push service or the integration test's local one.
 */
export const PUSH_SERVICE_HOST_SUFFIXES = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
] as const;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** Control characters (C0, DEL, C1): never part of a URL or a user agent. */
export function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

export function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

/** The text without control characters. */
export function withoutControl(text: string): string {
  let out = "";
  for (const ch of text) if (!isControl(ch.charCodeAt(0))) out += ch;
  return out;
}

function extraHosts(): string[] {
  return (process.env.PUSH_SERVICE_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether the server may send pushes to this endpoint: https, no credentials, a known push service. */
export function allowedPushEndpoint(value: string): boolean {
  if (value.length > 2048 || hasControl(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (extraHosts().includes(host)) return true;
  return PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/** Decoded length of URL-safe base64 text. */
function decodedLength(value: string): number {
  return Buffer.from(value.replace(/=+$/, ""), "base64url").length;
}

export const pushEndpointSchema = z
  .string({ message: "validation:required" })
  .max(2048, { message: "validation:too_long" })
  .refine(allowedPushEndpoint, { message: "push:errors.endpoint" });

export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string()
        .max(200)
        .regex(BASE64URL)
        .refine((v) => decodedLength(v) === 65, { message: "push:errors.keys" }),
      auth: z
        .string()
        .max(100)
        .regex(BASE64URL)
        .refine((v) => decodedLength(v) === 16, { message: "push:errors.keys" }),
    },
    { message: "push:errors.keys" },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** An endpoint to forget: any text a URL could be (no control characters: NUL cannot even be queried). */
export const pushUnsubscribeSchema = z.object({
  endpoint: z
    .string()
    .min(1)
    .max(2048)
    .refine((v) => !hasControl(v), { message: "push:errors.endpoint" }),
});

/** What a push carries (push data with jobId, workflowId and an action key). */
export const pushDataSchema = z.object({
  jobId: z.number().int().positive().optional(),
  workflowId: z.number().int().positive().optional(),
  action: z
    .string()
    .max(64)
    .regex(/^[A-Z][A-Z0-9_]*$/)
    .optional(),
  /** For OPEN_URL: a path of this site (a customer's order, offer...; decision 0064). */
  url: z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])\S*$/)
    .optional(),
});

/**
 * The payload of an outbox row of kind `push`. Title and body are cut to fit the push services' limit
 * of about 4 KB of encrypted payload (RFC 8291 adds 103 bytes and a padding delimiter).
 */
export const pushPayloadSchema = z.object({
  userId: z.string().uuid(),
  notificationId: z.string().min(1).max(64),
  title: z.string().min(1).max(200),
  body: z.string().max(1000).default(""),
  data: pushDataSchema.default({}),
});
export type PushPayload = z.input<typeof pushPayloadSchema>;

/** The action that opens a job: needs both jobId and workflowId. */
export const OPEN_JOB_DETAILS_VIEW = "OPEN_JOB_DETAILS_VIEW";

/** The action that opens a page of this site (`url`): a customer's notification (decision 0064). */
export const OPEN_URL = "OPEN_URL";
