import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { applyServerTimeouts, SERVER_TIMEOUTS } from "./timeouts";

describe("server timeouts", () => {
  it("bounds headers, whole requests and idle keep-alive connections", () => {
    const server = applyServerTimeouts(createServer());
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    // Node checks the header deadline only when it is below the request deadline.
    expect(server.headersTimeout).toBeLessThan(server.requestTimeout);
    expect(server.keepAliveTimeout).toBeLessThan(server.headersTimeout);
  });

  it("lets a response stream outlive the request deadline (server-sent events, issue 17)", async () => {
    // requestTimeout bounds receiving the request; an event stream's response may stay open for hours.
    const server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      let n = 0;
      const timer = setInterval(() => {
        res.write(`data: ${n++}\n\n`);
        if (n === 10) {
          clearInterval(timer);
          res.end();
        }
      }, 150);
    });
    server.requestTimeout = 500;
    server.headersTimeout = 400;
    server.keepAliveTimeout = 300;
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as { port: number };
    const text = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    server.close();
    // 1.5 s of events, three times the request deadline.
    expect(text.match(/data:/g)?.length).toBe(10);
  });
});
