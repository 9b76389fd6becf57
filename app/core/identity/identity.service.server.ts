/**
 * Identity use cases: sign-up, login, sessions, password reset, terms acceptance
 * (docs/decisions/0008). Called by the page actions and the JSON API alike.
 */
import type { Db } from "../../db/client.server";
import type { Locale } from "../../shared/locales";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { routePath } from "../../shared/route-table";
import { translate } from "../i18n/messages.server";
import { enqueueMail } from "../mail/outbox.server";
import type { Project } from "../tenancy/project";
import {
  businessDetailsSchema,
  fieldErrors,
  forgotPasswordSchema,
  loginSchema,
  RESET_TOKEN_MINUTES,
  resetPasswordSchema,
  signupSchema,
} from "./auth-schema";
import {
  consumeAuthToken,
  deleteSession,
  deleteUserSessions,
  extendSession,
  findLoginUser,
  findSessionWithUser,
  findUserByEmailInProject,
  findValidAuthToken,
  insertAuthToken,
  insertBusinessSignup,
  insertSession,
  insertUser,
  type UserRow,
  updateUser,
} from "./identity.repo.server";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./password.server";
import { DEFAULT_SOUND_SETTINGS } from "./profile-schema";
import type { SessionUser } from "./session-user";
import { clearLoginThrottle, throttle, throttleLogin, waitLoginDelay } from "./throttle.server";
import { newToken, tokenHash } from "./tokens.server";

export const SESSION_DAYS = 30;
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
  };
}

async function startSession(db: Db, user: UserRow, project: Project, meta: RequestMeta) {
  const token = newToken();
  await insertSession(db, {
    id: tokenHash(token),
    userId: user.id,
    projectId: project.id,
    expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** A new session for a user found another way (social login). */
export function startSessionFor(db: Db, user: UserRow, project: Project, userAgent: string | null) {
  return startSession(db, user, project, { ip: "", userAgent, origin: "", throttle: false });
}

/**
 * The user behind a session cookie on this project, or null. Sessions slide: one used in its second
 * half is extended to the full 30 days.
 */
export async function sessionUser(
  db: Db,
  project: Project,
  token: string | null,
): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const id = tokenHash(token);
  const row = await findSessionWithUser(db, id);
  if (!row || row.session.projectId !== project.id) return null;
  const now = Date.now();
  if (row.session.expiresAt.getTime() <= now) {
    await deleteSession(db, id);
    return null;
  }
  if (row.session.expiresAt.getTime() - now < (SESSION_DAYS / 2) * DAY_MS) {
    await extendSession(db, id, new Date(now + SESSION_DAYS * DAY_MS));
  }
  return toSessionUser(row.user, project);
}

export type LoginError =
  | { code: "invalid"; fields: Record<string, string[]> }
  | { code: "unauthorized" }
  | { code: "throttled"; retryAfterSec: number };

/**
 * E-mail and password login. Wrong e-mail and wrong password give the same answer in the same time
 * (a dummy hash is verified when there is no such account). A new session is made at every login,
 * so a session id planted before login is worthless (rotation). Throttling: throttle.server.ts.
 */
export async function logIn(
  db: Db,
  project: Project,
  input: Record<string, unknown>,
  meta: RequestMeta,
): Promise<Result<{ token: string; user: SessionUser; redirectTo: string | null }, LoginError>> {
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
  const user = await findLoginUser(db, project, email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await dummyPasswordHash(), password)) && false;
  if (!user || !valid) return err({ code: "unauthorized" });
  if (needsRehash(user.passwordHash ?? "")) {
    await updateUser(db, user.id, { passwordHash: await hashPassword(password) });
  }
  if (meta.throttle) await clearLoginThrottle(db, subject);
  const token = await startSession(db, user, project, meta);
  return ok({ token, user: toSessionUser(user, project), redirectTo });
}

export async function logOut(db: Db, token: string | null) {
  if (token) await deleteSession(db, tokenHash(token));
}

type SignupError =
  | { code: "invalid"; fields: Record<string, string[]> }
  | { code: "throttled"; retryAfterSec: number };

function mailLink(meta: RequestMeta, locale: Locale, path: string) {
  return `${meta.origin}/${locale}${path}`;
}

async function mailAccountExists(db: Db, project: Project, locale: Locale, email: string, meta: RequestMeta) {
  await enqueueMail(db, project.id, {
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
 * taken address gets a mail pointing to login and password reset instead of a second account.
 */
export async function signUp(
  db: Db,
  project: Project,
  locale: Locale,
  input: Record<string, unknown>,
  meta: RequestMeta,
  business = false,
): Promise<Result<{ created: boolean }, SignupError>> {
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
  const created = await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
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
      await mailAccountExists(tx, project, locale, data.email, meta);
      return false;
    }
    if (company) {
      await insertBusinessSignup(tx, {
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
    await enqueueMail(tx, project.id, {
      to: data.email,
      subject: translate(locale, `auth:mail.${business ? "business_welcome" : "welcome"}.subject`, {
        site: project.name,
      }),
      text: translate(locale, `auth:mail.${business ? "business_welcome" : "welcome"}.text`, {
        name: data.first_name,
        site: project.name,
        login: mailLink(meta, locale, routePath("login", locale)),
      }),
    });
    return true;
  });
  return ok({ created });
}

/** Sends a single-use reset link valid for an hour, if the account exists; the answer never says. */
export async function requestPasswordReset(
  db: Db,
  project: Project,
  locale: Locale,
  input: Record<string, unknown>,
  meta: RequestMeta,
): Promise<Result<null, SignupError>> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrors(parsed.error) });
  const { email } = parsed.data;
  if (meta.throttle) {
    const verdict = await throttle(db, "reset", { projectId: project.id, ip: meta.ip, account: email });
    if (!verdict.ok) return err({ code: "throttled", retryAfterSec: verdict.retryAfterSec });
  }
  const user = await findLoginUser(db, project, email);
  if (!user) return ok(null);
  const token = newToken();
  await db.transaction(async (tx) => {
    await insertAuthToken(tx, {
      id: tokenHash(token),
      userId: user.id,
      projectId: project.id,
      purpose: "password_reset",
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    });
    await enqueueMail(tx, project.id, {
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
  return ok(null);
}

export async function isResetTokenValid(db: Db, project: Project, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  return (await findValidAuthToken(db, tokenHash(token), "password_reset", project.id)) !== null;
}

/** Sets a new password with a reset token (used once), ends every session of the account. */
export async function resetPassword(
  db: Db,
  project: Project,
  token: string,
  input: Record<string, unknown>,
): Promise<Result<null, { code: "invalid"; fields: Record<string, string[]> } | { code: "not_found" }>> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrors(parsed.error) });
  const passwordHash = await hashPassword(parsed.data.password);
  const userId = await db.transaction(async (tx) => {
    const id = await consumeAuthToken(tx, tokenHash(token), "password_reset", project.id);
    if (!id) return null;
    await updateUser(tx, id, { passwordHash });
    await deleteUserSessions(tx, id);
    return id;
  });
  return userId ? ok(null) : err({ code: "not_found" });
}

/** Spec 7: POST /api/clientacceptterms.json records the acceptance of the project's current terms. */
export async function acceptTerms(db: Db, project: Project, user: SessionUser) {
  await updateUser(db, user.id, { termsAcceptedAt: new Date(), termsVersion: project.config.terms_version });
}

export async function emailTaken(db: Db, projectId: string, email: string) {
  return (await findUserByEmailInProject(db, projectId, email)) !== null;
}
