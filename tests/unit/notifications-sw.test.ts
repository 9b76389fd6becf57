/**
 * The notifications service worker (public/notifications-sw.js) run as the browser
 * would run it, in a worker-like global: it shows pushes, opens or focuses the job for
 * OPEN_JOB_DETAILS_VIEW only with jobId and workflowId, only warns about other actions, reports every
 * click with mark-notification-click, and follows the page's enable/disable message.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";

const SOURCE = readFileSync(path.resolve("public/notifications-sw.js"), "utf8");
const ORIGIN = "https://www.autohaus-brandt.example";

type Listener = (event: Record<string, unknown>) => void;

function worker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const store = new Map<string, Response>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const warnings: string[] = [];
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  const openWindow = vi.fn(async (url: string) => ({ url }));
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => {},
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: { claim: async () => {}, matchAll: async () => windows, openWindow },
  };
  const caches = {
    open: async () => ({
      match: async (key: string) => store.get(key)?.clone(),
      put: async (key: string, response: Response) => void store.set(key, response),
    }),
  };
  const console = { warn: (...args: unknown[]) => warnings.push(args.map(String).join(" ")) };
  runInNewContext(SOURCE, { self, caches, fetch, console, Response, URL, Number, JSON, Promise });

  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function dispatch(type: string, init: Record<string, unknown>) {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...init, waitUntil: (p: Promise<unknown>) => pending.push(p) });
    await Promise.all(pending);
  }
  const push = (payload: unknown) =>
    dispatch("push", {
      data: {
        json: () => {
          if (typeof payload === "string") throw new SyntaxError("not JSON");
          return payload;
        },
      },
    });
  const click = (data: Record<string, unknown>) => {
    const close = vi.fn();
    return dispatch("notificationclick", { notification: { data, close } }).then(() => close);
  };
  const message = (data: unknown) => dispatch("message", { data });
  return { push, click, message, shown, warnings, fetch, openWindow };
}

const PUSH = {
  notificationId: "n-4711",
  title: "Neuer Lead: BMW 320d",
  body: "Anfrage von Frau Schulz",
  data: { jobId: 4711, workflowId: 3, action: "OPEN_JOB_DETAILS_VIEW" },
};

describe("notifications service worker", () => {
  it("shows a push, tagged with its notification id so a repeat replaces it", async () => {
    const sw = worker();
    await sw.push(PUSH);
    expect(sw.shown).toEqual([
      {
        title: "Neuer Lead: BMW 320d",
        options: {
          body: "Anfrage von Frau Schulz",
          tag: "n-4711",
          data: { notificationId: "n-4711", jobId: 4711, workflowId: 3, action: "OPEN_JOB_DETAILS_VIEW" },
        },
      },
    ]);
  });

  it("ignores pushes without a title or not JSON, with a warning", async () => {
    const sw = worker();
    await sw.push({ body: "no title" });
    await sw.push("garbage");
    expect(sw.shown).toEqual([]);
    expect(sw.warnings.length).toBeGreaterThanOrEqual(2);
  });

  it("shows nothing while the page has told it notifications are off, and again once on", async () => {
    const sw = worker();
    await sw.message({ type: "autohaus.notifications.enabled", enabled: false });
    await sw.push(PUSH);
    expect(sw.shown).toEqual([]);
    await sw.message({ type: "something else", enabled: true });
    await sw.push(PUSH);
    expect(sw.shown).toEqual([]);
    await sw.message({ type: "autohaus.notifications.enabled", enabled: true });
    await sw.push(PUSH);
    expect(sw.shown).toHaveLength(1);
  });

  it("OPEN_JOB_DETAILS_VIEW opens the job page and reports the click", async () => {
    const sw = worker();
    const close = await sw.click({ notificationId: "n-4711", ...PUSH.data });
    expect(close).toHaveBeenCalled();
    expect(sw.openWindow).toHaveBeenCalledWith(`${ORIGIN}/account/jobs/3/4711`);
    expect(sw.fetch).toHaveBeenCalledWith("/api/notifications/n-4711/click.json", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(sw.warnings).toEqual([]);
  });

  it("focuses a window that already shows the job instead of opening another", async () => {
    const focus = vi.fn(async () => ({}));
    const sw = worker([{ url: `${ORIGIN}/account/jobs/3/4711`, focus }]);
    await sw.click({ notificationId: "n-1", jobId: 4711, workflowId: 3, action: "OPEN_JOB_DETAILS_VIEW" });
    expect(focus).toHaveBeenCalled();
    expect(sw.openWindow).not.toHaveBeenCalled();
  });

  it("without jobId and workflowId the action is ignored with a warning; the click is still reported", async () => {
    const sw = worker();
    await sw.click({ notificationId: "n-2", jobId: 4711, action: "OPEN_JOB_DETAILS_VIEW" });
    await sw.click({ notificationId: "n-3", workflowId: 3, action: "OPEN_JOB_DETAILS_VIEW" });
    await sw.click({
      notificationId: "n-4",
      jobId: "4711; drop",
      workflowId: 3,
      action: "OPEN_JOB_DETAILS_VIEW",
    });
    expect(sw.openWindow).not.toHaveBeenCalled();
    expect(sw.warnings.filter((w) => w.includes("needs jobId and workflowId"))).toHaveLength(3);
    expect(sw.fetch).toHaveBeenCalledTimes(3);
  });

  it("any other action only logs a warning", async () => {
    const sw = worker();
    await sw.click({ notificationId: "n-5", jobId: 1, workflowId: 2, action: "DELETE_EVERYTHING" });
    expect(sw.openWindow).not.toHaveBeenCalled();
    expect(sw.warnings.some((w) => w.includes("not handled") && w.includes("DELETE_EVERYTHING"))).toBe(true);
  });

  it("does not report a click whose notification id could change the path", async () => {
    const sw = worker();
    await sw.click({ notificationId: "../../auth/logout", action: "OPEN_JOB_DETAILS_VIEW" });
    expect(sw.fetch).not.toHaveBeenCalled();
    expect(sw.warnings.some((w) => w.includes("without a valid id"))).toBe(true);
  });
});
