/**
 * The kanban board's optimistic moves as a pure reducer: a move shows at once, stays when the server
 * accepts it and is undone when it refuses. The view is the last server state (`base`) with the moves
 * still in flight applied on top, so new server data (a revalidation) never loses a pending move.
 */
export type KanbanCard = { readonly id: string };
export type KanbanColumn<C extends KanbanCard = KanbanCard> = {
  readonly id: string;
  readonly title: string;
  /** All cards in the column (the board may show fewer). */
  readonly count: number;
  readonly cards: readonly C[];
};
export type KanbanMove = { readonly cardId: string; readonly toColumnId: string };

export type KanbanState<C extends KanbanCard> = {
  readonly base: readonly KanbanColumn<C>[];
  readonly pending: readonly KanbanMove[];
  /** The last columns the server sent, as text: the same data again (a page re-render) changes nothing. */
  readonly received?: string;
};

export type KanbanAction<C extends KanbanCard> =
  | { readonly type: "move"; readonly move: KanbanMove }
  | { readonly type: "settled"; readonly move: KanbanMove; readonly ok: boolean }
  | { readonly type: "server"; readonly columns: readonly KanbanColumn<C>[] };

/** The column a card is in, or undefined. */
export function columnOf<C extends KanbanCard>(
  columns: readonly KanbanColumn<C>[],
  cardId: string,
): KanbanColumn<C> | undefined {
  return columns.find((c) => c.cards.some((card) => card.id === cardId));
}

/** The columns with one card moved to the top of another column (a no-op for unknown ids or the same column). */
export function applyMove<C extends KanbanCard>(
  columns: readonly KanbanColumn<C>[],
  { cardId, toColumnId }: KanbanMove,
): readonly KanbanColumn<C>[] {
  const from = columnOf(columns, cardId);
  if (!from || from.id === toColumnId || !columns.some((c) => c.id === toColumnId)) return columns;
  const card = from.cards.find((c) => c.id === cardId)!;
  return columns.map((column) => {
    if (column.id === from.id)
      return {
        ...column,
        count: Math.max(0, column.count - 1),
        cards: column.cards.filter((c) => c.id !== cardId),
      };
    if (column.id === toColumnId)
      return { ...column, count: column.count + 1, cards: [card, ...column.cards] };
    return column;
  });
}

/** What the board shows. */
export function kanbanView<C extends KanbanCard>(state: KanbanState<C>): readonly KanbanColumn<C>[] {
  return state.pending.reduce(applyMove, state.base);
}

export function kanbanReducer<C extends KanbanCard>(
  state: KanbanState<C>,
  action: KanbanAction<C>,
): KanbanState<C> {
  switch (action.type) {
    case "move":
      return { ...state, pending: [...state.pending, action.move] };
    case "settled": {
      const index = state.pending.indexOf(action.move);
      if (index < 0) return state;
      const pending = state.pending.filter((_, i) => i !== index);
      // Accepted: part of the known state until the server sends its own. Refused: simply dropped.
      return { ...state, base: action.ok ? applyMove(state.base, action.move) : state.base, pending };
    }
    case "server": {
      // A parent that re-renders hands over the same loader data in new arrays; taking that as news
      // would undo an accepted move until the reload arrives (the card jumps back and forth, and a
      // "move to" choice made in between is lost). Only different data replaces the known state.
      const received = JSON.stringify(action.columns);
      if (received === state.received) return state;
      return { ...state, base: action.columns, received };
    }
  }
}
