/**
 * How hard sign-in attempts are limited (docs/decisions/0016-login-throttling.md). Pure: the counting
 * is in throttle.server.ts.
 */

export type WindowLimit = { limit: number; windowSec: number };

/**
 * Login follows the OWASP Authentication Cheat Sheet: a hard limit only where it cannot be turned
 * against the owner (one address, and one account from one address), and for the account as a whole
 * a delay that grows with the failures but never refuses. Sign-up and reset send mail: their
 * per-account cap keeps a mailbox from being flooded; the worst it does to the owner is a later mail.
 */
export const THROTTLE_RULES = {
  login: {
    perIp: { limit: 20, windowSec: 300 },
    perAccountAndIp: { limit: 5, windowSec: 900 },
    perAccountDelay: { windowSec: 900, freeAttempts: 3, baseMs: 250, maxMs: 3000 },
  },
  signup: { perIp: { limit: 10, windowSec: 3600 }, perAccount: { limit: 3, windowSec: 3600 } },
  reset: { perIp: { limit: 10, windowSec: 3600 }, perAccount: { limit: 3, windowSec: 3600 } },
  // A new address-confirmation link (docs/decisions/0044-verified-addresses.md): mail, like reset.
  verify: { perIp: { limit: 10, windowSec: 3600 }, perAccount: { limit: 3, windowSec: 3600 } },
  // Checkouts that reserve a used car, and rental bookings, from one address in a day
  // (docs/decisions/0045-abuse-limits.md): a family buys one car; a script takes the stock off sale.
  reservation: { perIp: { limit: 3, windowSec: 86_400 } },
  rentalBooking: { perIp: { limit: 3, windowSec: 86_400 } },
} as const;

export type ProgressiveDelay = { freeAttempts: number; baseMs: number; maxMs: number };

/**
 * The wait before the `attempt`-th login on one account within the window (1 = the first): nothing for
 * the first few, then doubling from `baseMs`, capped at `maxMs`. It slows guessing one attempt after
 * another (parallel guesses are bounded by the per-address limits); the owner waits a few seconds at most.
 */
export function progressiveDelayMs(attempt: number, rule: ProgressiveDelay): number {
  const over = attempt - rule.freeAttempts;
  if (over <= 0) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(over - 1, 30));
}
