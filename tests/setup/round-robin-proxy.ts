/**
 * A small round-robin reverse proxy for tests that run several server processes: each request
 * goes to the next upstream in turn, bodies are streamed both ways (server-sent events included), and
 * the forwarded headers are appended as a real proxy does (`X-Forwarded-For` gets the client's address;
 * `-Proto` and `-Host` say what the client used). The Host header is passed on unchanged, as a proxy in
 * front of a white-label site must (the project is found by host name). Each response carries
 * `X-Upstream: <index>` so a test can prove which process answered.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const UPSTREAM_HEADER = "x-upstream";

export type RoundRobinProxy = {
  url: string;
  /** How many requests each upstream got so far. */
  counts: number[];
  /** The upstream the next request goes to. */
  peek: () => number;
  close: () => Promise<void>;
};

/** Hop-by-hop headers (RFC 9110 7.6.1) are not forwarded. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function forwardable(headers: IncomingMessage["headers"]) {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v;
  return out;
}

function appendForwarded(existing: string | string[] | undefined, value: string): string {
  const prior = Array.isArray(existing) ? existing.join(", ") : existing;
  return prior ? `${prior}, ${value}` : value;
}

export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error("no upstreams");
  const targets = upstreams.map((u) => new URL(u));
  const counts = targets.map(() => 0);
  let next = 0;
  const server: Server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index]!++;
    const target = targets[index]!;
    const headers = forwardable(req.headers);
    const clientAddress = req.socket.remoteAddress ?? "unknown";
    headers["x-forwarded-for"] = appendForwarded(req.headers["x-forwarded-for"], clientAddress);
    headers["x-forwarded-proto"] = appendForwarded(req.headers["x-forwarded-proto"], "http");
    headers["x-forwarded-host"] = appendForwarded(req.headers["x-forwarded-host"], req.headers.host ?? "");
    const upstream = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        const out = forwardable(answer.headers);
        out[UPSTREAM_HEADER] = String(index);
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
        // Server-sent events: every chunk goes on at once (pipe does not buffer).
        res.flushHeaders();
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) {
        res.writeHead(502, { "content-type": "text/plain", [UPSTREAM_HEADER]: String(index) });
        res.end("bad gateway");
      } else res.destroy();
    });
    // The client went away (an event stream cancelled): the upstream request goes too.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    peek: () => next,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
