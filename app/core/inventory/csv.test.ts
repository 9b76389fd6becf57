import { describe, expect, it } from "vitest";
import { csvField, csvLine, detectSeparator, parseCsv, unguardField } from "./csv";

const ok = (text: string, options?: Parameters<typeof parseCsv>[1]) => {
  const r = parseCsv(text, options);
  if (!r.ok) throw new Error(`parse failed: ${r.error}`);
  return r;
};

describe("parseCsv (RFC 4180)", () => {
  it("reads a header and rows with commas, CRLF line ends and a byte order mark", () => {
    const r = ok("\uFEFFbrand,model\r\nBMW,X5\r\nAudi,A4\r\n");
    expect(r.separator).toBe(",");
    expect(r.header).toEqual(["brand", "model"]);
    expect(r.records).toEqual([
      { row: 2, fields: ["BMW", "X5"] },
      { row: 3, fields: ["Audi", "A4"] },
    ]);
  });

  it("keeps separators, doubled quotes and line breaks inside quoted fields", () => {
    const r = ok('a,b,c\n"x, y","say ""hi""","line 1\nline 2"\nlast,,\n');
    expect(r.records[0]!.fields).toEqual(["x, y", 'say "hi"', "line 1\nline 2"]);
    // The row after a quoted line break is the file's fourth line.
    expect(r.records[1]).toEqual({ row: 4, fields: ["last", "", ""] });
  });

  it("detects the semicolon of German Excel and a tab, outside quotes only", () => {
    expect(detectSeparator('marke;modell;"a,b,c"\n1;2;3')).toBe(";");
    expect(detectSeparator("a\tb\tc\n")).toBe("\t");
    expect(detectSeparator('"a;b;c",d\n')).toBe(",");
    const r = ok("preis;marke\n18990,50;VW\n");
    expect(r.records[0]!.fields).toEqual(["18990,50", "VW"]);
  });

  it("skips blank lines but counts them as rows; reads a last line without a line break", () => {
    const r = ok("a,b\n\n1,2\r\n\r\n3,4");
    expect(r.records).toEqual([
      { row: 3, fields: ["1", "2"] },
      { row: 5, fields: ["3", "4"] },
    ]);
  });

  it("reads old Mac line ends (CR only)", () => {
    expect(ok("a,b\r1,2\r").records).toEqual([{ row: 2, fields: ["1", "2"] }]);
  });

  it("refuses an unterminated quote, an empty file and too many rows", () => {
    expect(parseCsv('a,b\n1,"open\n2,3\n')).toEqual({ ok: false, error: "unterminated_quote", row: 2 });
    expect(parseCsv("")).toMatchObject({ ok: false, error: "empty" });
    expect(parseCsv("\uFEFF\n\n")).toMatchObject({ ok: false, error: "empty" });
    expect(parseCsv("a\n1\n2\n3\n", { maxRecords: 2 })).toMatchObject({ ok: false, error: "too_many_rows" });
    expect(parseCsv("a\n1\n2\n", { maxRecords: 2 }).ok).toBe(true);
  });

  it("keeps a quote inside an unquoted field as a character", () => {
    expect(ok('a,b\n5" wheels,x\n').records[0]!.fields).toEqual(['5" wheels', "x"]);
  });
});

describe("writing CSV", () => {
  it("quotes fields with separators, quotes or line breaks", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(null)).toBe("");
    expect(csvField(12.5)).toBe("12.5");
  });

  it("guards would-be formulas and takes the guard off when reading", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-5")).toBe("-5");
    expect(unguardField(csvField("@SUM(A1)"))).toBe("@SUM(A1)");
    expect(unguardField("'plain")).toBe("'plain");
  });

  it("round-trips: what csvLine writes, parseCsv reads back", () => {
    const values = ["x, y", 'q"uote', "multi\r\nline", "=1+1", "", "Škoda Mégane"];
    const r = ok(csvLine(["h1", "h2", "h3", "h4", "h5", "h6"]) + csvLine(values));
    expect(r.records[0]!.fields.map(unguardField)).toEqual(values);
  });
});
