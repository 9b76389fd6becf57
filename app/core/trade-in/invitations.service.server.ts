/**
 * Trade-in invitations: an employee invites the customer to the offer by mail
 * (`customer_invite_send`); the mailed link `tradeininvitation/{token}` shows the offer, and the customer
 * accepts or declines it once. The spec calls the path parameter eventId: our value is the unguessable
 * single-use token of a mail link (its hash is stored; the invitation keeps the id of its timeline
 * event). A newer invitation supersedes an open one.
 */

import { projectTimeZone } from "../../shared/date-time";
import { isLocale, LOCALE_TAGS, type Locale } from "../../shared/locales";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { formatMoney } from "../commerce/money";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { translate } from "../i18n/messages.server";
import { findRolesByEmails } from "../identity/identity.repo.server";
import { findJob } from "../leads/jobs.repo.server";
import { getLocation, type LocationView, listLocations } from "../locations/locations.service.server";
import { allOrNothing } from "../mail/all-or-nothing.server";
import { enqueueCategoryMail, mailLinkUrl } from "../mail/category-mail.server";
import {
  useMailLink as consumeMailLink,
  inspectMailLink,
  issueMailLink,
  isUnsubscribed,
} from "../mail/mail-links.server";
import {
  customerOfJob,
  perLocale,
  queueCustomerNotification,
} from "../notifications/customer-notifications.server";
import {
  answerOpenInvitation,
  findInvitation,
  type InvitationRow,
  insertInvitation,
  setInvitationEvent,
  supersedeOpenInvitations,
} from "./invitations.repo.server";
import type { VehicleData } from "./trade-in-edit";
import { findTradeInRow, insertJobEventReturningId, touchJobForTradeIn } from "./trade-in-edit.repo.server";
import { jobForWork } from "./trade-in-edit.service.server";

export type InviteProblem = {
  code: "conflict" | "not_found" | "forbidden" | "unauthorized";
  message?: string;
};

/**
 * Invites the job's client to the current offer: the invitation (offer snapshot), its `trade_in` event
 * (`invited`), a single-use mail link and the mail in the client's language, in one transaction.
 */
