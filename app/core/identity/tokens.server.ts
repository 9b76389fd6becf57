import { createHash, randomBytes } from "node:crypto";

/** 160 random bits, base64url: session cookies and mailed links carry these, the database their hash. */
export function newToken(): string {
  return randomBytes(20).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
