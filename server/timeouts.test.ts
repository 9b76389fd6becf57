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
});
