/**
 * The security headers of every response (pages, API, static files and uploads alike): registered
 * before static serving in server/app.ts, so no response leaves without them.
 */
import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { publicOrigin } from "./proxy";

export const HSTS = "max-age=15552000; includeSubDomains";

/** Uploaded files are shown, never run: no scripts, no plugins, no same-origin document. */
export const UPLOAD_CSP = "default-src 'none'; sandbox";

export function securityHeaders(options: { dev: boolean; trustProxy: number }): MiddlewareHandler {
  const { dev, trustProxy } = options;
  const base = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : [NONCE, "'strict-dynamic'", "'self'"],
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
    if (c.req.path.startsWith("/uploads/")) {
      c.res.headers.set("Content-Security-Policy", UPLOAD_CSP);
      // Avatars are re-encoded pictures; anything else in the folder is offered as a download.
      const type = c.res.headers.get("content-type") ?? "";
      if (c.res.status === 200 && !type.startsWith("image/")) {
        c.res.headers.set("Content-Disposition", "attachment");
      }
    }
  };
}
