import { describe, expect, it } from "vitest";
import { foldLine, icsCalendar, icsText, icsUtc } from "./ics";

describe("ics", () => {
  const event = {
    uid: "service-42@autohaus-brandt.example",
    stamp: new Date("2026-11-24T10:00:00.123Z"),
    start: new Date("2026-12-02T07:00:00Z"),
    end: new Date("2026-12-02T08:30:00Z"),
    summary: "Inspektion; Ölwechsel, Reifen",
    location: "Autohaus Brandt, Hauptstraße 1\n10115 Berlin",
    description: "Back\\slash",
  };

  it("writes UTC times without separators", () => {
    expect(icsUtc(event.stamp)).toBe("20261124T100000Z");
  });

  it("escapes text values", () => {
    expect(icsText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
  });

  it("is one VEVENT with the required properties and CRLF line ends", () => {
    const ics = icsCalendar(event);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n");
    expect(lines).toContain("UID:service-42@autohaus-brandt.example");
    expect(lines).toContain("DTSTAMP:20261124T100000Z");
    expect(lines).toContain("DTSTART:20261202T070000Z");
    expect(lines).toContain("DTEND:20261202T083000Z");
    expect(lines).toContain("SUMMARY:Inspektion\\; Ölwechsel\\, Reifen");
    expect(lines).toContain("LOCATION:Autohaus Brandt\\, Hauptstraße 1\\n10115 Berlin");
    expect(lines).toContain("DESCRIPTION:Back\\\\slash");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const long = `SUMMARY:${"ä".repeat(60)}`;
    const folded = foldLine(long);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(long);
  });

  it("marks a cancellation", () => {
    const ics = icsCalendar({ ...event, cancelled: true, sequence: 2 });
    expect(ics).toContain("METHOD:CANCEL\r\n");
    expect(ics).toContain("STATUS:CANCELLED\r\n");
    expect(ics).toContain("SEQUENCE:2\r\n");
  });
});
