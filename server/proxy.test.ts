import { describe, expect, it } from "vitest";
import { forwardedValue } from "./proxy";

describe("forwardedValue (TRUST_PROXY hops)", () => {
  it("trusts nothing without hops", () => {
    expect(forwardedValue("203.0.113.7", 0)).toBeNull();
    expect(forwardedValue(undefined, 1)).toBeNull();
    expect(forwardedValue("", 1)).toBeNull();
    expect(forwardedValue(" , ", 1)).toBeNull();
  });

  it("takes the entry our proxy appended, not what the client wrote in front of it", () => {
    // The client sent `X-Forwarded-For: 1.2.3.4`; our one proxy appended the address it saw.
    expect(forwardedValue("1.2.3.4, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedValue("203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("counts hops from the right behind several proxies", () => {
    // CDN, then load balancer: the CDN appended the client, the balancer the CDN.
    expect(forwardedValue("1.2.3.4, 203.0.113.7, 198.51.100.2", 2)).toBe("203.0.113.7");
    expect(forwardedValue("203.0.113.7,198.51.100.2", 2)).toBe("203.0.113.7");
    // Fewer entries than hops: the first one, which one of ours wrote.
    expect(forwardedValue("203.0.113.7", 2)).toBe("203.0.113.7");
  });
});
