import { useCallback, useEffect, useReducer, useState } from "react";
import {
  columnOf,
  type KanbanCard,
  type KanbanColumn,
  type KanbanMove,
  kanbanReducer,
  kanbanView,
} from "./kanban-moves";

/** Extra fields a move sends with it (a closing status's reason), from the board's `confirmMove`. */
export type MoveDetails = Readonly<Record<string, string>>;

export type MoveHandler = (
  cardId: string,
  toColumnId: string,
  details?: MoveDetails,
) => Promise<boolean | undefined> | boolean | undefined;

/**
 * Optimistic card moves: `move` shows the card in its new column at once and calls `onMove`; when that
 * rejects or resolves to `false`, the card goes back and `failed` names it (for a message). `move`
 * resolves to whether the server took it. A card no longer on the board (a lost job on a board of open
 * ones) can still be moved back: then only the server call is made and the reload shows it.
 */
export function useKanbanMoves<C extends KanbanCard>(
  columns: readonly KanbanColumn<C>[],
  onMove: MoveHandler,
) {
  const [state, dispatch] = useReducer(kanbanReducer<C>, { base: columns, pending: [] });
  const [failed, setFailed] = useState<string | undefined>();
  useEffect(() => {
    dispatch({ type: "server", columns });
  }, [columns]);
  const view = kanbanView(state);

  const move = useCallback(
    (cardId: string, toColumnId: string, details?: MoveDetails): Promise<boolean> => {
      const from = columnOf(view, cardId);
      if (from?.id === toColumnId) return Promise.resolve(false);
      const m: KanbanMove = { cardId, toColumnId };
      setFailed(undefined);
      if (from) dispatch({ type: "move", move: m });
      const settle = (ok: boolean) => {
        if (from) dispatch({ type: "settled", move: m, ok });
        if (!ok) setFailed(cardId);
        return ok;
      };
      try {
        return Promise.resolve(onMove(cardId, toColumnId, details)).then(
          (result) => settle(result !== false),
          () => settle(false),
        );
      } catch {
        return Promise.resolve(settle(false));
      }
    },
    [view, onMove],
  );

  return { columns: view, move, failed, pending: state.pending };
}
