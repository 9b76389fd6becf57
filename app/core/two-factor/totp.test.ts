import { describe, expect, it } from "vitest";
import {
  codeAt,
  isRecoveryCodeShape,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  TOTP_PERIOD_SEC,
  timeStep,
} from "./totp";

// RFC 6238 appendix B: the SHA-1 test secret "12345678901234567890" (base32), 8 digits there, 6 here.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const at = (iso: string) => new Date(iso);
const shift = (d: Date, steps: number) => new Date(d.getTime() + steps * TOTP_PERIOD_SEC * 1000);

describe("two-factor codes (decision 0060)", () => {
  it("computes the RFC 6238 reference codes (last 6 digits)", () => {
    expect(codeAt(RFC_SECRET, new Date(59_000))).toBe("287082");
    expect(codeAt(RFC_SECRET, new Date(1_111_111_109_000))).toBe("081804");
    expect(codeAt(RFC_SECRET, new Date(2_000_000_000_000))).toBe("279037");
  });

  it("accepts the current code and one step either side, nothing further", () => {
    const now = at("2026-12-05T14:00:10Z");
    const step = timeStep(now);
    expect(matchTotp(RFC_SECRET, codeAt(RFC_SECRET, now), now, null)).toBe(step);
    expect(matchTotp(RFC_SECRET, codeAt(RFC_SECRET, shift(now, -1)), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, codeAt(RFC_SECRET, shift(now, 1)), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, codeAt(RFC_SECRET, shift(now, -2)), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, codeAt(RFC_SECRET, shift(now, 2)), now, null)).toBeNull();
  });

  it("refuses a code of a step already used, and older ones (replay)", () => {
    const now = at("2026-12-05T14:00:10Z");
    const step = timeStep(now);
    const code = codeAt(RFC_SECRET, now);
    expect(matchTotp(RFC_SECRET, code, now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, codeAt(RFC_SECRET, shift(now, -1)), now, step)).toBeNull();
    // The next step's code is still good after this one was used.
    expect(matchTotp(RFC_SECRET, codeAt(RFC_SECRET, shift(now, 1)), now, step)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, code, now, step - 1)).toBe(step);
  });

  it("refuses wrong and malformed codes", () => {
    const now = at("2026-12-05T14:00:10Z");
    const right = codeAt(RFC_SECRET, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    for (const code of [wrong, "", "12345", "1234567", "abcdef", ` ${right}`, "٠١٢٣٤٥"]) {
      expect(matchTotp(RFC_SECRET, code, now, null)).toBeNull();
    }
  });

  it("makes 160-bit secrets and an otpauth address for the QR code", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = otpauthUri(secret, "anna@autohaus.example", "Autohaus Brandt");
    expect(uri).toContain("otpauth://totp/");
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain("issuer=Autohaus%20Brandt");
  });

  it("makes ten distinct recovery codes, matched however they are typed", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) {
      expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(isRecoveryCodeShape(c)).toBe(true);
    }
    const c = codes[0]!;
    expect(recoveryCodeHash(c.toUpperCase().replace("-", " "))).toBe(recoveryCodeHash(c));
    expect(recoveryCodeHash(c)).not.toBe(recoveryCodeHash(codes[1]!));
    expect(isRecoveryCodeShape("123456")).toBe(false);
  });
});
