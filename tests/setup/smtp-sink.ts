/**
 * A tiny SMTP server for tests (the mail fault test, the two-process test): it refuses connections, answers 4xx/5xx, or accepts mail,
 * as the test says, and counts the mails it accepted by Message-ID.
 */
import { createServer, type Socket } from "node:net";
import { freePort } from "./server-process";

/**
 * `refuse`: closes the connection at once; `busy`: greets with 421; `reject`: refuses the sender with
 * 451 (temporary) and, every other time, the message with 554; `silent`: accepts the connection and
 * never says a word; `accept`: takes the mail.
 */
export type SinkMode = "refuse" | "busy" | "reject" | "silent" | "accept";

export type SmtpSink = {
  port: number;
  url: string;
  mode: SinkMode | (() => SinkMode);
  /** Accepted mails by Message-ID (a repeat delivery raises the count above 1). */
  received: Map<string, number>;
  /** Connections per mode, to show every kind of failure was met. */
  connections: Record<SinkMode, number>;
  close: () => Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mode: "accept",
    received: new Map(),
    connections: { refuse: 0, busy: 0, reject: 0, silent: 0, accept: 0 },
    close: async () => {},
  };
  let rejects = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    const mode = typeof sink.mode === "function" ? sink.mode() : sink.mode;
    sink.connections[mode]++;
    if (mode === "refuse") {
      socket.destroy();
      return;
    }
    if (mode === "silent") return;
    if (mode === "busy") {
      socket.end("421 4.3.2 Service not available, try again later\r\n");
      return;
    }
    const hardReject = mode === "reject" && rejects++ % 2 === 1;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say("220 sink.test ESMTP");
    let buffer = "";
    let inData = false;
    let data = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          // The terminator may arrive split over two chunks: look for it in all the data so far.
          data += buffer;
          buffer = "";
          const end = data.indexOf("\r\n.\r\n");
          if (end < 0) return;
          buffer = data.slice(end + 5);
          data = data.slice(0, end);
          inData = false;
          if (hardReject) {
            say("554 5.6.0 Message rejected");
            continue;
          }
          const id = /^message-id:\s*(\S+)/im.exec(data)?.[1] ?? `(none ${sink.received.size})`;
          sink.received.set(id, (sink.received.get(id) ?? 0) + 1);
          data = "";
          say("250 2.0.0 queued");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") say("250 sink.test");
        else if (verb === "MAIL")
          say(mode === "reject" && !hardReject ? "451 4.3.0 Try again later" : "250 OK");
        else if (verb === "RCPT") say("250 OK");
        else if (verb === "DATA") {
          inData = true;
          data = "";
          say("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET" || verb === "NOOP") say("250 OK");
        else if (verb === "QUIT") {
          say("221 Bye");
          socket.end();
          return;
        } else say("502 5.5.2 Command not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  sink.close = () =>
    new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return sink;
}
