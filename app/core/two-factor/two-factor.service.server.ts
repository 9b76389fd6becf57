/**
 * Two-factor sign-in for employees (decision 0060): enrolment from the profile (a QR
 * code and the secret, confirmed by a first code, then ten recovery codes shown once), switching it off
 * with the password and a code, and the second step of the login (identity.service.server.ts asks for it
 * after the password and issues the short-lived challenge this step redeems).
 */
import QRCode from "qrcode";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { fieldErrors } from "../identity/auth-schema";
import { consumeAuthToken, findUserById, findValidAuthToken } from "../identity/identity.repo.server";
import {
  type RequestMeta,
  startSessionFor,
  TWO_FACTOR_CHALLENGE,
  toSessionUser,
} from "../identity/identity.service.server";
import { verifyPassword } from "../identity/password.server";
import type { SessionUser } from "../identity/session-user";
import { clearLoginThrottle, throttleLogin, waitLoginDelay } from "../identity/throttle.server";
import { tokenHash } from "../identity/tokens.server";
import {
  challengeSchema,
  confirmEnrolmentSchema,
  disableSchema,
  isRecoveryCodeShape,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
} from "./totp";
import {
  consumeRecoveryCode,
  deleteTwoFactor,
  enabledAmong,
  enableTwoFactor,
  findTwoFactor,
  markTimeStepUsed,
  savePendingSecret,
} from "./two-factor.repo.server";
import { openSecret, sealSecret } from "./two-factor-secret.server";

export type TwoFactorView = {
  enabled: boolean;
  recoveryLeft: number;
  /** While an enrolment waits for its first code: what the authenticator app needs. */
  pending: { secret: string; qrSvg: string } | null;
  /** The project requires two-factor sign-in of employees. */
  required: boolean;
};

const invalid = (fields: Record<string, string[]>) => err({ code: "invalid" as const, fields });

/** Two-factor sign-in is for employees (and for someone the project sends to enrol). */
function requireEmployee(ctx: ServiceContext): Result<SessionUser> {
  const p = ctx.principal;
  if (!p) return err({ code: "unauthorized" });
  if (!inGroup(p, "employee") && !p.twoFactorEnrolRequired) return err({ code: "forbidden" });
  return ok(p);
}

export async function twoFactorView(ctx: ServiceContext): Promise<Result<TwoFactorView>> {
  const me = requireEmployee(ctx);
  if (!me.ok) return me;
  const row = await findTwoFactor(ctx.db, me.value.id);
  const required = ctx.project.config.two_factor_required;
  if (!row) return ok({ enabled: false, recoveryLeft: 0, pending: null, required });
  if (row.enabledAt) {
    return ok({ enabled: true, recoveryLeft: row.recoveryCodes.length, pending: null, required });
  }
  const secret = openSecret(row.secret);
  if (!secret) return ok({ enabled: false, recoveryLeft: 0, pending: null, required });
  const uri = otpauthUri(secret, me.value.email, ctx.project.name);
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return ok({ enabled: false, recoveryLeft: 0, pending: { secret, qrSvg }, required });
}

/** Starts (or starts over) an enrolment: a new secret, waiting for its first code. */
export async function startEnrolment(ctx: ServiceContext): Promise<Result<null>> {
  const me = requireEmployee(ctx);
  if (!me.ok) return me;
  const saved = await savePendingSecret(ctx.db, me.value.id, sealSecret(newTotpSecret()), ctx.clock.now());
  return saved ? ok(null) : err({ code: "conflict", message: "auth:two_factor.already_enabled" });
}

/** The first code from the app switches it on; the answer carries the recovery codes, shown this once. */
export async function confirmEnrolment(
  ctx: ServiceContext,
  input: unknown,
): Promise<Result<{ recoveryCodes: string[] }>> {
  const me = requireEmployee(ctx);
  if (!me.ok) return me;
  const parsed = confirmEnrolmentSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const row = await findTwoFactor(ctx.db, me.value.id);
  if (!row || row.enabledAt) return err({ code: "conflict", message: "auth:two_factor.no_enrolment" });
  const secret = openSecret(row.secret);
  const now = ctx.clock.now();
  const step = secret ? matchTotp(secret, parsed.data.code, now, null) : null;
  if (step === null) return invalid({ code: ["auth:two_factor.code_wrong"] });
  const recoveryCodes = newRecoveryCodes();
  const enabled = await enableTwoFactor(ctx.db, me.value.id, {
    step,
    recoveryHashes: recoveryCodes.map(recoveryCodeHash),
    now,
  });
  if (!enabled) return err({ code: "conflict", message: "auth:two_factor.already_enabled" });
  return ok({ recoveryCodes });
}