export async function inviteCustomer(
  ctx: ServiceContext,
  jobId: number,
  options: { origin: string },
): Promise<Result<{ invitationId: number; superseded: number[] }>> {
  const job = await jobForWork(ctx, jobId);
  if (!job.ok) return job;
  if (!ctx.project.features.trade_in) return err({ code: "forbidden" });
  if (job.value.systemType !== "TRADE_IN") return err({ code: "not_found" });
  const email = job.value.clientEmail?.trim().toLowerCase();
  if (!email) return err({ code: "conflict", message: "jobs:trade_in.errors.no_email" });
  const now = ctx.clock.now();
  return allOrNothing(ctx, async (tx) => {
    const scope = scoped(tx);
    const tradeIn = await findTradeInRow(scope, jobId);
    if (!tradeIn?.offerMinor || !tradeIn.offerExpiresAt)
      return err({ code: "conflict", message: "jobs:trade_in.errors.no_offer" });
    if (tradeIn.offerExpiresAt.getTime() <= now.getTime())
      return err({ code: "conflict", message: "jobs:trade_in.errors.offer_expired" });
    if (await isUnsubscribed(scope, email, "trade_in"))
      return err({ code: "conflict", message: "jobs:trade_in.errors.unsubscribed" });
    const superseded = await supersedeOpenInvitations(scope, jobId);
    const invitationId = await insertInvitation(scope, {
      jobId,
      offerMinor: tradeIn.offerMinor,
      offerExpiresAt: tradeIn.offerExpiresAt,
      at: now,
    });
    const eventId = await insertJobEventReturningId(scope, {
      jobId,
      kind: "trade_in",
      actorId: tx.principal?.id ?? null,
      data: {
        action: "invited",
        invitationId,
        superseded,
        offerMinor: tradeIn.offerMinor,
        offerExpiresAt: tradeIn.offerExpiresAt.toISOString(),
        currency: tx.project.currency,
      },
      at: now,
    });
    await setInvitationEvent(scope, invitationId, eventId);
    const token = await issueMailLink(scope, {
      kind: "trade_in_invitation",
      email,
      category: "trade_in",
      jobId,
      data: { invitationId },
      now,
    });
    const timeZone = projectTimeZone(tx.project);
    const lang: Locale = isLocale(job.value.clientLanguage)
      ? job.value.clientLanguage
      : tx.project.defaultLanguage;
    const vars = {
      site: tx.project.name,
      name: [job.value.clientFirstName, job.value.clientLastName].filter(Boolean).join(" ") || email,
      vehicle: `${tradeIn.brandName} ${tradeIn.modelName}`.trim(),
      offer: formatMoney(tradeIn.offerMinor, tx.project.currency, lang),
      // The offer's last day at the dealer (it holds until 23:59 there), in the project's zone.
      expires: new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: "long", timeZone }).format(
        tradeIn.offerExpiresAt,
      ),
      link: mailLinkUrl(options.origin, lang, `tradeininvitation/${token}`),
    };
    await enqueueCategoryMail(
      tx,
      {
        to: email,
        lang,
        category: "trade_in",
        subject: translate(lang, "mail-links:mail.trade_in_invitation.subject", vars),
        text: translate(lang, "mail-links:mail.trade_in_invitation.text", vars),
      },
      options.origin,
    );
    // The customer's account hears of the offer too, linked to the same offer page (decision 0064).
    const offerMinor = tradeIn.offerMinor;
    const expiresAt = tradeIn.offerExpiresAt;
    await queueCustomerNotification(tx, await customerOfJob(scope, jobId), {
      kind: "trade_in_offer",
      key: `trade_in_offer:${invitationId}`,
      vars: {
        vehicle: vars.vehicle,
        offer: perLocale((l) => formatMoney(offerMinor, tx.project.currency, l)),
        expires: perLocale((l) =>
          new Intl.DateTimeFormat(LOCALE_TAGS[l], { dateStyle: "long", timeZone }).format(expiresAt),
        ),
      },
      href: `/tradeininvitation/${token}`,
    });
    // An invitation mailed is a reaction the client notices.
    await touchJobForTradeIn(scope, jobId, {}, now, true);
    return ok({ invitationId, superseded });
  });
}

/** Why an invitation link shows no offer: each has its own translated page. */
export type InvitationProblemReason = "invalid" | "expired" | "answered" | "superseded" | "offer_expired";
export type InvitationProblem = { code: "not_found"; message: InvitationProblemReason; answer?: string };

export type InvitationView = {
  dealer: {
    name: string;
    location: Pick<
      LocationView,
      "name" | "street" | "houseNumber" | "zipCode" | "city" | "phone" | "email"
    > | null;
  };
  vehicle: VehicleData;
  offerMinor: number;
  currency: string;
  offerExpiresAt: Date;
  timeZone: string;
};

type Found = { invitation: InvitationRow; jobId: number; email: string };

async function findByToken(ctx: ServiceContext, token: string): Promise<Result<Found, InvitationProblem>> {
  const now = ctx.clock.now();
  const scope = scoped(ctx);
  const link = await inspectMailLink(scope, "trade_in_invitation", token, now);
  if (!link || link.jobId === null) return err({ code: "not_found", message: "invalid" });
  const invitation = await findInvitation(scope, Number(link.data.invitationId));
  if (!invitation || invitation.jobId !== link.jobId) return err({ code: "not_found", message: "invalid" });
  if (invitation.status === "accepted" || invitation.status === "declined")
    return err({ code: "not_found", message: "answered", answer: invitation.status });
  if (invitation.status === "superseded") return err({ code: "not_found", message: "superseded" });
  if (link.state === "used") return err({ code: "not_found", message: "answered" });
  if (link.state === "expired") return err({ code: "not_found", message: "expired" });
  if (
    !invitation.offerMinor ||
    !invitation.offerExpiresAt ||
    invitation.offerExpiresAt.getTime() <= now.getTime()
  )
    return err({ code: "not_found", message: "offer_expired" });
  return ok({ invitation, jobId: link.jobId, email: link.email });
}

