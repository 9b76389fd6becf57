import { describe, expect, it } from "vitest";
import { devMailboxEnabled, readEnv } from "./env.server";

describe("readEnv", () => {
  it("reads TRUST_PROXY as a number of proxy hops, 0 when unset", () => {
    expect(readEnv({}).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => readEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
  });
});

describe("devMailboxEnabled", () => {
  it("exists in development and tests, and in the demo of a bare `npm start`", () => {
    expect(devMailboxEnabled(readEnv({}))).toBe(true);
    expect(devMailboxEnabled(readEnv({ NODE_ENV: "test" }))).toBe(true);
    expect(devMailboxEnabled(readEnv({ NODE_ENV: "production", DEMO: "1" }))).toBe(true);
  });

  it("does not exist in production, nor wherever mail really leaves (SMTP_URL)", () => {
    expect(devMailboxEnabled(readEnv({ NODE_ENV: "production" }))).toBe(false);
    expect(devMailboxEnabled(readEnv({ NODE_ENV: "production", DEMO: "0" }))).toBe(false);
    const smtp = "smtp://user:pass@mail.example:587";
    expect(devMailboxEnabled(readEnv({ SMTP_URL: smtp }))).toBe(false);
    expect(devMailboxEnabled(readEnv({ NODE_ENV: "production", DEMO: "1", SMTP_URL: smtp }))).toBe(false);
  });
});
