/**
 * The reservation lapse notice (decision 0049): `LAPSE_NOTICE_HOURS` before the full online
 * reservation of a still-placed order ends, the order's job's assignee (or, while nobody has it, the
 * dealer's lead workers) gets one warning notification in their language. Once per order: the
 * notification's key `order-lapse:<order id>` is remembered in `notifications`, whichever process runs
 * the periodic task. Provisional holds (decision 0045) are left out: the buyer has to act on those.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { cars, notifications, orderLines, orders } from "../../db/schema";
import { projectTimeZone } from "../../shared/date-time";
import { dateTimeFormat } from "../../shared/intl";
import { isLocale } from "../../shared/locales";
import { createServiceContext, type ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { translate } from "../i18n/messages.server";
import { jobRecipients } from "../notifications/job-notifications.server";
import { notify } from "../notifications/notifications.service.server";
import { allProjects } from "../tenancy/tenancy.service.server";
import { findOrderJob } from "./orders.repo.server";
import { LAPSE_NOTICE_HOURS, PROVISIONAL_HOLD_MINUTES } from "./reservation-rules";

/** Orders announced per project and run (the rest in the next run). */
const BATCH = 50;

/** Announces this project's reservations that end within the notice window; answers how many were told. */
export async function notifyLapsingReservations(ctx: ServiceContext): Promise<number> {
  const scope = scoped(ctx);
  const now = ctx.clock.now();
  const horizon = new Date(now.getTime() + LAPSE_NOTICE_HOURS * 3_600_000);
  const until = sql<string>`min(${cars.reservedUntil})`;
  const due = await scope.db
    .select({ id: orders.id, number: orders.number, jobId: orders.jobId, until })
    .from(orders)
    .innerJoin(orderLines, and(eq(orderLines.orderId, orders.id), scope.owns(orderLines)))
    .innerJoin(cars, and(eq(cars.id, orderLines.carId), scope.owns(cars)))
    .where(
      scope.where(
        orders,
        eq(orders.status, "placed"),
        isNotNull(orders.jobId),
        eq(cars.status, "reserved"),
        sql`${cars.reservedUntil} > ${now.toISOString()}::timestamptz`,
        sql`${cars.reservedUntil} <= ${horizon.toISOString()}::timestamptz`,
        // A full reservation, not a provisional hold awaiting the buyer's link.
        sql`${cars.reservedUntil} > ${orders.createdAt} + make_interval(mins => ${PROVISIONAL_HOLD_MINUTES})`,
        sql`not exists (select 1 from ${notifications} where ${scope.where(
          notifications,
          sql`${notifications.key} = 'order-lapse:' || ${orders.id}::text`,
        )})`,
      ),
    )
    .groupBy(orders.id, orders.number, orders.jobId)
    .limit(BATCH);
  let sent = 0;
  for (const order of due) {
    const job = order.jobId === null ? null : await findOrderJob(scope, order.jobId);
    if (!job) continue;
    const end = new Date(order.until);
    const told = await notify(ctx, await jobRecipients(ctx, job), {
      key: `order-lapse:${order.id}`,
      type: "warning",
      jobId: job.id,
      workflowId: job.workflowId,
      action: "OPEN_JOB_DETAILS_VIEW",
      render: (language) => {
        const locale = isLocale(language) ? language : ctx.project.defaultLanguage;
        const vars = {
          number: order.number,
          when: dateTimeFormat(locale, {
            dateStyle: "medium",
            timeStyle: "short",
            // The project's zone, as the back office's order dates (decision 0054).
            timeZone: projectTimeZone(ctx.project),
          }).format(end),
        };
        return {
          content: translate(locale, "notifications:order_lapse.title", vars),
          body: translate(locale, "notifications:order_lapse.body", vars),
        };
      },
    });
    sent += told.length;
  }
  return sent;
}

/** The periodic task: every project's reservations that are about to lapse. */
export async function notifyLapsingReservationsEverywhere(db: Db, now?: Date) {
  let sent = 0;
  for (const project of await allProjects(db)) {
    const ctx = createServiceContext({ db, project, clock: now ? { now: () => now } : undefined });
    sent += await notifyLapsingReservations(ctx);
  }
  return { sent };
}
