/**
 * What a request says about itself behind reverse proxies (`TRUST_PROXY` hops): the client's address
 * for throttling, and the public origin for links, secure cookies and HSTS.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The entry of an `X-Forwarded-*` list that our own proxies wrote. Each proxy appends the address it
 * received the request from, so everything left of the last `hops` entries was written by the client
 * and proves nothing: with one proxy the rightmost entry is the client, with two the second from the
 * right. A list shorter than `hops` (a proxy that overwrites instead of appending) gives its first
 * entry, still written by one of ours. `hops` 0 trusts no header at all.
 */
export function forwardedValue(header: string | null | undefined, hops: number): string | null {
  if (hops <= 0 || !header) return null;
  const entries = header
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - hops)] ?? null;
}

/** The client's address: from the trusted proxies' `X-Forwarded-For`, else the socket's. */
export function clientIp(c: Context, hops: number): string {
  // Only a throttling key: bounded, so a forged header cannot make it huge.
  const forwarded = forwardedValue(c.req.header("x-forwarded-for"), hops)?.slice(0, 64);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** `proto://host` as the visitor's browser sees it. */
export function publicOrigin(c: Context, hops: number): string {
  const url = new URL(c.req.url);
  const forwardedProto = forwardedValue(c.req.header("x-forwarded-proto"), hops)?.toLowerCase();
  const proto =
    forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : url.protocol.replace(":", "");
  const host = forwardedValue(c.req.header("x-forwarded-host"), hops) || c.req.header("host") || url.host;
  return `${proto}://${host}`;
}
