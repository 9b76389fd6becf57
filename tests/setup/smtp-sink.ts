/**
 * A tiny SMTP server for tests (the mail fault test, the two-process test, the first run): it refuses connections, answers
 * 4xx/5xx, or accepts mail, as the test says, counts the mails it accepted by Message-ID and keeps them.
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
  /** Every accepted mail as sent (headers and body, dot-unstuffed), in the order received. */
  messages: string[];
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
    messages: [],
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
          sink.messages.push(data.replace(/^\.\./gm, "."));
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

/** Quoted-printable undone: soft line breaks dropped, =XX bytes read as UTF-8. */
function unquote(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * The readable text of a mail the sink kept (every text part of a multipart mail, quoted-printable
 * and base64 undone), so a test can find a link or a sentence in it.
 */
export function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (/^content-type:\s*multipart\//im.test(headers) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .map((part) => mailText(part.replace(/^\r?\n/, "")))
      .join("\n");
  }
  if (/^content-transfer-encoding:\s*base64/im.test(headers))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) return unquote(body);
  return body;
}
