/**
 * Scheduled call: an employee mails a client a `scheduledCall/{token}` link from the job page
 * ("Send call-back link"); the client picks a free slot of the location's opening hours and may add a
 * note; that makes one CALLBACK job whose deadline is the slot. The link is single-use and expires
 * after 7 days (core/mail/mail-link-kinds.ts).
 */
import { isLocale, LOCALE_TAGS, type Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { translate } from "../i18n/messages.server";
import { createLead } from "../leads/create-lead.service.server";
import { findJob, insertJobEvent, updateJobRow } from "../leads/jobs.repo.server";
import type { BookableDay } from "../locations/appointment-slots";
import { closedDaysAhead } from "../locations/closed-days";
import { getLocation, type LocationView, listLocations } from "../locations/locations.service.server";
import { formatAppointment } from "../locations/zoned-time";
import { allOrNothing } from "../mail/all-or-nothing.server";
import { enqueueCategoryMail, mailLinkUrl } from "../mail/category-mail.server";
import {
  addMailLinkData,
  useMailLink as consumeMailLink,
  inspectMailLink,
  issueMailLink,
  isUnsubscribed,
  readMailLink,
} from "../mail/mail-links.server";
import { jobForWork } from "../trade-in/trade-in-edit.service.server";
import {
  CALLBACK_SLOT_RULES,
  callbackPickSchema,
  callbackSlots,
  resolveCallbackSlot,
} from "./scheduled-call";
import { setJobDeadline } from "./scheduled-call.repo.server";

async function locationFor(ctx: ServiceContext, id: number | null): Promise<LocationView | null> {
  if (id !== null) {
    const found = await getLocation(ctx, id);
    if (found.ok) return found.value;
  }
  return (await listLocations(ctx))[0] ?? null;
}

/** Mails the job's client a call-back link for the job's location (or the site's first). */
export async function sendCallbackLink(
  ctx: ServiceContext,
  jobId: number,
  options: { origin: string },
): Promise<Result<{ sent: true }>> {
  const job = await jobForWork(ctx, jobId);
  if (!job.ok) return job;
  const email = job.value.clientEmail?.trim().toLowerCase();
  if (!email) return err({ code: "conflict", message: "jobs:callback.errors.no_email" });
  const location = await locationFor(ctx, job.value.locationId);
  if (!location) return err({ code: "conflict", message: "jobs:callback.errors.no_location" });
  const now = ctx.clock.now();
  return allOrNothing(ctx, async (tx) => {
    const scope = scoped(tx);
    if (await isUnsubscribed(scope, email, "callback"))
      return err({ code: "conflict", message: "jobs:callback.errors.unsubscribed" });
    const token = await issueMailLink(scope, {
      kind: "scheduled_call",
      email,
      category: "callback",
      jobId,
      locationId: location.id,
      now,
    });
    const lang: Locale = isLocale(job.value.clientLanguage)
      ? job.value.clientLanguage
      : tx.project.defaultLanguage;
    const vars = {
      site: tx.project.name,
      name: [job.value.clientFirstName, job.value.clientLastName].filter(Boolean).join(" ") || email,
      location: location.name,
      link: mailLinkUrl(options.origin, lang, `scheduledCall/${token}`),
    };
    await enqueueCategoryMail(
      tx,
      {
        to: email,
        lang,
        category: "callback",
        subject: translate(lang, "mail-links:mail.scheduled_call.subject", vars),
        text: translate(lang, "mail-links:mail.scheduled_call.text", vars),
      },
      options.origin,
    );
    await insertJobEvent(scope, {
      jobId,
      kind: "mail",
      actorId: tx.principal?.id ?? null,
      data: { type: "callback_link", to: email, locationId: location.id },
      at: now,
    });
    // A mail to the client is a reaction (job-events.ts REACTION_KINDS).
    await updateJobRow(scope, jobId, {}, now, true);
    return ok({ sent: true as const });
  });
}

export type ScheduledCallProblem = { code: "not_found"; message: "invalid" | "expired" | "used" };

export type ScheduledCallView = {
  location: { name: string; city: string; phone: string | null; timeZone: string };
  days: BookableDay[];
};

/**
 * What a used link booked (the page right after booking: the action redirects there), or null. The
 * slot is kept on the link, so the confirmation needs neither the new job nor the form's values.
 */
export async function bookedScheduledCall(ctx: ServiceContext, token: string): Promise<BookedCall | null> {
  const link = await inspectMailLink(scoped(ctx), "scheduled_call", token, ctx.clock.now());
  if (link?.state !== "used" || typeof link.data.slot !== "string") return null;
  const location = await locationFor(ctx, link.locationId);
  const at = new Date(link.data.slot);
  if (!location || Number.isNaN(at.getTime())) return null;
  const shown = formatAppointment(at, location.timeZone, LOCALE_TAGS[ctx.locale]);
  return { jobId: Number(link.data.bookedJobId), at, ...shown, location: location.name };
}

/** The page of a call-back link: the location and its free slots, or why the link is not valid. */
export async function viewScheduledCall(
  ctx: ServiceContext,
  token: string,
): Promise<Result<ScheduledCallView, ScheduledCallProblem>> {
  const now = ctx.clock.now();
  const link = await readMailLink(scoped(ctx), "scheduled_call", token, now);
  if (!link.ok) return link;
  const location = await locationFor(ctx, link.value.locationId);
  if (!location) return err({ code: "not_found", message: "invalid" });
  return ok({
    location: {
      name: location.name,
      city: location.city,
      phone: location.phone,
      timeZone: location.timeZone,
    },
    days: callbackSlots(
      location.openingHours,
      location.timeZone,
      now,
      closedDaysAhead(location, now, CALLBACK_SLOT_RULES.daysAhead, ctx.locale),
    ),
  });
}

export type BookingProblem = ScheduledCallProblem | { code: "invalid"; fields: Record<string, string[]> };

export type BookedCall = { jobId: number; at: Date; date: string; time: string; location: string };

/**
 * Books the picked slot: the link used once, a CALLBACK job for the link's client (payload: slot, note,
 * the job it came from) at the location, its deadline the slot; all in one transaction.
 */
export async function bookScheduledCall(
  ctx: ServiceContext,
  token: string,
  input: unknown,
): Promise<Result<BookedCall, BookingProblem>> {
  const parsed = callbackPickSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    return err({ code: "invalid", fields });
  }
  const now = ctx.clock.now();
  return allOrNothing<BookedCall, BookingProblem>(ctx, async (tx) => {
    const scope = scoped(tx);
    const link = await readMailLink(scope, "scheduled_call", token, now);
    if (!link.ok) return link;
    const location = await locationFor(tx, link.value.locationId);
    if (!location) return err({ code: "not_found" as const, message: "invalid" as const });
    const closed = closedDaysAhead(location, now, CALLBACK_SLOT_RULES.daysAhead, ctx.locale);
    const at = resolveCallbackSlot(parsed.data.slot, location.openingHours, location.timeZone, now, closed);
    if (!at)
      return err({ code: "invalid" as const, fields: { slot: ["mail-links:scheduled_call.errors.slot"] } });
    const used = await consumeMailLink(scope, "scheduled_call", token, now);
    if (!used.ok) return used;
    const from = link.value.jobId !== null ? await findJob(scope, link.value.jobId) : null;
    if (!from) return err({ code: "not_found" as const, message: "invalid" as const });
    const language: Locale = isLocale(from.clientLanguage) ? from.clientLanguage : tx.project.defaultLanguage;
    const lead = await createLead(
      tx,
      "CALLBACK",
      {
        firstName: from.clientFirstName,
        lastName: from.clientLastName,
        companyName: from.clientCompany,
        email: from.clientEmail ?? link.value.email,
        phone: from.clientPhone,
        language,
        privacyAccepted: false,
      },
      { slot: at.toISOString(), note: parsed.data.note, fromJobId: from.id },
      { locationId: location.id, source: "email", at: now },
    );
    if (!lead.ok) return err({ code: "not_found" as const, message: "invalid" as const });
    await setJobDeadline(scope, lead.value.jobId, at);
    await addMailLinkData(scope, token, { slot: at.toISOString(), bookedJobId: lead.value.jobId });
    const shown = formatAppointment(at, location.timeZone, LOCALE_TAGS[tx.locale]);
    return ok({ jobId: lead.value.jobId, at, ...shown, location: location.name });
  });
}
