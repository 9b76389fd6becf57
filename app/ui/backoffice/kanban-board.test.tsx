import { describe, expect, it } from "vitest";
import { KanbanBoard } from "./kanban-board";
import type { KanbanColumn } from "./kanban-moves";
import { renderForTest } from "./render-for-test";

type Job = { id: string; name: string };
const COLUMNS: KanbanColumn<Job>[] = [
  {
    id: "new",
    title: "New",
    count: 2,
    cards: [
      { id: "j1", name: "Anna Weber" },
      { id: "j2", name: "Jan Nowak" },
    ],
  },
  { id: "won", title: "Won", count: 0, cards: [] },
];

describe("kanban board (server render)", () => {
  const html = renderForTest(
    <KanbanBoard
      label="Jobs by status"
      columns={COLUMNS}
      renderCard={(j) => <strong>{j.name}</strong>}
      cardLabel={(j) => j.name}
      onMove={async () => true}
      moveAction="/account/jobs/move"
    />,
  );

  it("renders labelled columns with counts and the cards", () => {
    expect(html).toMatch(/<section[^>]*aria-label="Jobs by status"/);
    expect(html).toMatch(/<h3 id="[^"]+"[^>]*><span>New<\/span>/);
    expect(html).toContain('<span class="visually-hidden">2 cards</span>');
    expect(html).toContain("<strong>Anna Weber</strong>");
    expect(html).toContain(">No cards</p>");
  });

  it("gives each card a keyboard drag handle and a no-JavaScript move form", () => {
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Drag Anna Weber"/);
    expect(html).toMatch(/aria-roledescription="draggable"/);
    // dnd-kit's instructions are referenced by a stable id (DndContext id), so hydration matches.
    expect(html).toMatch(/aria-describedby="_R_[^"]*"/);
    expect(html).toMatch(/<form [^>]*action="\/account\/jobs\/move" method="post"/);
    expect(html).toContain('<input type="hidden" name="cardId" value="j1"/>');
    expect(html).toMatch(/<label for="[^"]+"[^>]*>Move to<\/label><select id="[^"]+" name="toColumnId"/);
    expect(html).toMatch(/<option value="new" selected="">New<\/option><option value="won">Won<\/option>/);
  });

  it("is read-only without onMove", () => {
    const ro = renderForTest(
      <KanbanBoard label="Jobs" columns={COLUMNS} renderCard={(j) => j.name} cardLabel={(j) => j.name} />,
    );
    expect(ro).not.toContain("<form");
    expect(ro).not.toContain("Drag Anna Weber");
  });
});
