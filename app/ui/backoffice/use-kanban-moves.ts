import { useCallback, useEffect, useReducer, useState } from "react";
import {
  columnOf,
  type KanbanCard,
  type KanbanColumn,
  type KanbanMove,
  kanbanReducer,
  kanbanView,
} from "./kanban-moves";

/**
 * Optimistic card moves: `move` shows the card in its new column at once and calls `onMove`; when that
 * rejects or resolves to `false`, the card goes back and `failed` names it (for a message).
 */
export function useKanbanMoves<C extends KanbanCard>(
  columns: readonly KanbanColumn<C>[],
  onMove: (cardId: string, toColumnId: string) => Promise<boolean | undefined> | boolean | undefined,
) {
  const [state, dispatch] = useReducer(kanbanReducer<C>, { base: columns, pending: [] });
  const [failed, setFailed] = useState<string | undefined>();
  useEffect(() => {
    dispatch({ type: "server", columns });
  }, [columns]);
  const view = kanbanView(state);

  const move = useCallback(
    (cardId: string, toColumnId: string) => {
      const from = columnOf(view, cardId);
      if (!from || from.id === toColumnId) return;
      const m: KanbanMove = { cardId, toColumnId };
      setFailed(undefined);
      dispatch({ type: "move", move: m });
      const settle = (ok: boolean) => {
        dispatch({ type: "settled", move: m, ok });
        if (!ok) setFailed(cardId);
      };
      try {
        Promise.resolve(onMove(cardId, toColumnId)).then(
          (result) => settle(result !== false),
          () => settle(false),
        );
      } catch {
        settle(false);
      }
    },
    [view, onMove],
  );

  return { columns: view, move, failed, pending: state.pending };
}
