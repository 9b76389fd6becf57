/**
 * Cookies that carry a credential or an identity (session, anonymous visitor): httpOnly, SameSite=Lax,
 * and on HTTPS Secure with the `__Host-` prefix (bound to the host, Path=/, no Domain); on plain http
 * (development) the bare name.
 */
export function hostCookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}

export function hostCookie(base: string, value: string, secure: boolean, maxAgeSec: number): string {
  return [
    `${hostCookieName(base, secure)}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSec}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * The value of exactly the cookie name this origin sets (`hostCookieName`), that `valid` accepts
 * (non-empty by default); or null. On HTTPS the bare name is ignored: anyone who can plant a cookie
 * for the domain (a sibling subdomain, a plain-http response) could set it, which the `__Host-` prefix
 * rules out. For credentials (the session).
 */
export function readCookieFor(
  cookieHeader: string | null | undefined,
  base: string,
  secure: boolean,
  valid: (value: string) => boolean = (value) => value !== "",
): string | null {
  if (!cookieHeader) return null;
  const wanted = hostCookieName(base, secure);
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== wanted) continue;
    const value = part.slice(eq + 1).trim();
    if (valid(value)) return value;
  }
  return null;
}

/** The value of `__Host-{base}`, else of `{base}`, that `valid` accepts (non-empty by default); or null. */
export function readHostCookie(
  cookieHeader: string | null | undefined,
  base: string,
  valid: (value: string) => boolean = (value) => value !== "",
): string | null {
  if (!cookieHeader) return null;
  const host = `__Host-${base}`;
  let plain: string | null = null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name !== host && name !== base) continue;
    const value = part.slice(eq + 1).trim();
    if (!valid(value)) continue;
    if (name === host) return value;
    plain ??= value;
  }
  return plain;
}