async function viewOf(ctx: ServiceContext, found: Found): Promise<InvitationView> {
  const scope = scoped(ctx);
  const [tradeIn, job] = await Promise.all([findTradeInRow(scope, found.jobId), findJob(scope, found.jobId)]);
  let location: LocationView | null = null;
  if (job?.locationId) {
    const l = await getLocation(ctx, job.locationId);
    location = l.ok ? l.value : null;
  }
  location ??= (await listLocations(ctx))[0] ?? null;
  return {
    dealer: {
      name: ctx.project.name,
      location: location
        ? {
            name: location.name,
            street: location.street,
            houseNumber: location.houseNumber,
            zipCode: location.zipCode,
            city: location.city,
            phone: location.phone,
            email: location.email,
          }
        : null,
    },
    vehicle: {
      brandName: tradeIn?.brandName || job?.vehicleBrandName || "",
      modelName: tradeIn?.modelName || job?.vehicleModelName || "",
      firstRegistration: tradeIn?.firstRegistration ?? null,
      mileageKm: tradeIn?.mileageKm ?? null,
      fuel: tradeIn?.fuel ?? null,
      gearbox: tradeIn?.gearbox ?? null,
    },
    offerMinor: found.invitation.offerMinor!,
    currency: ctx.project.currency,
    offerExpiresAt: found.invitation.offerExpiresAt!,
    // The offer's day is the project's (it holds until 23:59 there, trade-in-edit.ts), not the location's.
    timeZone: projectTimeZone(ctx.project),
  };
}

/** What the invitation page shows for `token`, or why it shows none. Public: the token is the key. */
export async function viewInvitation(
  ctx: ServiceContext,
  token: string,
): Promise<Result<InvitationView, InvitationProblem>> {
  const found = await findByToken(ctx, token);
  if (!found.ok) return found;
  return ok(await viewOf(ctx, found.value));
}

/**
 * The customer's answer: the link used (once), the invitation open -> accepted or declined, a `trade_in`
 * event without actor, the job's mdate, in one transaction. Of two concurrent answers exactly one wins;
 * the other gets "answered".
 */
export async function answerInvitation(
  ctx: ServiceContext,
  token: string,
  answer: "accepted" | "declined",
): Promise<Result<{ answer: "accepted" | "declined"; hasAccount: boolean }, InvitationProblem>> {
  const now = ctx.clock.now();
  const result = await allOrNothing<{ answer: "accepted" | "declined"; email: string }, InvitationProblem>(
    ctx,
    async (tx) => {
      const found = await findByToken(tx, token);
      if (!found.ok) return found;
      const scope = scoped(tx);
      const used = await consumeMailLink(scope, "trade_in_invitation", token, now);
      if (!used.ok) return err({ code: "not_found", message: "answered" });
      if (!(await answerOpenInvitation(scope, found.value.invitation.id, answer, now)))
        return err({ code: "not_found", message: "answered" });
      await insertJobEventReturningId(scope, {
        jobId: found.value.jobId,
        kind: "trade_in",
        actorId: null,
        data: {
          action: answer,
          invitationId: found.value.invitation.id,
          offerMinor: found.value.invitation.offerMinor,
          currency: tx.project.currency,
        },
        at: now,
      });
      await touchJobForTradeIn(scope, found.value.jobId, {}, now, false);
      return ok({ answer, email: found.value.email });
    },
  );
  if (!result.ok) return result;
  const accounts = await findRolesByEmails(ctx.db, [result.value.email]);
  const hasAccount = accounts.some((a) => inGroup({ roles: a.roles, inHolding: a.inHolding }, "customer"));
  return ok({ answer: result.value.answer, hasAccount });
}
