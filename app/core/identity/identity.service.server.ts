/**
 * Identity use cases: sign-up, login, sessions, password reset, terms acceptance
 * (docs/decisions/0008). Called by the page actions and the JSON API alike.
 */
import type { Locale } from "../../shared/locales";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { routePath } from "../../shared/route-table";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { translate } from "../i18n/messages.server";
import type { Project } from "../tenancy/project";
import { hasTwoFactor } from "../two-factor/two-factor.repo.server";
import {
  businessDetailsSchema,
  fieldErrors,
  forgotPasswordSchema,
  loginSchema,
  RESET_TOKEN_MINUTES,
  resetPasswordSchema,
  signupSchema,
  VERIFY_TOKEN_HOURS,
} from "./auth-schema";
import { issueVerificationLink } from "./email-verification.service.server";
import {
  consumeAuthToken,
  deleteSession,
  deleteUserSessions,
  extendSession,
  findLoginUser,
  findSessionWithUser,
  findSessionWithUserState,
  findUserByEmailInProject,
  findValidAuthToken,
  insertAuthToken,
  insertBusinessSignup,
  insertSession,
  insertUser,
  markEmailVerified,
  type UserRow,
  updateUser,
} from "./identity.repo.server";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./password.server";
import { DEFAULT_SOUND_SETTINGS } from "./profile-schema";
import type { SessionUser } from "./session-user";
import { clearLoginThrottle, throttle, throttleLogin, waitLoginDelay } from "./throttle.server";
import { newToken, tokenHash } from "./tokens.server";
import { parseUserState, type UserState } from "./user-state.server";

export const SESSION_DAYS = 30;
/** The `auth_tokens` purpose of the login's second step (decision 0060), and how long it waits. */
export const TWO_FACTOR_CHALLENGE = "two_factor_login";
export const TWO_FACTOR_CHALLENGE_MINUTES = 10;
const DAY_MS = 86_400_000;

export type RequestMeta = { ip: string; userAgent: string | null; origin: string; throttle: boolean };

