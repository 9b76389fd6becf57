import { describe, expect, it } from "vitest";
import {
  applyMove,
  type KanbanColumn,
  type KanbanMove,
  type KanbanState,
  kanbanReducer,
  kanbanView,
} from "./kanban-moves";

const COLUMNS: KanbanColumn[] = [
  { id: "new", title: "New", count: 12, cards: [{ id: "a" }, { id: "b" }] },
  { id: "offer", title: "Offer", count: 1, cards: [{ id: "c" }] },
  { id: "won", title: "Won", count: 0, cards: [] },
];
const ids = (columns: readonly KanbanColumn[]) =>
  Object.fromEntries(columns.map((c) => [c.id, [c.count, c.cards.map((x) => x.id).join("")]]));

describe("kanban moves", () => {
  it("moves a card to the top of another column and adjusts both counts", () => {
    expect(ids(applyMove(COLUMNS, { cardId: "b", toColumnId: "offer" }))).toEqual({
      new: [11, "a"],
      offer: [2, "bc"],
      won: [0, ""],
    });
  });

  it("ignores unknown cards, unknown columns and the card's own column", () => {
    expect(applyMove(COLUMNS, { cardId: "x", toColumnId: "won" })).toBe(COLUMNS);
    expect(applyMove(COLUMNS, { cardId: "a", toColumnId: "lost" })).toBe(COLUMNS);
    expect(applyMove(COLUMNS, { cardId: "a", toColumnId: "new" })).toBe(COLUMNS);
  });

  it("shows a move at once, keeps it when accepted and rolls it back when refused", () => {
    let state: KanbanState<{ id: string }> = { base: COLUMNS, pending: [] };
    const m1 = { cardId: "a", toColumnId: "won" };
    const m2 = { cardId: "c", toColumnId: "new" };
    state = kanbanReducer(state, { type: "move", move: m1 });
    state = kanbanReducer(state, { type: "move", move: m2 });
    expect(ids(kanbanView(state))).toEqual({ new: [12, "cb"], offer: [0, ""], won: [1, "a"] });

    state = kanbanReducer(state, { type: "settled", move: m2, ok: false });
    expect(ids(kanbanView(state))).toEqual({ new: [11, "b"], offer: [1, "c"], won: [1, "a"] });

    state = kanbanReducer(state, { type: "settled", move: m1, ok: true });
    expect(state.pending).toEqual([]);
    expect(ids(kanbanView(state))).toEqual({ new: [11, "b"], offer: [1, "c"], won: [1, "a"] });
    // Settling twice changes nothing.
    expect(kanbanReducer(state, { type: "settled", move: m1, ok: false })).toBe(state);
  });

  it("keeps a pending move on top of new server data", () => {
    let state: KanbanState<{ id: string }> = { base: COLUMNS, pending: [] };
    state = kanbanReducer(state, { type: "move", move: { cardId: "a", toColumnId: "offer" } });
    const fresh: KanbanColumn[] = [
      { id: "new", title: "New", count: 13, cards: [{ id: "a" }, { id: "b" }, { id: "d" }] },
      { id: "offer", title: "Offer", count: 1, cards: [{ id: "c" }] },
      { id: "won", title: "Won", count: 0, cards: [] },
    ];
    state = kanbanReducer(state, { type: "server", columns: fresh });
    expect(ids(kanbanView(state))).toEqual({ new: [12, "bd"], offer: [2, "ac"], won: [0, ""] });
  });

  it("keeps an accepted move when the page hands over the same server data again", () => {
    let state: KanbanState<{ id: string }> = { base: COLUMNS, pending: [] };
    state = kanbanReducer(state, { type: "server", columns: COLUMNS });
    const m: KanbanMove = { cardId: "a", toColumnId: "offer" };
    state = kanbanReducer(state, { type: "move", move: m });
    state = kanbanReducer(state, { type: "settled", move: m, ok: true });
    // The page re-renders (its revalidation starts) before the reload: the same data in new arrays.
    state = kanbanReducer(state, { type: "server", columns: structuredClone(COLUMNS) });
    expect(ids(kanbanView(state)).offer).toEqual([2, "ac"]);
    // The reload itself replaces it.
    const reloaded: KanbanColumn[] = COLUMNS.map((c) => ({ ...c, count: c.count + 100 }));
    state = kanbanReducer(state, { type: "server", columns: reloaded });
    expect(ids(kanbanView(state)).offer).toEqual([101, "c"]);
  });
});
