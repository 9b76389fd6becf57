/** The session cookie: httpOnly, SameSite=Lax, Secure (with the __Host- prefix) on HTTPS sites. */
const PLAIN = "autohaus_session";
const HOST = "__Host-autohaus_session";

export function sessionCookieName(secure: boolean) {
  return secure ? HOST : PLAIN;
}

export function readSessionToken(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  let plain: string | null = null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === HOST && value) return value;
    if (name === PLAIN && value) plain = value;
  }
  return plain;
}

export function sessionCookie(token: string, secure: boolean, maxAgeSec: number): string {
  return [
    `${sessionCookieName(secure)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSec}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie("", secure, 0);
}

/** Secure cookies on HTTPS, and in production on every host but localhost (where browsers allow http). */
export function wantsSecureCookies(origin: string, production: boolean): boolean {
  if (origin.startsWith("https:")) return true;
  if (!production) return false;
  const host = new URL(origin).hostname;
  return !(host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1");
}
