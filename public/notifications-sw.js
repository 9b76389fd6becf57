/*
 * The notifications service worker of Autohaus (issue 17, decision 0034), served at /notifications-sw.js
 * with Cache-Control: no-cache. It shows browser pushes, opens a job for the action OPEN_JOB_DETAILS_VIEW
 * and a page of this site for OPEN_URL (a customer's order, offer...; decision 0062),
 * reports clicks (mark-notification-click) and is told by the back office whether to show notifications
 * at all (browser permission and the employee's dismissed flag). Problems are logged as warnings, never
 * shown (spec 8).
 */

const OPEN_JOB_DETAILS_VIEW = "OPEN_JOB_DETAILS_VIEW";
const OPEN_URL = "OPEN_URL";
/** Where the enabled flag is kept: a worker's globals are lost whenever the browser stops it. */
const STATE_CACHE = "autohaus-notifications-state";
const STATE_KEY = "/notifications-sw-state.json";
const MESSAGE_TYPE = "autohaus.notifications.enabled";
const NOTIFICATION_ID = /^[A-Za-z0-9_-]{1,64}$/;

function warn(...args) {
  console.warn("[notifications-sw]", ...args);
}

async function isEnabled() {
  try {
    const cache = await caches.open(STATE_CACHE);
    const stored = await cache.match(STATE_KEY);
    if (!stored) return true;
    const state = await stored.json();
    return state.enabled !== false;
  } catch (error) {
    warn("could not read the enabled flag", error);
    return true;
  }
}

async function setEnabled(enabled) {
  const cache = await caches.open(STATE_CACHE);
  await cache.put(
    STATE_KEY,
    new Response(JSON.stringify({ enabled }), { headers: { "Content-Type": "application/json" } }),
  );
}

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("message", (event) => {
  const message = event.data;
  if (!message || message.type !== MESSAGE_TYPE || typeof message.enabled !== "boolean") return;
  event.waitUntil(
    setEnabled(message.enabled).catch((error) => warn("could not store the enabled flag", error)),
  );
});

/** The push's JSON: { notificationId, title, body, data: { jobId?, workflowId?, action? } }. */
function readPush(event) {
  if (!event.data) return null;
  try {
    const payload = event.data.json();
    if (!payload || typeof payload.title !== "string" || payload.title === "") return null;
    return payload;
  } catch (error) {
    warn("a push that is not JSON", error);
    return null;
  }
}

self.addEventListener("push", (event) => {
  event.waitUntil(
    (async () => {
      const payload = readPush(event);
      if (!payload) {
        warn("a push without a title was ignored");
        return;
      }
      if (!(await isEnabled())) return;
      const data = payload.data && typeof payload.data === "object" ? payload.data : {};
      const notificationId = typeof payload.notificationId === "string" ? payload.notificationId : "";
      await self.registration.showNotification(payload.title, {
        body: typeof payload.body === "string" ? payload.body : "",
        // A repeated delivery of the same notification replaces the first instead of stacking up.
        tag: notificationId || undefined,
        data: {
          notificationId,
          jobId: data.jobId,
          workflowId: data.workflowId,
          action: data.action,
          url: data.url,
        },
      });
    })(),
  );
});

/** mark-notification-click: the in-page notifications' endpoint records that the push was clicked. */
async function reportClick(notificationId) {
  if (!NOTIFICATION_ID.test(notificationId || "")) {
    warn("a clicked notification without a valid id was not reported");
    return;
  }
  try {
    const response = await fetch(`/api/notifications/${notificationId}/click.json`, {
      method: "POST",
      credentials: "include",
      // The server's CSRF guard wants a JSON body on a same-origin POST.
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    if (!response.ok) warn("reporting the click failed", response.status);
  } catch (error) {
    warn("reporting the click failed", error);
  }
}

/** Focuses a window already showing the URL, else opens it. */
async function openOrFocus(url) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of windows) {
    if (client.url === url && "focus" in client) return client.focus();
  }
  if (self.clients.openWindow) return self.clients.openWindow(url);
  return undefined;
}

/** A path of this site only: never another origin. */
function siteUrl(path) {
  if (typeof path !== "string" || !/^\/(?![/\\])\S*$/.test(path)) return null;
  const url = new URL(path, self.location.origin);
  return url.origin === self.location.origin ? url.href : null;
}

async function runAction(data) {
  if (data.action === OPEN_URL) {
    const url = siteUrl(data.url);
    if (!url) {
      warn(`${OPEN_URL} needs a path of this site; ignored`);
      return;
    }
    try {
      await openOrFocus(url);
    } catch (error) {
      warn("could not open the page", error);
    }
    return;
  }
  if (data.action !== OPEN_JOB_DETAILS_VIEW) {
    warn("notification action not handled:", data.action);
    return;
  }
  const jobId = Number(data.jobId);
  const workflowId = Number(data.workflowId);
  if (!Number.isInteger(jobId) || jobId <= 0 || !Number.isInteger(workflowId) || workflowId <= 0) {
    warn(`${OPEN_JOB_DETAILS_VIEW} needs jobId and workflowId; ignored`);
    return;
  }
  const url = new URL(`/account/jobs/${workflowId}/${jobId}`, self.location.origin).href;
  try {
    await openOrFocus(url);
  } catch (error) {
    warn("could not open the job", error);
  }
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(Promise.all([reportClick(data.notificationId), runAction(data)]));
});
