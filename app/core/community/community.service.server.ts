/**
 * Community membership: a dealer applies on the community site (`communityMemberJoin`) with
 * company data and a trade register extract, which becomes a COMMUNITY job; an employee who may see all
 * jobs approves it on the job page, which creates the member's account (role `community_member`, no
 * password yet) and mails a link to set one, in the applicant's language. A second approval does nothing.
 */

import { isLocale, type Locale } from "../../shared/locales";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { routePath } from "../../shared/route-table";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { translate } from "../i18n/messages.server";
import {
  findUserByEmailInProject,
  insertAuthToken,
  insertUser,
  updateUser,
} from "../identity/identity.repo.server";
import { newToken, tokenHash } from "../identity/tokens.server";
import { createLead } from "../leads/create-lead.service.server";
import { insertJobEvent } from "../leads/jobs.repo.server";
import { getJob } from "../leads/jobs.service.server";
import {
  findClient,
  findTradeRegisterDocument,
  insertTradeRegisterDocument,
  lockCommunityJob,
  markApproved,
} from "./community.repo.server";
import { communityJoinSchema } from "./community-join-schema";
import {
  checkTradeRegisterDocument,
  readDocumentFile,
  storeTradeRegisterDocument,
} from "./trade-register-document.server";

export const MEMBER_ROLE = "community_member";
/** The mailed link to set a password is valid this long (the reset page reads it like a reset token). */
export const MEMBER_INVITE_DAYS = 7;

function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const i of issues) {
    const k = String(i.path[0] ?? "form");
    fields[k] = [...(fields[k] ?? []), i.message];
  }
  return fields;
}

/** The application: validated form and document, then one COMMUNITY job with the document attached. */
export async function applyForMembership(
  ctx: ServiceContext,
  input: Record<string, unknown>,
  file: unknown,
): Promise<Result<{ jobId: number }>> {
  if (!ctx.project.isCommunity) return err({ code: "not_found" });
  const parsed = communityJoinSchema.safeParse(input);
  const doc = await checkTradeRegisterDocument(file);
  if (!parsed.success || !doc.ok) {
    return err({
      code: "invalid",
      fields: {
        ...(parsed.success ? {} : fieldErrors(parsed.error.issues)),
        ...(doc.ok ? {} : (doc.error as { fields?: Record<string, string[]> }).fields),
      },
    });
  }
  const d = parsed.data;
  const at = ctx.clock.now();
  const stored = await storeTradeRegisterDocument(doc.value);
  try {
    return await withTransaction(ctx, async (tx) => {
      const lead = await createLead(
        tx,
        "COMMUNITY",
        {
          firstName: d.contact_first_name,
          lastName: d.contact_last_name,
          companyName: d.company_name,
          email: d.email,
          phone: d.phone,
          language: ctx.locale,
          privacyAccepted: true,
        },
        {
          company_name: d.company_name,
          vat_id: d.vat_id,
          street: d.street,
          zip_code: d.zip_code,
          city: d.city,
          phone: d.phone,
          member_terms_accepted_at: at.toISOString(),
        },
        { at },
      );
      if (!lead.ok) return lead;
      await insertTradeRegisterDocument(scoped(tx), {
        jobId: lead.value.jobId,
        clientId: lead.value.clientId,
        number: `HR-${lead.value.jobId}`,
        currency: ctx.project.currency,
        fileKey: stored.key,
        fileType: doc.value.type,
        fileBytes: doc.value.buffer.length,
        at,
      });
      return ok({ jobId: lead.value.jobId });
    });
  } catch (error) {
    await stored.remove();
    throw error;
  }
}

export type Membership = { approvedAt: string; approvedBy: string; userId: string };

/** The approval mark a job's payload carries, if any. */
export function membershipOf(payload: unknown): Membership | null {
  const m = (payload as { membership?: Membership } | null)?.membership;
  return m && typeof m.approvedAt === "string" ? m : null;
}

/** Who may approve: those who may see all jobs (managers, admins); never a customer. */
export function mayApproveMembership(ctx: ServiceContext): boolean {
  return ctx.project.isCommunity && inGroup(ctx.principal, "allJobs");
}

/**
 * Approves the application of a COMMUNITY job: the member's account (a new one, or the role added to an
 * existing account with this e-mail on the site) and a mail in the applicant's language. Under the
 * job's row lock, so two approvals at once create one account and one mail.
 */
