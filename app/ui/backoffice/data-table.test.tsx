import { describe, expect, it } from "vitest";
import { DataTable, type DataTableColumn } from "./data-table";
import { pagerText } from "./pager-text";
import { renderForTest, testTranslator } from "./render-for-test";

type Job = { id: string; client: string; amount: number };
const COLUMNS: DataTableColumn<Job>[] = [
  { key: "client", header: "Client", cell: (j) => j.client, sortable: true, rowHeader: true },
  {
    key: "amount",
    header: "Amount",
    cell: (j) => j.amount,
    sortable: true,
    firstDirection: "desc",
    align: "end",
  },
  { key: "note", header: "Note", cell: () => "–" },
];
const ROWS: Job[] = [
  { id: "j1", client: "Anna Weber", amount: 100 },
  { id: "j2", client: "Jan Nowak", amount: 250 },
];
const t = testTranslator.t("backoffice");

describe("pager text", () => {
  const format = (n: number) => new Intl.NumberFormat("en").format(n);
  it("says which rows of how many", () => {
    expect(pagerText(t, format, { from: 21, to: 40, total: 1234 })).toBe("21–40 of 1,234");
    expect(pagerText(t, format, { from: 1, to: 1, total: 1 })).toBe("1–1 of 1");
    expect(pagerText(t, format, { from: 41, to: 60 })).toBe("41–60");
    expect(pagerText(t, format, { from: 1, to: 0, total: 0 })).toBe("No entries");
  });
});

describe("DataTable (server render)", () => {
  const html = renderForTest(
    <DataTable
      caption="Jobs"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(j) => j.id}
      rowLabel={(j) => j.client}
      sort={{ key: "amount", direction: "desc" }}
      sortHref={(s) => `?sort=${s.key}_${s.direction}`}
      selection={{
        selected: new Set(["j2"]),
        onChange: () => {},
        actions: () => <button type="button">Assign</button>,
      }}
      pager={{ from: 1, to: 2, total: 2, nextHref: "?cursor=abc" }}
    />,
  );

  it("renders a captioned table with sort links and aria-sort", () => {
    expect(html).toContain("<caption");
    expect(html).toContain(">Jobs</caption>");
    // Sorted column: its link flips the direction; another sortable column starts ascending.
    expect(html).toMatch(
      /<th scope="col" aria-sort="descending"[^>]*><a [^>]*href="\/account\/jobs\?sort=amount_asc"/,
    );
    expect(html).toMatch(
      /<th scope="col" aria-sort="none"[^>]*><a [^>]*href="\/account\/jobs\?sort=client_asc"/,
    );
    // Not sortable: no aria-sort, no link.
    expect(html).toMatch(/<th scope="col">Note<\/th>/);
    expect(html).toContain('<th scope="row">Anna Weber</th>');
  });

  it("has labelled checkboxes, a bulk bar while rows are selected, and the keyset pager", () => {
    expect(html).toContain('aria-label="Select all rows on this page"');
    expect(html).toContain('aria-label="Select Anna Weber"');
    expect(html).toMatch(/<tr data-selected="true">.*?aria-label="Select Jan Nowak" checked=""/);
    expect(html).toContain("1 selected");
    expect(html).toContain(">Assign</button>");
    expect(html).toContain('aria-label="Pages"');
    expect(html).toContain("1–2 of 2");
    expect(html).toMatch(/<span [^>]*aria-disabled="true"[^>]*>Previous<\/span>/);
    expect(html).toMatch(
      /<a [^>]*href="\/account\/jobs\?cursor=abc"[^>]*rel="next"|<a [^>]*rel="next"[^>]*href="\/account\/jobs\?cursor=abc"/,
    );
  });

  it("shows the empty state across all columns", () => {
    const empty = renderForTest(
      <DataTable
        caption="Jobs"
        columns={COLUMNS}
        rows={[]}
        rowKey={(j) => j.id}
        selection={{ selected: new Set(), onChange: () => {} }}
      />,
    );
    expect(empty).toMatch(/<td colSpan="4"[^>]*>Nothing matches these filters\.<\/td>/i);
    expect(empty).toMatch(/<input type="checkbox" disabled=""/);
  });
});
