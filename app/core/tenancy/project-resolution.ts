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