export async function approveMembership(
  ctx: ServiceContext,
  jobId: number,
  origin: string,
): Promise<Result<{ userId: string; created: boolean; alreadyApproved: boolean }>> {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" });
  if (!mayApproveMembership(ctx)) return err({ code: "forbidden" });
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const job = await lockCommunityJob(scope, jobId);
    if (!job) return err({ code: "not_found" });
    const done = membershipOf(job.payload);
    if (done) return ok({ userId: done.userId, created: false, alreadyApproved: true });
    const p = job.payload as Record<string, unknown>;
    const client = await findClient(scope, job.clientId);
    if (!client?.email) return err({ code: "conflict", message: "community:approve.no_email" });
    const lang: Locale = isLocale(job.language) ? job.language : ctx.locale;
    const at = ctx.clock.now();
    const existing = await findUserByEmailInProject(scope, client.email);
    let userId: string;
    let created = false;
    const site = ctx.project.name;
    if (existing) {
      userId = existing.id;
      if (!existing.roles.includes(MEMBER_ROLE)) {
        await updateUser(tx.db, existing.id, { roles: [...existing.roles, MEMBER_ROLE] });
      }
      await tx.outbox.enqueue("mail", {
        to: client.email,
        subject: translate(lang, "community:mail.approved.subject", { site }),
        text: translate(lang, "community:mail.approved.text_existing", {
          name: client.firstName,
          company: String(p.company_name ?? client.companyName ?? ""),
          site,
          login: `${origin}/${lang}${routePath("login", lang)}`,
        }),
      });
    } else {
      const row = await insertUser(tx.db, {
        projectId: ctx.project.id,
        companyId: ctx.project.companyId,
        email: client.email,
        passwordHash: null,
        roles: [MEMBER_ROLE],
        firstName: client.firstName,
        lastName: client.lastName,
        companyName: String(p.company_name ?? client.companyName ?? "") || null,
        language: lang,
      });
      if (!row) return err({ code: "conflict" });
      userId = row.id;
      created = true;
      const token = newToken();
      await insertAuthToken(tx.db, {
        id: tokenHash(token),
        userId,
        projectId: ctx.project.id,
        purpose: "password_reset",
        expiresAt: new Date(at.getTime() + MEMBER_INVITE_DAYS * 24 * 3600 * 1000),
      });
      await tx.outbox.enqueue("mail", {
        to: client.email,
        subject: translate(lang, "community:mail.approved.subject", { site }),
        text: translate(lang, "community:mail.approved.text_new", {
          name: client.firstName,
          company: String(p.company_name ?? ""),
          site,
          link: `${origin}/${lang}${routePath("forgotPassword", lang)}/${token}`,
          days: MEMBER_INVITE_DAYS,
        }),
      });
    }
    await markApproved(scope, jobId, { approvedAt: at.toISOString(), approvedBy: user.id, userId }, at);
    await insertJobEvent(scope, {
      jobId,
      kind: "mail",
      actorId: user.id,
      data: { type: "membership_approved", to: client.email, userId, created },
      at,
    });
    return ok({ userId, created, alreadyApproved: false });
  });
}

/**
 * The trade register extract of an application, for those who may open its job (lead workers; sales
 * people their own and unassigned jobs). Anyone else, and unknown ids, get not_found.
 */
export async function readTradeRegisterDocument(
  ctx: ServiceContext,
  id: number,
): Promise<Result<{ data: Buffer; type: string; ext: string }>> {
  const doc = await findTradeRegisterDocument(scoped(ctx), id);
  if (!doc?.fileKey || doc.jobId === null) return err({ code: "not_found" });
  const job = await getJob(ctx, doc.jobId);
  if (!job.ok) return err({ code: job.error.code === "unauthorized" ? "unauthorized" : "not_found" });
  const data = await readDocumentFile(doc.fileKey).catch((error: unknown) => {
    // A bucket that is down is the request's 503 (app/api/outage.ts); any other failure: no file.
    if ((error as { code?: string }).code === "FILE_STORE_UNAVAILABLE") throw error;
    return null;
  });
  if (!data) return err({ code: "not_found" });
  return ok({
    data,
    type: doc.fileType ?? "application/octet-stream",
    ext: doc.fileKey.split(".").pop() ?? "bin",
  });
}
