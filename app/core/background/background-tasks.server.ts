/**
 * The registration point of periodic tasks (decision 0021). A task is a name, an interval and a function
 * of the database; the scheduler starts each once per interval across all processes. The jobs issue
 * adds its tasks (deadline reminders, retention) to this list.
 */

import { publishDueDrafts } from "../cms/cms-editor.service.server";
import { releaseExpiredReservations } from "../commerce/orders.repo.server";
import { tellReleasedHolds } from "../commerce/release-notices.server";
import { notifyLapsingReservationsEverywhere } from "../commerce/reservation-notices.server";
import { createServiceContext } from "../context/service-context.server";
import { deleteAnonymousFavoritesBefore } from "../favorites/favorites.repo.server";
import { pruneThrottle } from "../identity/throttle.server";
import { notifyCriticalJobsEverywhere } from "../notifications/job-notifications.server";
import { sendServiceReminders } from "../service-booking/service-reminders.server";
import { allProjects } from "../tenancy/tenancy.service.server";
import type { ScheduledTask } from "./scheduler.server";

/** Anonymous visitors' favorites are kept this long. */
export const ANONYMOUS_FAVORITES_DAYS = 90;

export const backgroundTasks: readonly ScheduledTask[] = [
  {
    // Expired windows are dead weight (`hit` restarts them anyway); one row per IP and account tried.
    name: "prune-throttle-buckets",
    everySeconds: 3_600,
    run: ({ db }) => pruneThrottle(db),
  },
  {
    name: "prune-anonymous-favorites",
    everySeconds: 86_400,
    run: ({ db }) => deleteAnonymousFavoritesBefore(db, ANONYMOUS_FAVORITES_DAYS),
  },
  {
    // A used car held at checkout is available again when its hold ends (30 minutes unless the buyer
    // confirmed the order mail, else 48 hours) unless an employee confirmed the order (which clears
    // reserved_until); checked every few minutes, so it is at most that late. The buyer is told by mail
    // (and, with an account, a notification) in the same transaction (decision 0069).
    name: "release-expired-reservations",
    everySeconds: 120,
    run: ({ db, now }) => releaseExpiredReservations(db, now, tellReleasedHolds),
  },
  {
    // A placed order's reservation is announced to its job's people once, LAPSE_NOTICE_HOURS before it
    // ends (decision 0049); the notification's key makes it once across processes.
    name: "notify-lapsing-reservations",
    everySeconds: 300,
    run: ({ db, now }) => notifyLapsingReservationsEverywhere(db, now),
  },
  {
    // Workshop appointments are reminded once, within the day before they start; the claim
    // in the task makes that once across processes even if two runs overlap.
    name: "service-appointment-reminders",
    everySeconds: 900,
    run: ({ db, now }) => sendServiceReminders(db, now),
  },
  {
    // CMS drafts with a publication time: published per language once the time has come.
    name: "cms-scheduled-publish",
    everySeconds: 60,
    run: async ({ db, now }) => {
      const projects = new Map((await allProjects(db)).map((p) => [p.id, p]));
      const published = await publishDueDrafts(db, now ?? new Date(), async (id) => {
        const project = projects.get(id);
        return project ? createServiceContext({ db, project }) : null;
      });
      return { published };
    },
  },
  {
    // Jobs become critical by the clock (decision 0022): announced once to their people (decision 0033).
    name: "notify-critical-jobs",
    everySeconds: 60,
    run: ({ db, now }) => notifyCriticalJobsEverywhere(db, now),
  },
];