export function toSessionUser(user: UserRow, project: Project): SessionUser {
  const isCustomer = !inGroup({ roles: user.roles, inHolding: false }, "employee");
  return {
    id: user.id,
    email: user.email,
    roles: user.roles,
    inHolding: user.inHolding,
    projectId: user.projectId,
    companyId: user.companyId,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName,
    avatarPath: user.avatarPath,
    language: user.language,
    soundSettings: user.soundSettings ?? DEFAULT_SOUND_SETTINGS,
    needsTerms: isCustomer && (user.termsVersion ?? 0) < project.config.terms_version,
    pendingApproval: user.roles.includes("business_client") && !user.approvedAt,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

async function startSession(ctx: ServiceContext, user: UserRow, meta: Pick<RequestMeta, "userAgent">) {
  const token = newToken();
  await insertSession(ctx.db, {
    id: tokenHash(token),
    userId: user.id,
    projectId: ctx.project.id,
    expiresAt: new Date(ctx.clock.now().getTime() + SESSION_DAYS * DAY_MS),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  await updateUser(ctx.db, user.id, { lastLoginAt: ctx.clock.now() });
  return token;
}

/** A new session for a user found another way (social login). */
export function startSessionFor(ctx: ServiceContext, user: UserRow, userAgent: string | null) {
  return startSession(ctx, user, { userAgent });
}

/**
 * The user behind a session cookie on this project, or null. Sessions slide: one used in its second
 * half is extended to the full 30 days.
 */
export async function sessionUser(ctx: ServiceContext, token: string | null): Promise<SessionUser | null> {
  return (await sessionUserWithState(ctx, token, false))?.user ?? null;
}

/**
 * `sessionUser`, and with `withState` the user's per-page state read in the same statement
 * (user-state.server.ts), for page requests that change nothing.
 */
export async function sessionUserWithState(
  ctx: ServiceContext,
  token: string | null,
  withState: boolean,
): Promise<{ user: SessionUser; state: UserState | null } | null> {
  const { db, project } = ctx;
  if (!token || token.length > 100) return null;
  const id = tokenHash(token);
  const row = withState ? await findSessionWithUserState(scoped(ctx), id) : await findSessionWithUser(db, id);
  if (!row || row.session.projectId !== project.id) return null;
  // A deactivated account's cookie is refused even if its session row survived (decision 0061).
  if (row.user.deactivatedAt) {
    await deleteSession(db, id);
    return null;
  }
  const now = ctx.clock.now().getTime();
  if (row.session.expiresAt.getTime() <= now) {
    await deleteSession(db, id);
    return null;
  }
  if (row.session.expiresAt.getTime() - now < (SESSION_DAYS / 2) * DAY_MS) {
    await extendSession(db, id, new Date(now + SESSION_DAYS * DAY_MS));
  }
  const state = "state" in row ? parseUserState(row.state) : null;
  const user = toSessionUser(row.user, project);
  // A project that requires two-factor sign-in (decision 0060) lets an employee without it do nothing but
  // enrol: without roles every back-office page and API answer refuses, and the account pages send them
  // to the profile's enrolment. Customers are never asked. One query more, only on such projects.
  if (project.config.two_factor_required && inGroup(user, "employee") && !(await hasTwoFactor(db, user.id))) {
    return { user: { ...user, roles: [], inHolding: false, twoFactorEnrolRequired: true }, state };
  }
  return { user, state };
}

export type LoginError =
  | { code: "invalid"; fields: Record<string, string[]> }
  /** With `twoFactor`: the password was right, the second step (decision 0060) redeems this challenge. */
  | { code: "unauthorized"; twoFactor?: { challenge: string } }
  | { code: "throttled"; retryAfterSec: number };

/**
 * E-mail and password login. Wrong e-mail and wrong password give the same answer in the same time
 * (a dummy hash is verified when there is no such account). A new session is made at every login,
 * so a session id planted before login is worthless (rotation). Throttling: throttle.server.ts.
 */
export async function logIn(
  ctx: ServiceContext,
  input: Record<string, unknown>,
  meta: RequestMeta,
): Promise<Result<{ token: string; user: SessionUser; redirectTo: string | null }, LoginError>> {
  const { db, project } = ctx;
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrors(parsed.error) });
  const { email, password, redirectTo } = parsed.data;
  const subject = { projectId: project.id, ip: meta.ip, account: email };
  if (meta.throttle) {
    const verdict = await throttleLogin(db, subject);
    if (!verdict.ok) return err({ code: "throttled", retryAfterSec: verdict.retryAfterSec });
    // An account under attack from elsewhere slows down instead of locking its owner out.
    await waitLoginDelay(verdict.delayMs);
  }
  const user = await findLoginUser(scoped(ctx), project, email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await dummyPasswordHash(), password)) && false;
  // A deactivated account gets the same neutral answer as a wrong password (decision 0061).
  if (!user || !valid || user.deactivatedAt) return err({ code: "unauthorized" });
  if (needsRehash(user.passwordHash ?? "")) {
    await updateUser(db, user.id, { passwordHash: await hashPassword(password) });
  }
  // An enrolled account gets no session yet, but a challenge for its code; the counters stay until then.
  if (await hasTwoFactor(db, user.id)) {
    const challenge = newToken();
    await insertAuthToken(db, {
      id: tokenHash(challenge),
      userId: user.id,
      projectId: project.id,
      purpose: TWO_FACTOR_CHALLENGE,
      expiresAt: new Date(ctx.clock.now().getTime() + TWO_FACTOR_CHALLENGE_MINUTES * 60_000),
    });
    return err({ code: "unauthorized", twoFactor: { challenge } });
  }
  if (meta.throttle) await clearLoginThrottle(db, subject);
  const token = await startSession(ctx, user, meta);
  return ok({ token, user: toSessionUser(user, project), redirectTo });
}

export async function logOut(ctx: ServiceContext, token: string | null) {
  if (token) await deleteSession(ctx.db, tokenHash(token));
}

type SignupError =
  | { code: "invalid"; fields: Record<string, string[]> }
  | { code: "throttled"; retryAfterSec: number };

function mailLink(meta: Pick<RequestMeta, "origin">, locale: Locale, path: string) {
  return `${meta.origin}/${locale}${path}`;
}

async function mailAccountExists(ctx: ServiceContext, email: string, meta: RequestMeta) {
  const { project, locale } = ctx;
  await ctx.outbox.enqueue("mail", {
    to: email,
    subject: translate(locale, "auth:mail.exists.subject", { site: project.name }),
    text: translate(locale, "auth:mail.exists.text", {
      site: project.name,
      login: mailLink(meta, locale, routePath("login", locale)),
      reset: mailLink(meta, locale, routePath("forgotPassword", locale)),
    }),
  });
}

/**
 * Customer sign-up. The answer is the same whether or not the e-mail is taken (no enumeration): a
 * taken address gets a mail pointing to login and password reset instead of a second account. The
 * welcome mail carries the link that confirms the address (email-verification.service.server.ts);
 * until it is opened the account reaches only what it makes itself (docs/decisions/0044).
 */
export async function signUp(
  ctx: ServiceContext,
  input: Record<string, unknown>,
  meta: RequestMeta,
  business = false,
): Promise<Result<{ created: boolean }, SignupError>> {
  const { db, project, locale } = ctx;
  const parsed = signupSchema.safeParse(input);
  const details = business ? businessDetailsSchema.safeParse(input) : null;
  if (!parsed.success || (details && !details.success)) {
    return err({
      code: "invalid",
      fields: {
        ...(parsed.success ? {} : fieldErrors(parsed.error)),
        ...(details && !details.success ? fieldErrors(details.error) : {}),
      },
    });
  }
  const data = parsed.data;
  const company = details?.success ? details.data : null;
  if (meta.throttle) {
    const verdict = await throttle(db, "signup", { projectId: project.id, ip: meta.ip, account: data.email });
    if (!verdict.ok) return err({ code: "throttled", retryAfterSec: verdict.retryAfterSec });
  }
  const passwordHash = await hashPassword(data.password);
  const created = await withTransaction(ctx, async (tx) => {
    const user = await insertUser(tx.db, {
      projectId: project.id,
      companyId: project.companyId,
      email: data.email,
      passwordHash,
      roles: [business ? "business_client" : "client"],
      firstName: data.first_name,
      lastName: data.last_name,
      companyName: company?.company_name ?? null,
      language: locale,
    });
    if (!user) {
      await mailAccountExists(tx, data.email, meta);
      return false;
    }
    if (company) {
      await insertBusinessSignup(tx.db, {
        projectId: project.id,
        userId: user.id,
        companyName: company.company_name,
        vatId: company.vat_id,
        street: company.street,
        zipCode: company.zip_code,
        city: company.city,
        phone: company.phone,
      });
    }
    const verify = await issueVerificationLink(tx, user, meta);
    await tx.outbox.enqueue("mail", {
      to: data.email,
      subject: translate(locale, `auth:mail.${business ? "business_welcome" : "welcome"}.subject`, {
        site: project.name,
      }),
      text: translate(locale, `auth:mail.${business ? "business_welcome" : "welcome"}.text`, {
        name: data.first_name,
        site: project.name,
        login: mailLink(meta, locale, routePath("login", locale)),
        link: verify,
        hours: VERIFY_TOKEN_HOURS,
      }),
    });
    return true;
  });
  return ok({ created });
}

/** Sends a single-use reset link valid for an hour, if the account exists; the answer never says. */
export async function requestPasswordReset(
  ctx: ServiceContext,
  input: Record<string, unknown>,
  meta: RequestMeta,
): Promise<Result<null, SignupError>> {
  const { db, project, locale } = ctx;
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrors(parsed.error) });
  const { email } = parsed.data;
  if (meta.throttle) {
    const verdict = await throttle(db, "reset", { projectId: project.id, ip: meta.ip, account: email });
    if (!verdict.ok) return err({ code: "throttled", retryAfterSec: verdict.retryAfterSec });
  }
  const user = await findLoginUser(scoped(ctx), project, email);
  if (!user || user.deactivatedAt) return ok(null);
  await mailResetLink(ctx, user, meta, locale);
  return ok(null);
}

