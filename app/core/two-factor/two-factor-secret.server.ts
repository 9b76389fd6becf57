/**
 * How a TOTP secret is kept (decision 0060). With `TWO_FACTOR_KEY` set (at least 32 characters, e.g.
 * `openssl rand -base64 32`) it is encrypted with AES-256-GCM under a key derived from it, so a copy of
 * the database or a backup alone does not reveal it; without the key it is stored as is (README and
 * docs/going-live.md ask for the key). Either way it is shown only while the
 * enrolment waits for its first code, never again.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const ENCRYPTED = "v1:";
const PLAIN = "plain:";

function key(): Buffer | null {
  const raw = process.env.TWO_FACTOR_KEY;
  if (!raw || raw.length < 32) return null;
  return createHash("sha256").update(`autohaus-two-factor:${raw}`).digest();
}

export function sealSecret(secretBase32: string): string {
  const k = key();
  if (!k) return `${PLAIN}${secretBase32}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", k, iv);
  const body = Buffer.concat([cipher.update(secretBase32, "utf8"), cipher.final()]);
  return `${ENCRYPTED}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The secret, or null when it cannot be read (encrypted under another key, or damaged). */
export function openSecret(stored: string): string | null {
  if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
  const k = key();
  if (!stored.startsWith(ENCRYPTED) || !k) return null;
  try {
    const raw = Buffer.from(stored.slice(ENCRYPTED.length), "base64url");
    const decipher = createDecipheriv("aes-256-gcm", k, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** Whether secrets are stored encrypted in this process (the start-up warning asks). */
export function secretsEncrypted(): boolean {
  return key() !== null;
}
