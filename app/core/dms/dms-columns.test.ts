import { describe, expect, it } from "vitest";
import { csvField, DMS_CSV_COLUMNS, toCsv } from "./dms-columns";

describe("DMS CSV", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvField('Müller, "Auto"')).toBe('"Müller, ""Auto"""');
    expect(csvField("a\nb")).toBe('"a\nb"');
    expect(csvField(null)).toBe("");
    expect(csvField(1250)).toBe("1250");
  });
  it("defuses spreadsheet formulas", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+1+1")).toBe("'+1+1");
    expect(csvField("+493012345")).toBe("+493012345");
    expect(csvField("@x")).toBe("'@x");
  });
  it("writes a BOM, the header and CRLF lines", () => {
    const row = Object.fromEntries(DMS_CSV_COLUMNS.map((c) => [c, null])) as never;
    const csv = toCsv([row]);
    expect(csv.startsWith("\uFEFFjob_id,system_type,")).toBe(true);
    expect(csv.split("\r\n")).toHaveLength(3);
  });
});
