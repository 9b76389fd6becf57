import { type Algorithm, hash, verify } from "@node-rs/argon2";

/**
 * Password hashing to the OWASP Password Storage Cheat Sheet: Argon2id, 19 MiB memory, 2 iterations,
 * 1 lane. The parameters travel inside the PHC string, so raising them later re-hashes on next login.
 */
export const PASSWORD_HASH_PARAMS = {
  algorithm: 2 as Algorithm, // Argon2id
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker parameters than today's. */
export function needsRehash(passwordHash: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!m) return true;
  return (
    Number(m[1]) < PASSWORD_HASH_PARAMS.memoryCost ||
    Number(m[2]) < PASSWORD_HASH_PARAMS.timeCost ||
    Number(m[3]) < PASSWORD_HASH_PARAMS.parallelism
  );
}

/** A hash of a random password, verified against when the account does not exist (same timing). */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-such-account-${Math.random()}`);
  return dummyHash;
}
