/**
 * Two-factor sign-in rules (decision 0060): RFC 6238 time-based codes through `otpauth` (SHA-1, 6 digits,
 * 30-second steps, as every authenticator app expects), accepted one step either side of now, each time
 * step only once; and single-use recovery codes, of which only a SHA-256 is stored. No I/O.
 */
import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { z } from "zod";

export const TOTP_PERIOD_SEC = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one (clock drift and typing time). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as authenticator apps type it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, account = "", issuer = "") {
  return new TOTP({
    issuer,
    label: account,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SEC,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The `otpauth://` address the QR code carries. */
export function otpauthUri(secretBase32: string, account: string, issuer: string): string {
  return totp(secretBase32, account, issuer).toString();
}

/** The time step of an instant. */
export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SEC);
}

/** The code an authenticator shows at `now` (tests and the e2e compute it the same way). */
export function codeAt(secretBase32: string, now: Date): string {
  return totp(secretBase32).generate({ timestamp: now.getTime() });
}

/**
 * The time step a typed code belongs to, or null when it is wrong, outside the window, or of a step at or
 * before `lastUsedStep` (a code, or an older one, already used: replay).
 */
export function matchTotp(
  secretBase32: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = timeStep(now) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}

// Recovery codes: 10 characters of an alphabet without look-alikes (50 bits), shown as `xxxxx-xxxxx`.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a person types, without spaces, dashes and case. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, "");
}

export function recoveryCodeHash(input: string): string {
  return createHash("sha256")
    .update(`recovery:${normalizeRecoveryCode(input)}`)
    .digest("hex");
}

/** Whether the input looks like a recovery code (else it is taken as a 6-digit code). */
export function isRecoveryCodeShape(input: string): boolean {
  return /^[a-z0-9]{10}$/.test(normalizeRecoveryCode(input)) && !/^\d+$/.test(normalizeRecoveryCode(input));
}

/** A code typed at sign-in, enrolment or switching off: 6 digits or a recovery code. */
export const secondFactorCode = z
  .string()
  .trim()
  .min(1, "auth:two_factor.code_required")
  .max(40, "auth:two_factor.code_invalid")
  .transform((s) => s.replace(/\s/g, ""));

export const confirmEnrolmentSchema = z.object({ code: secondFactorCode });
export const disableSchema = z.object({
  code: secondFactorCode,
  password: z.string().min(1, "auth:two_factor.password_required").max(200),
});
export const challengeSchema = z.object({
  challenge: z.string().min(10).max(100),
  code: secondFactorCode,
  redirectTo: z.string().max(2000).optional(),
});
