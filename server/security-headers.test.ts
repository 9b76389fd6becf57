import { describe, expect, it } from "vitest";
import { newNonce } from "./security-headers";

describe("script nonces", () => {
  it("are 128 random bits in base64, never the same twice across pool refills", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const nonce = newNonce();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2000);
  });
});