/**
 * Checks a second factor of an enrolled user and uses it up: a 6-digit code of the window whose time
 * step is later than the last one used, or one of the unused recovery codes.
 */
export async function verifySecondFactor(
  ctx: ServiceContext,
  userId: string,
  code: string,
): Promise<boolean> {
  const row = await findTwoFactor(ctx.db, userId);
  if (!row?.enabledAt) return false;
  const now = ctx.clock.now();
  if (isRecoveryCodeShape(code)) return consumeRecoveryCode(ctx.db, userId, recoveryCodeHash(code), now);
  const secret = openSecret(row.secret);
  const step = secret ? matchTotp(secret, code, now, row.lastUsedStep) : null;
  return step !== null && markTimeStepUsed(ctx.db, userId, step, now);
}

/** Switches it off: the password and a current code (or a recovery code). */
export async function disableTwoFactor(ctx: ServiceContext, input: unknown): Promise<Result<null>> {
  const me = requireEmployee(ctx);
  if (!me.ok) return me;
  const parsed = disableSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const user = await findUserById(ctx.db, me.value.id);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, parsed.data.password))) {
    return invalid({ password: ["auth:two_factor.password_wrong"] });
  }
  if (!(await verifySecondFactor(ctx, user.id, parsed.data.code))) {
    return invalid({ code: ["auth:two_factor.code_wrong"] });
  }
  await deleteTwoFactor(ctx.db, user.id);
  return ok(null);
}

export type SecondStepError =
  | { code: "invalid"; fields: Record<string, string[]> }
  | { code: "unauthorized"; message: string }
  | { code: "throttled"; retryAfterSec: number };

/**
 * The login's second step: the challenge the password step issued and a code. Throttled like the
 * password (decision 0016: per address, per account and address, a delay per account), so a guesser who
 * knows the password gets no more tries at the code than at a password. A wrong code keeps the challenge
 * (the person types again); an expired or used one sends them back to the password.
 */
export async function completeTwoFactorLogin(
  ctx: ServiceContext,
  input: unknown,
  meta: RequestMeta,
): Promise<Result<{ token: string; user: SessionUser }, SecondStepError>> {
  const parsed = challengeSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrors(parsed.error) });
  const id = tokenHash(parsed.data.challenge);
  const expired = { code: "unauthorized" as const, message: "auth:two_factor.expired" };
  const found = await findValidAuthToken(scoped(ctx), id, TWO_FACTOR_CHALLENGE);
  const user = found ? await findUserById(ctx.db, found.userId) : null;
  if (!user || user.deactivatedAt) return err(expired);
  const subject = { projectId: ctx.project.id, ip: meta.ip, account: user.email };
  if (meta.throttle) {
    const verdict = await throttleLogin(ctx.db, subject);
    if (!verdict.ok) return err({ code: "throttled", retryAfterSec: verdict.retryAfterSec });
    await waitLoginDelay(verdict.delayMs);
  }
  if (!(await verifySecondFactor(ctx, user.id, parsed.data.code))) {
    return err({ code: "unauthorized", message: "auth:two_factor.code_wrong" });
  }
  if (!(await consumeAuthToken(scoped(ctx), id, TWO_FACTOR_CHALLENGE))) return err(expired);
  if (meta.throttle) await clearLoginThrottle(ctx.db, subject);
  const token = await startSessionFor(ctx, user, meta.userAgent);
  return ok({ token, user: toSessionUser(user, ctx.project) });
}

/** The people screen's column: which of these employees use two-factor sign-in (admins only). */
export async function twoFactorUsersAmong(ctx: ServiceContext, userIds: string[]): Promise<string[]> {
  if (!ctx.principal || !inGroup(ctx.principal, "admin")) return [];
  return enabledAmong(ctx.db, userIds);
}
