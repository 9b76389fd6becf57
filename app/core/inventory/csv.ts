/**
 * CSV as spreadsheets write and read it (RFC 4180, for the car import and export). No CSV library is a
 * dependency: the import needs only this much, so this is a small, tested state machine (papaparse was
 * weighed and left out: 20 KB for features the import does not use): quoted fields
 * with separators, doubled quotes and line breaks inside, CRLF/LF/CR line ends, a UTF-8 byte order mark,
 * and the separator detected from the header line (German Excel writes `;`, others `,` or a tab).
 * Pure and isomorphic.
 */

export type CsvSeparator = "," | ";" | "\t";

export type CsvRecord = {
  /** The record's number in the file, the header being 1 (a spreadsheet's row number). */
  row: number;
  fields: string[];
};

export type CsvParseResult =
  | { ok: true; separator: CsvSeparator; header: string[]; records: CsvRecord[] }
  | { ok: false; error: "empty" | "unterminated_quote" | "too_many_rows"; row: number };

const SEPARATORS: readonly CsvSeparator[] = [",", ";", "\t"];

/** The separator of a file: the one found most often outside quotes in its first line (default `,`). */
export function detectSeparator(text: string): CsvSeparator {
  const counts = new Map<CsvSeparator, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || c === "\r")) break;
    else if (!quoted && counts.has(c as CsvSeparator))
      counts.set(c as CsvSeparator, counts.get(c as CsvSeparator)! + 1);
  }
  let best: CsvSeparator = ",";
  for (const s of SEPARATORS) if (counts.get(s)! > counts.get(best)!) best = s;
  return best;
}

/**
 * Parses a whole file. Blank lines are skipped (they still count as rows); a quote inside an unquoted
 * field is kept as a character. `maxRecords` (data rows, without the header) stops early with
 * `too_many_rows`, so a huge file costs no more than the limit.
 */
export function parseCsv(
  input: string,
  options: { separator?: CsvSeparator; maxRecords?: number } = {},
): CsvParseResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = options.separator ?? detectSeparator(text);
  const maxRecords = options.maxRecords ?? Number.POSITIVE_INFINITY;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  /** Whether the current record has any content (a line of nothing is skipped). */
  let started = false;
  let row = 1;
  let recordRow = 1;
  const n = text.length;

  const endRecord = () => {
    if (started) {
      fields.push(field);
      records.push({ row: recordRow, fields });
    }
    fields = [];
    field = "";
    started = false;
  };

  for (let i = 0; i < n; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) row++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === "") {
      if (!started) recordRow = row;
      quoted = true;
      started = true;
    } else if (c === separator) {
      if (!started) recordRow = row;
      started = true;
      fields.push(field);
      field = "";
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      row++;
      if (records.length > maxRecords + 1) return { ok: false, error: "too_many_rows", row };
    } else {
      if (!started) recordRow = row;
      started = true;
      field += c;
    }
  }
  if (quoted) return { ok: false, error: "unterminated_quote", row: recordRow };
  endRecord();
  if (records.length > maxRecords + 1) return { ok: false, error: "too_many_rows", row };
  const [head, ...rest] = records;
  if (!head) return { ok: false, error: "empty", row: 1 };
  return { ok: true, separator, header: head.fields.map((h) => h.trim()), records: rest };
}

/**
 * A field as a spreadsheet's text: the apostrophe the writer puts before a would-be formula is taken
 * off again, so export -> import gives back the same text.
 */
export function unguardField(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/**
 * One CSV field: quoted when it holds a separator, quote or line break. A text that a spreadsheet would
 * run as a formula (= + - @, tab, carriage return first) gets a leading apostrophe; plain numbers stay.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const risky = /^[=+\-@\t\r]/.test(value) && !/^[+-]?[0-9]+([.,][0-9]+)?$/.test(value);
  const safe = risky ? `'${value}` : value;
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line (CRLF-terminated) of fields, comma-separated. */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** The byte order mark Excel needs to read a CSV file as UTF-8. */
export const CSV_BOM = "\uFEFF";
