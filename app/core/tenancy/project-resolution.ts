/** Normalises a Host header to a bare lower-case host name (no port, no trailing dot). */
export function normalizeHost(hostHeader: string | null | undefined): string {
  if (!hostHeader) return "";
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) host = host.slice(1, host.indexOf("]"));
  else host = host.replace(/:\d+$/, "");
  return host.replace(/\.$/, "");
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", ""]);

/** Hosts that always serve the default project (development and health checks). */
export function isLocalHost(host: string): boolean {
  return LOCAL_HOSTS.has(host);
}

/** The host names to try for a request: the host itself, and without a leading `www.`. */
export function hostCandidates(host: string): string[] {
  return host.startsWith("www.") ? [host, host.slice(4)] : [host, `www.${host}`];
}

/**
 * The origin to put into links that leave the request (e-mails, canonical URLs). The Host header is
 * chosen by the client, and unknown hosts fall back to the default project: an attacker could ask for
 * a password reset with `Host: evil.example` and have the victim mailed a link to their server. So only
 * a host the project lists (or a local development host) is taken as it is; otherwise `PUBLIC_URL`,
 * else the project's main domain over HTTPS.
 */
export function trustedOrigin(
  requestOrigin: string,
  project: { domains: readonly string[] },
  publicUrl?: string,
): string {
  let host = "";
  try {
    host = new URL(requestOrigin).hostname.toLowerCase().replace(/^\[|\]$/g, "");
  } catch {
    // Falls through to the configured origin.
  }
  if (host && (isLocalHost(host) || project.domains.includes(host))) return requestOrigin;
  if (publicUrl) return new URL(publicUrl).origin;
  const main = project.domains[0];
  return main ? `https://${main}` : requestOrigin;
}
