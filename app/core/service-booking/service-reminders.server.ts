/**
 * The reminder the day before: a scheduler task (core/background/background-tasks.server.ts)
 * claims every booked appointment that starts within the next `REMINDER_LEAD_HOURS` and has not been
 * reminded, and queues its mail in the same transaction. The claim is one conditional UPDATE ...
 * RETURNING, so two processes running the task at once never remind one appointment twice; a rollback
 * of the mails also gives the claim back.
 */
import type { Db } from "../../db/client.server";
import { isLocale, LOCALE_TAGS, type Locale } from "../../shared/locales";
import { enqueue } from "../background/outbox.server";
import type { ServiceOutbox } from "../context/service-context.server";
import { scopeOf } from "../context/tenant-scope.server";
import { translate } from "../i18n/messages.server";
import { findProjectLocation } from "../locations/locations.repo.server";
import { formatAppointment, isTimeZone } from "../locations/zoned-time";
import { issueMailLink } from "../mail/mail-links.server";
import { enqueueMail } from "../mail/outbox.server";
import {
  customerOfJob,
  perLocale,
  queueCustomerNotification,
} from "../notifications/customer-notifications.server";
import type { TextVar } from "../notifications/notification-types";
import { type LocalizedText, pickText } from "../wizards/functional-content";
import { icsCalendar } from "./ics";
import { claimDueReminders, findOffering, type ServiceAppointment } from "./service-booking.repo.server";

/** An appointment is reminded once it starts within this many hours (the task runs every 15 minutes). */
export const REMINDER_LEAD_HOURS = 24;

/** A customer notification's placeholders for an appointment: service, day and time, location. */
export function appointmentVars(
  a: Pick<ServiceAppointment, "startsAt">,
  offeringName: LocalizedText,
  location: { name: string; timeZone: string },
): Record<string, TextVar> {
  const timeZone = isTimeZone(location.timeZone) ? location.timeZone : "Europe/Berlin";
  return {
    service: perLocale((l) => pickText(offeringName, l)),
    when: perLocale((l) => {
      const shown = formatAppointment(a.startsAt, timeZone, LOCALE_TAGS[l]);
      return `${shown.date}, ${shown.time}`;
    }),
    location: location.name,
  };
}

/**
 * Claims the due reminders and queues their mails and, for a customer with an account, the "due
 * tomorrow" notification linked to the appointment's page (decision 0064); returns how many were queued.
 */
export async function sendServiceReminders(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const due = await claimDueReminders(tx, now, REMINDER_LEAD_HOURS);
    for (const a of due) {
      const scope = scopeOf(tx, a.projectId);
      const [offering, location] = await Promise.all([
        findOffering(scope, a.offeringId),
        findProjectLocation(scope, a.locationId),
      ]);
      if (!offering || !location) continue;
      const lang: Locale = isLocale(a.language) ? a.language : "de";
      const timeZone = isTimeZone(location.timeZone) ? location.timeZone : "Europe/Berlin";
      const shown = formatAppointment(a.startsAt, timeZone, LOCALE_TAGS[lang]);
      const address = `${location.street} ${location.houseNumber}, ${location.zipCode} ${location.city}`;
      const vars = {
        service: pickText(offering.name, lang),
        date: shown.date,
        time: shown.time,
        location: location.name,
        address,
        vehicle: [a.vehicle.brand, a.vehicle.model, a.vehicle.plate].filter(Boolean).join(" "),
      };
      if (a.jobId !== null) {
        const userId = await customerOfJob(scope, a.jobId);
        if (userId) {
          // The manage page of the confirmation mail, by a link of its own (the mailed one is not kept).
          const token = await issueMailLink(scope, {
            kind: "service_appointment",
            email: a.email,
            jobId: a.jobId,
            locationId: a.locationId,
            data: { appointmentId: a.id },
            now,
          });
          const outbox: ServiceOutbox = {
            enqueue: (kind, payload) => enqueue(tx, a.projectId, kind, payload),
          };
          await queueCustomerNotification({ outbox }, userId, {
            kind: "appointment_tomorrow",
            key: `appointment_tomorrow:${a.id}:${a.startsAt.getTime()}`,
            vars: appointmentVars(a, offering.name, location),
            href: `/car-service/appointment/${token}`,
          });
        }
      }
      await enqueueMail(tx, a.projectId, {
        to: a.email,
        lang,
        subject: translate(lang, "service-booking:mail.reminder.subject", vars),
        text: translate(lang, "service-booking:mail.reminder.text", vars),
        attachments: [
          {
            filename: "appointment.ics",
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: icsCalendar({
              uid: `service-appointment-${a.id}@${a.projectId}`,
              sequence: Math.max(0, Math.floor((a.updatedAt.getTime() - a.createdAt.getTime()) / 1000)),
              stamp: now,
              start: a.startsAt,
              end: a.endsAt,
              summary: translate(lang, "service-booking:mail.ics_summary", vars),
              location: `${location.name}, ${address}`,
              description: translate(lang, "service-booking:mail.ics_description", vars),
            }),
          },
        ],
      });
    }
    return due.length;
  });
}
