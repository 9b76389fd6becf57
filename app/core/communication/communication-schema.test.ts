import { describe, expect, it } from "vitest";
import {
  fillPlaceholders,
  logCallSchema,
  oneLine,
  plainText,
  sendMailSchema,
  timelineList,
} from "./communication-schema";

const values = {
  firstName: "Kira",
  lastName: "Bauer",
  name: "Kira Bauer",
  dealer: "Autohaus Brandt",
  employee: "Selin",
};

describe("communication inputs", () => {
  it("keeps line breaks and tabs, drops other control and bidi-override characters", () => {
    expect(plainText("  Zeile 1\r\nZeile\u0000 2\r\tEnde\u202e\u0007 ")).toBe("Zeile 1\nZeile 2\n\tEnde");
    expect(oneLine("Hallo\r\nBcc: x@example.org")).toBe("Hallo Bcc: x@example.org");
  });

  it("fills the known placeholders and leaves anything else as written", () => {
    expect(fillPlaceholders("Hallo {{firstName}} {{ lastName }}, {{unknown}} – {{dealer}}", values)).toBe(
      "Hallo Kira Bauer, {{unknown}} – Autohaus Brandt",
    );
    // A value that looks like a placeholder is not filled again.
    expect(fillPlaceholders("{{firstName}}", { ...values, firstName: "{{dealer}}" })).toBe("{{dealer}}");
  });

  it("refuses empty, oversized and unknown values with catalogue keys", () => {
    const bad = sendMailSchema.safeParse({ template: "hack", subject: "\u0000", body: "x".repeat(40_001) });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${String(i.path[0])}:${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        "template:validation:invalid_choice",
        "subject:validation:required",
        "body:validation:too_long",
      ]),
    );
    expect(
      logCallSchema.safeParse({ direction: "in", minutes: "1e3", note: "", calledAt: "2026-01-01T10:00" })
        .success,
    ).toBe(false);
    expect(
      logCallSchema.parse({ direction: "out", minutes: "15", note: "ok", calledAt: "2026-01-01T10:00" })
        .minutes,
    ).toBe(15);
  });

  it("reads the timeline's kinds from the URL and drops unknown ones", () => {
    const p = timelineList.parse(new URLSearchParams("kind=mail&kind=bogus&kind=job&limit=500"));
    expect([...(p.kind ?? [])].sort()).toEqual(["job", "mail"]);
    expect(p.limit).toBe(20);
  });
});
