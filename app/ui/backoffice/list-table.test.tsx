import { describe, expect, it } from "vitest";
import type { DataTableColumn } from "./data-table";
import { ListTable } from "./list-table";
import { renderForTest } from "./render-for-test";

type Row = { id: string; name: string };
const COLUMNS: DataTableColumn<Row>[] = [
  { key: "name", header: "Name", cell: (r) => r.name, rowHeader: true },
];
const ROWS: Row[] = [
  { id: "a", name: "Anna Weber" },
  { id: "b", name: "Jan Nowak" },
];
const render = (page: Parameters<typeof ListTable<Row>>[0]["page"], rows = ROWS) =>
  renderForTest(
    <ListTable caption="People" columns={COLUMNS} rows={rows} rowKey={(r) => r.id} page={page} locale="en" />,
  );

describe("ListTable: the list screens' table over one keyset page", () => {
  it("says which rows of how many, in the reader's number format, and links the next page", () => {
    const html = render({ total: 12345, prevHref: null, nextHref: "?after=b" });
    expect(html).toContain("1–2 of 12,345");
    expect(html).toContain('data-testid="pager-next"');
    expect(html).not.toContain('data-testid="pager-prev"');
  });

  it("does not state a capped total as the list's size", () => {
    const html = render({ total: 10000, totalCapped: true, prevHref: "?before=a", nextHref: null });
    expect(html).toContain("1–2");
    expect(html).not.toContain("of 10,000");
    expect(html).toContain('data-testid="pager-prev"');
    expect(html).not.toContain('data-testid="pager-next"');
  });

  it("counts from a later page's first position", () => {
    expect(render({ from: 41, total: 42, prevHref: "?page=2", nextHref: null })).toContain("41–42 of 42");
  });
});
