/**
 * Confirming an account's e-mail address (docs/decisions/0044-verified-addresses.md). Sign-up mails a
 * single-use link that works for VERIFY_TOKEN_HOURS (only its SHA-256 is stored, like a reset link);
 * opening it, in any browser and signed in or not, marks the address verified. Only then does the
 * account reach what was sent under that address as a guest (customer-reach.server.ts). A signed-in
 * account, or whoever holds one of its expired or used links, may ask for a new link, throttled like
 * password reset; the link always goes to the account's own address.
 */
import { err, ok, type Result } from "../../shared/result";
import { routePath } from "../../shared/route-table";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { translate } from "../i18n/messages.server";
import { VERIFY_TOKEN_HOURS } from "./auth-schema";
import {
  consumeAuthToken,
  EMAIL_VERIFY,
  findAuthToken,
  findUserById,
  insertAuthToken,
  markEmailVerified,
  type UserRow,
} from "./identity.repo.server";
import type { RequestMeta } from "./identity.service.server";
import { throttle } from "./throttle.server";
import { newToken, tokenHash } from "./tokens.server";

/** What opening a link did: confirmed the address now, or found it confirmed already. */
export type VerifyOutcome = "verified" | "already_verified";

/** A link that is unknown here ("invalid"), or used or past its time while the address is unconfirmed. */
export type VerifyProblem = { code: "not_found"; message: "invalid" | "expired" };

export type ResendError =
  | { code: "unauthorized" }
  | { code: "not_found" }
  | { code: "throttled"; retryAfterSec: number };

type Addressee = Pick<UserRow, "id" | "email" | "firstName">;

/**
 * Stores a new confirmation token for the user's current address and answers the link that carries
 * it (in the page's language, on the origin the request came to). Call inside the transaction that
 * sends the mail.
 */
export async function issueVerificationLink(
  ctx: ServiceContext,
  user: Pick<Addressee, "id">,
  meta: Pick<RequestMeta, "origin">,
): Promise<string> {
  const token = newToken();
  await insertAuthToken(ctx.db, {
    id: tokenHash(token),
    userId: user.id,
    projectId: ctx.project.id,
    purpose: EMAIL_VERIFY,
    expiresAt: new Date(ctx.clock.now().getTime() + VERIFY_TOKEN_HOURS * 3_600_000),
  });
  return `${meta.origin}/${ctx.locale}${routePath("verifyEmail", ctx.locale, { token })}`;
}

/** A confirmation mail with a new link to the user's current address, in one transaction. */
async function mailVerificationLink(ctx: ServiceContext, user: Addressee, meta: Pick<RequestMeta, "origin">) {
  const { project, locale } = ctx;
  await withTransaction(ctx, async (tx) => {
    const link = await issueVerificationLink(tx, user, meta);
    await tx.outbox.enqueue("mail", {
      to: user.email,
      subject: translate(locale, "auth:mail.verify.subject", { site: project.name }),
      text: translate(locale, "auth:mail.verify.text", {
        name: user.firstName,
        site: project.name,
        link,
        hours: VERIFY_TOKEN_HOURS,
      }),
    });
  });
}

/**
 * Opens a confirmation link: a valid one is used up and marks its account's address verified. A link
 * already used by an account that is verified answers "already verified" (a mail scanner may have
 * opened it first); one that is used or expired otherwise is "expired", and any other is "invalid".
 */
export async function verifyEmail(
  ctx: ServiceContext,
  token: string,
): Promise<Result<{ outcome: VerifyOutcome }, VerifyProblem>> {
  if (!token || token.length > 100) return err({ code: "not_found", message: "invalid" });
  const id = tokenHash(token);
  const done = await withTransaction(ctx, async (tx) => {
    const userId = await consumeAuthToken(scoped(tx), id, EMAIL_VERIFY);
    return userId ? markEmailVerified(tx.db, userId, tx.clock.now()) : null;
  });
  if (done) return ok({ outcome: "verified" });
  const known = await findAuthToken(scoped(ctx), id, EMAIL_VERIFY);
  if (!known) return err({ code: "not_found", message: "invalid" });
  const user = await findUserById(ctx.db, known.userId);
  if (user?.emailVerifiedAt) return ok({ outcome: "already_verified" });
  return err({ code: "not_found", message: "expired" });
}

async function resendTo(
  ctx: ServiceContext,
  user: UserRow | null,
  meta: RequestMeta,
): Promise<Result<{ sent: boolean }, ResendError>> {
  if (!user || user.projectId !== ctx.project.id) return err({ code: "not_found" });
  if (user.emailVerifiedAt) return ok({ sent: false });
  if (meta.throttle) {
    const verdict = await throttle(ctx.db, "verify", {
      projectId: ctx.project.id,
      ip: meta.ip,
      account: user.email,
    });
    if (!verdict.ok) return err({ code: "throttled", retryAfterSec: verdict.retryAfterSec });
  }
  await mailVerificationLink(ctx, user, meta);
  return ok({ sent: true });
}

/**
 * A new confirmation link for the signed-in account. `sent: false`: the address is verified already,
 * nothing to send.
 */
export async function resendVerification(
  ctx: ServiceContext,
  meta: RequestMeta,
): Promise<Result<{ sent: boolean }, ResendError>> {
  const me = ctx.principal;
  if (!me) return err({ code: "unauthorized" });
  return resendTo(ctx, await findUserById(ctx.db, me.id), meta);
}

/**
 * A new confirmation link asked for from an expired or used link's page (signed out, say in another
 * browser): it goes to the address of the link's account, never anywhere else.
 */
export async function resendVerificationForLink(
  ctx: ServiceContext,
  token: string,
  meta: RequestMeta,
): Promise<Result<{ sent: boolean }, ResendError>> {
  if (!token || token.length > 100) return err({ code: "not_found" });
  const known = await findAuthToken(scoped(ctx), tokenHash(token), EMAIL_VERIFY);
  if (!known) return err({ code: "not_found" });
  return resendTo(ctx, await findUserById(ctx.db, known.userId), meta);
}
