/**
 * Runs guided tours in the back office (decision 0032). The account layout hands it the
 * tours the server lets this user see; on each screen the first one the user has never seen starts by
 * itself, and any of them starts again from the user menu (`startTour`). driver.js and its styles are
 * loaded only when a tour runs. Each step reports shown / completed / dropped to the server.
 */
import { useEffect, useRef } from "react";
import { useMatches } from "react-router";
import type { TourType } from "../../core/tours/tour-screens";
import { pickSession } from "./tour-pick";
import { accountRouteKeyOf, START_TOUR_EVENT, toursOnRoute } from "./tour-start";

export type RunnerTour = {
  id: string;
  name: string;
  type: TourType;
  completed: boolean;
  seen: boolean;
  /** The tour's last revision: an edited tour is a new one to the runner. */
  revision: string;
  steps: { id: string; selector: string; text: string }[];
};

const versionOf = (t: Pick<RunnerTour, "id" | "revision">) => `${t.id}@${t.revision}`;

export type RunnerTexts = { next: string; previous: string; done: string; progress: string };

/**
 * A browser-level switch that keeps tours from starting by themselves (they still start from the user
 * menu): the end-to-end suite sets it so other screens' tests are not covered by a tour (decision 0032).
 */
export const AUTOSTART_KEY = "autohaus:tours-autostart";

function autostartOff(): boolean {
  // Not in a window the tour editor opened to pick an element (decision 0053).
  if (pickSession()) return true;
  try {
    return window.localStorage.getItem(AUTOSTART_KEY) === "off";
  } catch {
    return false;
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function report(tourId: string, stepId: string, event: "shown" | "completed" | "dropped") {
  void fetch(`/api/tours/${tourId}/events.json`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ stepId, event }),
    keepalive: true,
  }).catch(() => undefined);
}

function presentElement(selector: string): Element | undefined {
  try {
    return document.querySelector(selector) ?? undefined;
  } catch {
    return undefined;
  }
}

async function run(tour: RunnerTour, texts: RunnerTexts, onEnd: () => void) {
  const [{ driver }] = await Promise.all([import("driver.js"), import("driver.js/dist/driver.css")]);
  let ended = false;
  const end = () => {
    ended = true;
    onEnd();
  };
  const d = driver({
    showProgress: tour.steps.length > 1,
    progressText: texts.progress,
    nextBtnText: texts.next,
    prevBtnText: texts.previous,
    doneBtnText: texts.done,
    popoverClass: "autohaus-tour",
    steps: tour.steps.map((s) => ({
      element: presentElement(s.selector),
      popover: { title: escapeHtml(tour.name), description: escapeHtml(s.text) },
    })),
    onHighlightStarted: (_el, _step, { index }) => {
      const step = index === undefined ? undefined : tour.steps[index];
      if (step) report(tour.id, step.id, "shown");
    },
    onNextClick: (_el, _step, { driver: active, index }) => {
      const step = index === undefined ? undefined : tour.steps[index];
      if (step) report(tour.id, step.id, "completed");
      if (active.isLastStep()) {
        end();
        active.destroy();
      } else {
        active.moveNext();
      }
    },
    onDoneClick: (_el, _step, { driver: active, index }) => {
      const step = index === undefined ? undefined : tour.steps[index];
      if (step) report(tour.id, step.id, "completed");
      end();
      active.destroy();
    },
    onDestroyStarted: (_el, _step, { driver: active, index }) => {
      if (!ended) {
        const step = index === undefined ? undefined : tour.steps[index];
        if (step) report(tour.id, step.id, "dropped");
        end();
      }
      active.destroy();
    },
  });
  d.drive();
}

export function TourRunner({ tours, texts }: { tours: readonly RunnerTour[]; texts: RunnerTexts }) {
  const routeKey = accountRouteKeyOf(useMatches());
  // Tour versions seen in this page's lifetime, besides those the server says the user has seen.
  const seen = useRef(new Set<string>());
  for (const t of tours) if (t.seen) seen.current.add(versionOf(t));
  const running = useRef(false);
  const latest = useRef({ tours, texts });
  latest.current = { tours, texts };

  const start = useRef((tour: RunnerTour) => {
    if (running.current || tour.steps.length === 0) return;
    running.current = true;
    seen.current.add(versionOf(tour));
    run(tour, latest.current.texts, () => {
      running.current = false;
    }).catch(() => {
      running.current = false;
    });
  }).current;

  useEffect(() => {
    const onStart = (e: Event) => {
      const id = (e as CustomEvent<{ id?: string }>).detail?.id;
      const tour = latest.current.tours.find((t) => t.id === id);
      if (tour) start(tour);
    };
    window.addEventListener(START_TOUR_EVENT, onStart);
    return () => window.removeEventListener(START_TOUR_EVENT, onStart);
  }, [start]);

  // The layout's data is read again when the user moves to another screen with tours (its
  // shouldRevalidate): a tour added or edited meanwhile starts there, without a reload.
  const versions = tours.map(versionOf).join(" ");
  useEffect(() => {
    if (!versions) return;
    const first = toursOnRoute(latest.current.tours, routeKey).find((t) => !seen.current.has(versionOf(t)));
    if (!first || autostartOff()) return;
    // After the screen has painted, so the steps find their elements.
    const timer = window.setTimeout(() => start(first), 600);
    return () => window.clearTimeout(timer);
  }, [routeKey, start, versions]);

  return null;
}
