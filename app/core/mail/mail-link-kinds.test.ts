import { describe, expect, it } from "vitest";
import { isMailCategory, MAIL_LINK_TTL_SECONDS, mailLinkState, maskEmail } from "./mail-link-kinds";

const now = new Date("2026-11-24T10:00:00Z");
const later = (s: number) => new Date(now.getTime() + s * 1000);

describe("mailLinkState", () => {
  it("is valid before expiry and expired at and after it (to the millisecond)", () => {
    const link = { kind: "trade_in_invitation" as const, expiresAt: later(60), usedAt: null };
    expect(mailLinkState(link, now)).toBe("valid");
    expect(mailLinkState(link, new Date(later(60).getTime() - 1))).toBe("valid");
    expect(mailLinkState(link, later(60))).toBe("expired");
    expect(mailLinkState(link, later(61))).toBe("expired");
  });

  it("a used single-use link is used, even when it has also expired", () => {
    expect(mailLinkState({ kind: "trade_in_invitation", expiresAt: later(60), usedAt: now }, now)).toBe(
      "used",
    );
    expect(mailLinkState({ kind: "scheduled_call", expiresAt: later(-60), usedAt: now }, now)).toBe("used");
  });

  it("an unsubscribe link may be used again until it expires", () => {
    expect(mailLinkState({ kind: "unsubscribe", expiresAt: later(60), usedAt: now }, now)).toBe("valid");
    expect(mailLinkState({ kind: "unsubscribe", expiresAt: later(-1), usedAt: null }, now)).toBe("expired");
  });

  // The invitation's 14 days and the call-back's 7 are checked where a link expires: the integration
  // tests open one after 15 and 8 days (trade-in-invitations, mail-links).
  it("an unsubscribe link lasts at least 30 days", () => {
    expect(MAIL_LINK_TTL_SECONDS.unsubscribe).toBeGreaterThanOrEqual(30 * 86400);
  });
});

describe("maskEmail", () => {
  it("keeps the start of the local part and of the domain, and the top-level domain", () => {
    expect(maskEmail("anna.schmidt@example.org")).toBe("an***@ex***.org");
    expect(maskEmail("al@ab.de")).toBe("a***@a***.de");
    expect(maskEmail("zoë@münchen.de")).toBe("z***@mü***.de");
  });
  it("never shows a malformed address", () => {
    expect(maskEmail("no-at-sign")).toBe("***");
    expect(maskEmail("@example.org")).toBe("***");
  });
});

describe("isMailCategory", () => {
  it("knows the categories and nothing else", () => {
    expect(isMailCategory("trade_in")).toBe(true);
    expect(isMailCategory("callback")).toBe(true);
    expect(isMailCategory("orders")).toBe(false);
    expect(isMailCategory(null)).toBe(false);
  });
});
