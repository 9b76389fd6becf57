/**
 * The DMS export's columns (CSV header names and JSON feed fields), documented in docs/api.md and on
 * the page `leadAssistantDmsExport`. Pure: the CSV writer is unit-tested.
 */

export const DMS_CSV_COLUMNS = [
  "job_id",
  "system_type",
  "workflow",
  "status",
  "status_outcome",
  "visibility",
  "source",
  "language",
  "priority",
  "client_id",
  "client_kind",
  "client_first_name",
  "client_last_name",
  "client_company",
  "client_email",
  "client_phone",
  "location_id",
  "location_city",
  "car_id",
  "vehicle_brand",
  "vehicle_model",
  "vehicle_value_minor",
  "assignee_id",
  "deadline",
  "created_at",
  "updated_at",
] as const;
export type DmsCsvColumn = (typeof DMS_CSV_COLUMNS)[number];
export type DmsCsvRow = Record<DmsCsvColumn, string | number | null>;

/**
 * One CSV field (RFC 4180): quoted when it holds a separator, quote or line break. A text that a
 * spreadsheet would run as a formula (= + - @, tab, carriage return first) gets a leading apostrophe;
 * a plain number such as a phone number "+4930123" stays as it is (no formula can hide in digits).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const risky = /^[=+\-@\t\r]/.test(value) && !/^[+-]?[0-9]+$/.test(value);
  const safe = risky ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: a byte order mark (Excel reads UTF-8 then), the header line, CRLF line ends. */
export function toCsv(rows: readonly DmsCsvRow[]): string {
  const lines = [DMS_CSV_COLUMNS.join(",")];
  for (const row of rows) lines.push(DMS_CSV_COLUMNS.map((c) => csvField(row[c])).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
