/**
 * Graceful drain on SIGTERM (decision 0036): every request this process has taken is answered, new
 * connections are refused, and the process can exit as soon as the last answer is out.
 *
 * Node's `server.close()` does not do this under load: it destroys at once every connection it sees idle,
 * and "idle" includes a keep-alive connection whose next request is already in the socket but not yet
 * read (the process was busy rendering), or a connection accepted in the same loop turn as the signal.
 * Those requests, sent well before the signal, were reset. Here instead:
 * - the listening socket is closed after the loop's poll phase (connections queued in the backlog
 *   before the signal are accepted first, not reset);
 * - answers given from now on carry `Connection: close`, so keep-alive clients reconnect elsewhere;
 * - a connection is closed only when it has no request open and has been quiet for `quietMs` (checked
 *   right after a poll phase, so whatever had arrived has been read and counts as a request).
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";

type Tracked = { open: number; quietSince: number };

export type Drain = {
  /** Starts the drain; `onClosed` runs once the listener and every connection are closed. */
  start: (onClosed: () => void) => void;
};

export function trackConnections(server: Server, quietMs = 1_000): Drain {
  const sockets = new Map<Socket, Tracked>();
  const unanswered = new Set<ServerResponse>();
  let draining = false;
  server.on("connection", (socket: Socket) => {
    sockets.set(socket, { open: 0, quietSince: performance.now() });
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (draining && !res.headersSent) res.setHeader("Connection", "close");
    const tracked = sockets.get(req.socket);
    if (tracked) tracked.open++;
    unanswered.add(res);
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      unanswered.delete(res);
      if (tracked) {
        tracked.open--;
        tracked.quietSince = performance.now();
      }
    };
    res.once("finish", settle);
    res.once("close", settle);
  });

  return {
    start(onClosed) {
      if (draining) return;
      draining = true;
      // Answers being worked on get the header too (Hono writes the head later; writeHead keeps it).
      for (const res of unanswered) if (!res.headersSent) res.setHeader("Connection", "close");
      const closeQuiet = () =>
        setImmediate(() => {
          const now = performance.now();
          for (const [socket, t] of sockets) {
            if (t.open === 0 && now - t.quietSince >= quietMs) socket.destroy();
          }
        });
      const timer = setInterval(closeQuiet, 100);
      // Not http's close() (see above): the plain listener close, after this turn's accepts. Its callback
      // runs when the last connection has closed.
      setImmediate(() =>
        net.Server.prototype.close.call(server, () => {
          clearInterval(timer);
          onClosed();
        }),
      );
    },
  };
}
