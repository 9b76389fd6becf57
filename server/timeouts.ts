/** Timeouts of the Node HTTP server: a slow or idle client cannot hold a connection open for long. */
import type { Server } from "node:http";

export const SERVER_TIMEOUTS = {
  /** The request line and headers must arrive within this (slowloris). */
  headersTimeout: 20_000,
  /** The whole request, body included (a 5 MB avatar on a slow phone line fits). */
  requestTimeout: 60_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeout: 10_000,
} as const;

export function applyServerTimeouts(server: Server): Server {
  server.headersTimeout = SERVER_TIMEOUTS.headersTimeout;
  server.requestTimeout = SERVER_TIMEOUTS.requestTimeout;
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout;
  return server;
}
