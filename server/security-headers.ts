/**
 * The security headers of every response (pages, API, static files and uploads alike): registered
 * before static serving in server/app.ts, so no response leaves without them.
 */
import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { publicOrigin } from "./proxy";

export const HSTS = "max-age=15552000; includeSubDomains";

/** Uploaded files are shown, never run: no scripts, no plugins, no same-origin document. */
export const UPLOAD_CSP = "default-src 'none'; sandbox";

/** The handlers of private uploaded files (decision 0043): their answers are uploads too. */
const PRIVATE_FILES =
  /^\/api\/(?:avatars\/|trade-in\/photos\/|community\/documents\/|orders\/documents\/[^/]+\/file$)/;

/**
 * A fresh 128-bit script nonce per response, cut from a pool of random bytes refilled 4 KB at a time
 * (decision 0018: one `getRandomValues` call per request cost more than the rest of the headers).
 * Unpredictable all the same: every byte comes from the operating system's CSPRNG and is used once.
 */
const NONCE_BYTES = 16;
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;
export function newNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

/** The CSP source for this response's nonce; the document handler reads the same `secureHeadersNonce`. */
function nonceSource(c: Context): string {
  let nonce = c.get("secureHeadersNonce");
  if (!nonce) {
    nonce = newNonce();
    c.set("secureHeadersNonce", nonce);
  }
  return `'nonce-${nonce}'`;
}

export function securityHeaders(options: { dev: boolean; trustProxy: number }): MiddlewareHandler {
  const { dev, trustProxy } = options;
  const base = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : [nonceSource, "'strict-dynamic'", "'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "SAMEORIGIN",
    xContentTypeOptions: "nosniff",
    // Set below, only where the visitor really came over HTTPS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  return async (c, next) => {
    await base(c, next);
    // HSTS over plain http is ignored by browsers at best, and pins a host that has no HTTPS at worst.
    if (!dev && publicOrigin(c, trustProxy).startsWith("https:")) {
      c.res.headers.set("Strict-Transport-Security", HSTS);
    }
    if (c.req.path.startsWith("/uploads/") || PRIVATE_FILES.test(c.req.path)) {
      c.res.headers.set("Content-Security-Policy", UPLOAD_CSP);
      // Avatars are re-encoded pictures; anything else in the folder is offered as a download.
      const type = c.res.headers.get("content-type") ?? "";
      if (c.res.status === 200 && !type.startsWith("image/")) {
        c.res.headers.set("Content-Disposition", "attachment");
      }
    }
  };
}
