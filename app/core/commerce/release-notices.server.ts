/**
 * The buyer is told when the scheduler releases their car hold (decision 0069): a provisional
 * hold whose order-mail link was never used (PROVISIONAL_HOLD_MINUTES), or the full reservation of an
 * order nobody confirmed in RESERVATION_HOURS. The release task (`releaseExpiredReservations`) calls
 * `tellReleasedHolds` in its own transaction, so the mail (every buyer, in the order's language) and,
 * for a customer with an account, the `order_released` notification (decision 0064) exist exactly when
 * the car is on sale again. One mail per order, however many of its cars were released.
 */
import type { Db } from "../../db/client.server";
import { isLocale } from "../../shared/locales";
import { enqueue } from "../background/outbox.server";
import type { ServiceOutbox } from "../context/service-context.server";
import { scopeOf } from "../context/tenant-scope.server";
import { translate } from "../i18n/messages.server";
import { enqueueMail } from "../mail/outbox.server";
import { queueCustomerNotification } from "../notifications/customer-notifications.server";
import type { Project } from "../tenancy/project";
import { allProjects } from "../tenancy/tenancy.service.server";
import { issueOrderViewLink } from "./order-links.server";
import { findOrderById, findOrderParties, listLinesOfOrder, type ReleasedHold } from "./orders.repo.server";
import { confirmedUntil, PROVISIONAL_HOLD_MINUTES, RESERVATION_HOURS } from "./reservation-rules";

/** Queues the mails and notifications of the holds `releaseExpiredReservations` just ended, in `tx`. */
export async function tellReleasedHolds(
  tx: Db,
  released: readonly ReleasedHold[],
  now: Date,
): Promise<number> {
  if (released.length === 0) return 0;
  const byOrder = new Map<string, { projectId: string; carIds: Set<string> }>();
  for (const r of released) {
    const entry = byOrder.get(r.orderId) ?? { projectId: r.projectId, carIds: new Set<string>() };
    entry.carIds.add(r.carId);
    byOrder.set(r.orderId, entry);
  }
  const projects = new Map<string, Project>((await allProjects(tx)).map((p) => [p.id, p]));
  let told = 0;
  for (const [orderId, { projectId, carIds }] of byOrder) {
    const project = projects.get(projectId);
    if (!project) continue;
    const scope = scopeOf(tx, projectId);
    const order = await findOrderById(scope, orderId);
    // A confirmed or cancelled order's cars are not released by the clock: only a placed one is told.
    if (order?.status !== "placed") continue;
    const [parties, lines] = await Promise.all([
      findOrderParties(scope, order),
      listLinesOfOrder(scope, orderId),
    ]);
    const cars = lines
      .filter((l) => l.carId !== null && carIds.has(l.carId))
      .map((l) => [l.brandName, l.name].filter(Boolean).join(" "))
      .join(", ");
    // Released before the full reservation's end: the buyer never used the order mail's link.
    const unconfirmed = now.getTime() < confirmedUntil(order.createdAt).getTime();
    const locale = isLocale(order.language) ? order.language : project.defaultLanguage;
    const email = parties.client?.email;
    if (email) {
      const site = `https://${project.domains[0] ?? "localhost"}`;
      const prefix = locale === project.defaultLanguage ? "" : `/${locale}`;
      // A guest has no account: the link carries a token that opens this order in any browser.
      const path = order.userId
        ? `/account/orders/${encodeURIComponent(order.number)}`
        : `/orderComplete/${await issueOrderViewLink(scope, { id: order.id, email, jobId: order.jobId }, now)}`;
      const values = {
        site: project.name,
        number: order.number,
        name: `${parties.client?.firstName ?? ""} ${parties.client?.lastName ?? ""}`.trim(),
        cars,
        minutes: PROVISIONAL_HOLD_MINUTES,
        hours: RESERVATION_HOURS,
        link: `${site}${prefix}${path}`,
      };
      const key = unconfirmed ? "released_unconfirmed" : "released_expired";
      await enqueueMail(tx, projectId, {
        to: email,
        lang: locale,
        subject: translate(locale, `commerce:mail.${key}.subject`, values),
        text: translate(locale, `commerce:mail.${key}.text`, values),
      });
    }
    const outbox: ServiceOutbox = { enqueue: (kind, payload) => enqueue(tx, projectId, kind, payload) };
    await queueCustomerNotification({ outbox }, order.userId, {
      kind: "order_released",
      key: `order_released:${order.id}`,
      vars: { number: order.number, cars },
      href: `/account/orders/${encodeURIComponent(order.number)}`,
    });
    told += 1;
  }
  return told;
}