/**
 * Stores a single-use reset token for the user on this project and queues the mail with its link, in
 * `locale`, in one transaction. Also used by the people screen, where an admin sends the link on the
 * employee's request without ever seeing it (decision 0061).
 */
export async function mailResetLink(
  ctx: ServiceContext,
  user: Pick<UserRow, "id" | "email" | "firstName">,
  meta: Pick<RequestMeta, "origin">,
  locale: Locale,
): Promise<void> {
  const { project } = ctx;
  const token = newToken();
  await withTransaction(ctx, async (tx) => {
    await insertAuthToken(tx.db, {
      id: tokenHash(token),
      userId: user.id,
      projectId: project.id,
      purpose: "password_reset",
      expiresAt: new Date(ctx.clock.now().getTime() + RESET_TOKEN_MINUTES * 60_000),
    });
    await tx.outbox.enqueue("mail", {
      to: user.email,
      subject: translate(locale, "auth:mail.reset.subject", { site: project.name }),
      text: translate(locale, "auth:mail.reset.text", {
        name: user.firstName,
        site: project.name,
        link: mailLink(meta, locale, `${routePath("forgotPassword", locale)}/${token}`),
        minutes: RESET_TOKEN_MINUTES,
      }),
    });
  });
}

export async function isResetTokenValid(ctx: ServiceContext, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  return (await findValidAuthToken(scoped(ctx), tokenHash(token), "password_reset")) !== null;
}

/**
 * Sets a new password with a reset token (used once), ends every session of the account. The link
 * reached the account's address, so the address counts as verified from now on.
 */
export async function resetPassword(
  ctx: ServiceContext,
  token: string,
  input: Record<string, unknown>,
): Promise<Result<null, { code: "invalid"; fields: Record<string, string[]> } | { code: "not_found" }>> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrors(parsed.error) });
  const passwordHash = await hashPassword(parsed.data.password);
  const userId = await withTransaction(ctx, async (tx) => {
    const id = await consumeAuthToken(scoped(tx), tokenHash(token), "password_reset");
    if (!id) return null;
    await updateUser(tx.db, id, { passwordHash });
    await markEmailVerified(tx.db, id, tx.clock.now());
    await deleteUserSessions(tx.db, id);
    return id;
  });
  return userId ? ok(null) : err({ code: "not_found" });
}

/** POST /api/clientacceptterms.json records the acceptance of the project's current terms. */
export async function acceptTerms(ctx: ServiceContext): Promise<Result<null, { code: "unauthorized" }>> {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" });
  await updateUser(ctx.db, user.id, {
    termsAcceptedAt: ctx.clock.now(),
    termsVersion: ctx.project.config.terms_version,
  });
  return ok(null);
}

export async function emailTaken(ctx: ServiceContext, email: string) {
  return (await findUserByEmailInProject(scoped(ctx), email)) !== null;
}
