/**
 * The first run's token (decision 0052): `SETUP_TOKEN`, or 32 random bytes made at start and written to
 * the log once. Only a request that carries it may set the installation up; once a project exists the
 * setup page is gone, whatever token is sent.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A fresh token: 32 bytes from the operating system's CSPRNG, URL-safe. */
export function newSetupToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Compares in constant time (both sides hashed first, so their lengths say nothing either). */
export function setupTokenMatches(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== "string" || given.length === 0 || given.length > 200) return false;
  const a = createHash("sha256").update(expected).digest();
  const b = createHash("sha256").update(given).digest();
  return timingSafeEqual(a, b);
}
