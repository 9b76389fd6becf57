/**
 * Browser notifications in the back office (decision 0034), browser-only code loaded
 * on demand (never part of the storefront's bundle). Only where the browser supports
 * notifications, service workers and the Push API; when signed in, granted and not dismissed, the
 * browser subscribes with the installation's application server key and the subscription is sent to
 * the server, otherwise it is unsubscribed and unregistered; the worker is told to enable or disable
 * notifications. Unsupported browsers and failures are logged as warnings, never shown.
 */

/** The local storage key of the dismissed flag. "1": the employee switched notifications off here. */
export const DISMISSED_KEY = "autohaus.notifications.dismissed";
export const SERVICE_WORKER_URL = "/notifications-sw.js";
/** The message the worker listens to (public/notifications-sw.js). */
export const WORKER_MESSAGE = "autohaus.notifications.enabled";

export type Permission = "default" | "granted" | "denied";

function warn(...args: unknown[]) {
  console.warn("[notifications]", ...args);
}

/** Notifications, service workers and the Push API: all three, or browser notifications are left out. */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "Notification" in window &&
    "serviceWorker" in navigator &&
    "PushManager" in window
  );
}

export function currentPermission(): Permission {
  const value = Notification.permission;
  return value === "granted" || value === "denied" ? value : "default";
}

export function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === "1";
  } catch (error) {
    warn("local storage is not available", error);
    return false;
  }
}

export function writeDismissed(dismissed: boolean) {
  try {
    if (dismissed) window.localStorage.setItem(DISMISSED_KEY, "1");
    else window.localStorage.removeItem(DISMISSED_KEY);
  } catch (error) {
    warn("local storage is not available", error);
  }
}

/** Asks the browser; a request that fails (or throws) counts as denied. */
export async function requestPermission(): Promise<Permission> {
  try {
    const answer = await Notification.requestPermission();
    return answer === "granted" || answer === "denied" ? answer : "default";
  } catch (error) {
    warn("the permission request failed", error);
    return "denied";
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}

async function postJson(url: string, body: unknown): Promise<boolean> {
  const res = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) warn(`${url} answered ${res.status}`);
  return res.ok;
}

function tellWorker(registration: ServiceWorkerRegistration, enabled: boolean) {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  worker?.postMessage({ type: WORKER_MESSAGE, enabled });
}

async function subscribe(registration: ServiceWorkerRegistration) {
  const res = await fetch("/api/push/public-key.json", { headers: { accept: "application/json" } });
  if (!res.ok) {
    warn(`the public key could not be read (${res.status})`);
    return;
  }
  const key = keyBytes(((await res.json()) as { publicKey: string }).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Made with another key (another installation on this origin before): browsers refuse to mix them.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await postJson("/api/push/subscriptions.json", subscription.toJSON());
}

async function unsubscribe(registration: ServiceWorkerRegistration | undefined) {
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await postJson("/api/push/subscriptions/remove.json", { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

let running: Promise<void> = Promise.resolve();

/**
 * Brings the browser and the server in line with the permission and the dismissed flag (signed-in
 * employees only: the back office calls this). Calls run one after another; errors are only logged.
 */
export function syncPushSubscription(): Promise<void> {
  running = running.then(async () => {
    if (!pushSupported()) {
      warn("this browser does not support notifications, service workers or push");
      return;
    }
    try {
      const enabled = currentPermission() === "granted" && !readDismissed();
      if (enabled) {
        const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
        tellWorker(registration, true);
        await subscribe(registration);
      } else {
        const registration = await navigator.serviceWorker.getRegistration("/");
        if (registration) tellWorker(registration, false);
        await unsubscribe(registration);
      }
    } catch (error) {
      warn("push registration failed", error);
    }
  });
  return running;
}

/** Which browser's instructions to open first (the others stay one click away). */
export function detectBrowser(userAgent: string): "chrome" | "firefox" | "safari" | "edge" {
  if (/Edg\//.test(userAgent)) return "edge";
  if (/Firefox\//.test(userAgent)) return "firefox";
  if (/Chrome\/|Chromium\//.test(userAgent)) return "chrome";
  if (/Safari\//.test(userAgent)) return "safari";
  return "chrome";
}
