import { describe, expect, it } from "vitest";
import { AutocompletePicker } from "./autocomplete-picker";
import { DatePresetPicker } from "./date-preset-picker";
import { FilterBar, filterChips } from "./filter-bar";
import type { FilterField } from "./filter-fields";
import { filterKeys } from "./filter-fields";
import { renderForTest } from "./render-for-test";

const PRESETS = [
  { key: "last_7_days", dateFrom: "2026-11-18", dateTo: "2026-11-24" },
  { key: "last_30_days", dateFrom: "2026-10-26", dateTo: "2026-11-24" },
  { key: "last_60_days", dateFrom: "2026-09-26", dateTo: "2026-11-24" },
  { key: "this_month", dateFrom: "2026-11-01", dateTo: "2026-11-24" },
  { key: "last_month", dateFrom: "2026-10-01", dateTo: "2026-10-31" },
  { key: "this_quarter", dateFrom: "2026-10-01", dateTo: "2026-11-24" },
  { key: "last_quarter", dateFrom: "2026-07-01", dateTo: "2026-09-30" },
];
const FIELDS: FilterField[] = [
  {
    kind: "options",
    key: "status",
    label: "Status",
    options: [
      { value: "open", label: "Open", count: 12 },
      { value: "won", label: "Won" },
    ],
  },
  { kind: "autocomplete", key: "employee", label: "Employee", fetchOptions: async () => [] },
  { kind: "dates", key: "period", label: "Created", presets: PRESETS },
];

describe("filter chips", () => {
  const labelOf = {
    preset: (k: string) => `preset:${k}`,
    range: (a: string, b: string) => `${a}..${b}`,
    formatDay: (d: string) => d,
    valueLabels: { employee: { u7: "Eva Klein" } },
  };
  it("makes one chip per value, one for the period, each knowing what removing it leaves", () => {
    const values = {
      status: ["open", "won"],
      employee: ["u7"],
      dateFrom: ["2026-10-01"],
      dateTo: ["2026-10-31"],
      q: ["x"],
    };
    const chips = filterChips(FIELDS, values, labelOf);
    expect(chips.map((c) => `${c.field}=${c.label}`)).toEqual([
      "Status=Open",
      "Status=Won",
      "Employee=Eva Klein",
      "Created=preset:last_month",
    ]);
    expect(chips[0]!.remove).toEqual({ ...values, status: ["won"] });
    expect(chips[3]!.remove).toEqual({ status: ["open", "won"], employee: ["u7"], q: ["x"] });
  });

  it("shows a custom period as its days and an unknown value as itself", () => {
    const chips = filterChips(FIELDS, { dateFrom: ["2026-01-05"], employee: ["u9"] }, labelOf);
    expect(chips.map((c) => c.label)).toEqual(["u9", "2026-01-05..…"]);
  });

  it("lists every URL key the bar writes", () => {
    expect(filterKeys(FIELDS, "q")).toEqual(["q", "status", "employee", "dateFrom", "dateTo"]);
  });
});

describe("filter bar (server render)", () => {
  const html = renderForTest(
    <FilterBar
      fields={FIELDS}
      values={{ q: ["golf"], status: ["open"], dateFrom: ["2026-10-26"], dateTo: ["2026-11-24"] }}
      onChange={() => {}}
      searchKey="q"
    />,
  );
  it("has a labelled search with the current text, chips with remove buttons and the add-filter button", () => {
    expect(html).toMatch(/<search[^>]*><form[^>]*>/);
    expect(html).toContain(">Search this list</label>");
    expect(html).toMatch(/<input [^>]*type="search"[^>]*name="q"[^>]*value="golf"/);
    expect(html).toContain('aria-label="Active filters"');
    expect(html).toContain('aria-label="Remove filter Status: Open"');
    expect(html).toContain('aria-label="Remove filter Created: Last 30 days"');
    expect(html).toMatch(
      /<button type="button"[^>]*aria-expanded="false"[^>]*aria-haspopup="dialog"[^>]*>.*Add filter<\/button>/,
    );
    expect(html).toContain(">Clear filters</button>");
    // The popover is closed: nothing of it is rendered.
    expect(html).not.toContain('role="dialog"');
  });
});

describe("date preset picker (server render)", () => {
  it("offers the seven presets, marks the current one and has two labelled date inputs", () => {
    const html = renderForTest(
      <DatePresetPicker
        presets={PRESETS}
        value={{ dateFrom: "2026-07-01", dateTo: "2026-09-30" }}
        onChange={() => {}}
      />,
    );
    expect(html.match(/data-preset=/g)).toHaveLength(7);
    for (const label of [
      "Last 7 days",
      "Last 30 days",
      "Last 60 days",
      "This month",
      "Last month",
      "This quarter",
      "Last quarter",
    ])
      expect(html).toContain(`>${label}</button>`);
    expect(html).toMatch(/aria-pressed="true" data-preset="last_quarter"/);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html).toMatch(/<legend[^>]*>Period<\/legend>/);
    expect(html).toMatch(
      /<label[^>]*><span>From<\/span><input type="date"[^>]*name="dateFrom"[^>]*value="2026-07-01"/,
    );
    expect(html).toMatch(
      /<label[^>]*><span>To<\/span><input type="date"[^>]*name="dateTo"[^>]*value="2026-09-30"/,
    );
  });
});

describe("autocomplete picker (server render)", () => {
  it("is an ARIA combobox with its listbox and the chosen values as removable chips", () => {
    const html = renderForTest(
      <AutocompletePicker
        label="Employee"
        value={["u7"]}
        labels={{ u7: "Eva Klein" }}
        onChange={() => {}}
        fetchOptions={async () => []}
      />,
    );
    expect(html).toMatch(
      /<label[^>]*id="([^"]+)"[^>]*for="[^"]+"[^>]*>Employee<\/label>|<label[^>]*>Employee<\/label>/,
    );
    expect(html).toMatch(/<input[^>]*role="combobox"/);
    expect(html).toMatch(/aria-autocomplete="list"/);
    expect(html).toMatch(/<ul[^>]*role="listbox"/);
    expect(html).toContain(">Eva Klein</span>");
    expect(html).toContain('aria-label="Remove Eva Klein"');
    expect(html).toContain('role="status"');
  });
});
