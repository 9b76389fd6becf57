/**
 * A kanban board (jobs by status): cards move between columns by drag and drop with a mouse, a finger
 * or the keyboard (dnd-kit's sensors: pick up with Space or Enter on the handle, arrows to the next
 * column, Space or Enter to drop), or by each card's "move to" form, which also works without
 * JavaScript when the page gives it an action. Moves are optimistic and rolled back when refused.
 * The columns scroll inside the board, never the page, also while a drag nears an edge; a page may ask
 * before a move lands (`confirmMove`: a closing status's dialog), and every move offers an undo for a
 * few seconds (decision 0048).
 */
import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { X as CloseNode, GripVertical as GripNode } from "lucide";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../core/i18n/react";
import { icon } from "../icon";
import styles from "./kanban-board.module.css";
import type { KanbanCard, KanbanColumn } from "./kanban-moves";
import { type MoveDetails, type MoveHandler, useKanbanMoves } from "./use-kanban-moves";

export type { MoveDetails } from "./use-kanban-moves";

/** How long the undo offer stays (it stays while pointer or focus is on it). */
const UNDO_MS = 8000;

const Grip = icon(GripNode);
const Close = icon(CloseNode);

type Props<C extends KanbanCard> = {
  /** Accessible name of the board. */
  label: string;
  columns: readonly KanbanColumn<C>[];
  renderCard: (card: C) => ReactNode;
  /** A card's name for announcements and labels ("Job 1042, Anna Weber"). */
  cardLabel: (card: C) => string;
  /** Saves a move; reject or resolve `false` to roll it back. Without it the board is read-only. */
  onMove?: MoveHandler;
  /**
   * Asked before a move lands (drag, "move to" form, and an undo): resolve the details to send (`{}`
   * for none) or `null` to leave the card where it was, with nothing saved.
   */
  confirmMove?: (
    card: C,
    toColumnId: string,
    options: { undo: boolean },
  ) => Promise<MoveDetails | null> | MoveDetails | null;
  /** Where each card's "move to" form posts without JavaScript (fields `cardId`, `toColumnId`). */
  moveAction?: string;
  /** Formats column counts (default: the runtime's locale). */
  formatNumber?: (n: number) => string;
};

/** Keyboard dragging jumps from column to column (arrow keys), not by a few pixels. */
function columnJumps(
  order: () => readonly string[],
  home: (cardId: string) => string | undefined,
): KeyboardCoordinateGetter {
  return (event, { active, context }) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.code];
    if (!step) return undefined;
    event.preventDefault();
    const ids = order();
    const current = context.over?.id ?? home(String(active));
    const index = Math.max(0, ids.indexOf(String(current)));
    const target = ids[Math.min(ids.length - 1, Math.max(0, index + step))];
    const rect = target === undefined ? undefined : context.droppableRects.get(target);
    if (!rect) return undefined;
    return { x: rect.left + 8, y: rect.top + 8 };
  };
}

/** The column under the pointer; for the keyboard (no pointer) the one the card overlaps most. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

export function KanbanBoard<C extends KanbanCard>({
  label,
  columns: serverColumns,
  renderCard,
  cardLabel,
  onMove,
  confirmMove,
  moveAction,
  formatNumber = (n) => String(n),
}: Props<C>) {
  const { t } = useTranslation("backoffice");
  const id = useId();
  const { columns, move, failed } = useKanbanMoves(serverColumns, onMove ?? (() => false));
  const scroller = useRef<HTMLDivElement>(null);
  const [undo, setUndo] = useState<UndoOffer<C> | undefined>();
  const [dragging, setDragging] = useState<C | undefined>();
  // The sensors are made once; they read the columns as they are when a key is pressed.
  const order = useRef(columns);
  order.current = columns;

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short press picks a card up; a swipe still scrolls the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnJumps(
        () => order.current.map((c) => c.id),
        (cardId) => order.current.find((c) => c.cards.some((card) => card.id === cardId))?.id,
      ),
    }),
  );

  const cardById = useMemo(() => {
    const map = new Map<string, C>();
    for (const column of columns) for (const card of column.cards) map.set(card.id, card);
    return map;
  }, [columns]);
  const titleOf = (columnId: unknown) => columns.find((c) => c.id === columnId)?.title ?? "";
  const nameOf = (cardId: unknown) => {
    const card = cardById.get(String(cardId));
    return card ? cardLabel(card) : "";
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t("kanban.picked_up", { card: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("kanban.over", { card: nameOf(active.id), column: titleOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("kanban.dropped", { card: nameOf(active.id), column: titleOf(over.id) })
        : t("kanban.cancelled", { card: nameOf(active.id) }),
    onDragCancel: ({ active }) => t("kanban.cancelled", { card: nameOf(active.id) }),
  };

  /** A move as a person asked for it: confirmed when the page wants, saved, then offered for undo. */
  const request = async (cardId: string, toColumnId: string) => {
    const card = cardById.get(cardId);
    const from = columns.find((c) => c.cards.some((x) => x.id === cardId));
    if (!card || !from || from.id === toColumnId || !onMove) return;
    const details = confirmMove ? await confirmMove(card, toColumnId, { undo: false }) : {};
    if (details === null) return;
    if (await move(cardId, toColumnId, details))
      setUndo({ card, from: from.id, to: toColumnId, key: Date.now(), undone: false });
  };

  const undoMove = async (offer: UndoOffer<C>) => {
    const details = confirmMove ? await confirmMove(offer.card, offer.from, { undo: true }) : {};
    if (details === null) return;
    if (await move(offer.card.id, offer.from, details)) setUndo({ ...offer, key: Date.now(), undone: true });
    else setUndo(undefined);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(undefined);
    if (over && onMove) void request(String(active.id), String(over.id));
  };

  const readOnly = !onMove;

  return (
    <section className={styles.board} aria-label={label} data-testid="kanban-board">
      <p className={styles.status} role="status">
        {failed ? t("kanban.move_failed", { card: nameOf(failed) }) : ""}
      </p>
      <DndContext
        id={id}
        sensors={sensors}
        collisionDetection={collision}
        // Near the board's left or right edge the columns scroll; the page itself never scrolls
        // sideways under a card (a drop then lands in a column the person did not aim at).
        autoScroll={{
          threshold: { x: 0.12, y: 0.15 },
          acceleration: 12,
          canScroll: (element) => element === scroller.current || element === document.scrollingElement,
          layoutShiftCompensation: false,
        }}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t("kanban.instructions") } }}
        onDragStart={({ active }) => setDragging(cardById.get(String(active.id)))}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(undefined)}
      >
        <div className={styles.columns} ref={scroller} data-testid="kanban-scroller">
          {columns.map((column) => (
            <Column key={column.id} column={column} formatNumber={formatNumber}>
              {column.cards.map((card) => (
                <Card
                  key={card.id}
                  card={card}
                  name={cardLabel(card)}
                  readOnly={readOnly}
                  dimmed={dragging?.id === card.id}
                >
                  {renderCard(card)}
                  {!readOnly && (
                    <MoveForm
                      cardId={card.id}
                      columnId={column.id}
                      columns={columns}
                      action={moveAction}
                      onMove={request}
                    />
                  )}
                </Card>
              ))}
            </Column>
          ))}
        </div>
        <DragOverlay>
          {dragging ? <div className={styles.overlay}>{renderCard(dragging)}</div> : null}
        </DragOverlay>
      </DndContext>
      {undo && (
        <UndoToast
          key={undo.key}
          text={t(undo.undone ? "kanban.undone" : "kanban.moved", {
            card: cardLabel(undo.card),
            column: titleOf(undo.undone ? undo.from : undo.to),
          })}
          undoLabel={undo.undone ? undefined : t("kanban.undo")}
          dismissLabel={t("kanban.dismiss")}
          onUndo={() => void undoMove(undo)}
          onClose={() => setUndo(undefined)}
        />
      )}
    </section>
  );
}

type UndoOffer<C> = { card: C; from: string; to: string; key: number; undone: boolean };

/** The last move with its undo button; goes after a few seconds, but not while pointer or focus is on it. */
function UndoToast({
  text,
  undoLabel,
  dismissLabel,
  onUndo,
  onClose,
}: {
  text: string;
  undoLabel?: string;
  dismissLabel: string;
  onUndo: () => void;
  onClose: () => void;
}) {
  const [held, setHeld] = useState(0);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (held > 0) return;
    const timer = setTimeout(() => closeRef.current(), UNDO_MS);
    return () => clearTimeout(timer);
  }, [held]);
  const hold = (d: number) => () => setHeld((n) => Math.max(0, n + d));
  return (
    <div
      className={styles.toast}
      role="status"
      data-testid="kanban-undo-toast"
      onPointerEnter={hold(1)}
      onPointerLeave={hold(-1)}
      onFocus={hold(1)}
      onBlur={hold(-1)}
    >
      <span>{text}</span>
      {undoLabel && (
        <button type="button" className={styles.toastButton} onClick={onUndo} data-testid="kanban-undo">
          {undoLabel}
        </button>
      )}
      <button type="button" className={styles.toastClose} onClick={onClose} aria-label={dismissLabel}>
        <Close aria-hidden size={18} />
      </button>
    </div>
  );
}

function Column<C extends KanbanCard>({
  column,
  formatNumber,
  children,
}: {
  column: KanbanColumn<C>;
  formatNumber: (n: number) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation("backoffice");
  const { setNodeRef, isOver } = useDroppable({ id: column.id });
  const headingId = `${useId()}-title`;
  return (
    <section
      ref={setNodeRef}
      className={styles.column}
      aria-labelledby={headingId}
      data-over={isOver || undefined}
      data-column={column.id}
    >
      <h3 id={headingId} className={styles.columnTitle}>
        <span>{column.title}</span>
        <span className={styles.count}>
          <span aria-hidden>{formatNumber(column.count)}</span>
          <span className="visually-hidden">{t("kanban.count", { count: column.count })}</span>
        </span>
      </h3>
      {column.cards.length === 0 ? (
        <p className={styles.empty}>{t("kanban.empty")}</p>
      ) : (
        <ul className={styles.cards}>{children}</ul>
      )}
    </section>
  );
}

function Card<C extends KanbanCard>({
  card,
  name,
  readOnly,
  dimmed,
  children,
}: {
  card: C;
  name: string;
  readOnly: boolean;
  dimmed: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("backoffice");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useDraggable({
    id: card.id,
    disabled: readOnly,
  });
  return (
    <li ref={setNodeRef} className={styles.card} data-dimmed={dimmed || undefined} data-card={card.id}>
      {!readOnly && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={t("kanban.drag_handle", { card: name })}
        >
          <Grip aria-hidden size={18} />
        </button>
      )}
      <div className={styles.cardBody}>{children}</div>
    </li>
  );
}

function MoveForm({
  cardId,
  columnId,
  columns,
  action,
  onMove,
}: {
  cardId: string;
  columnId: string;
  columns: readonly KanbanColumn[];
  action?: string;
  onMove: (cardId: string, toColumnId: string) => Promise<void>;
}) {
  const { t } = useTranslation("backoffice");
  const selectId = `${useId()}-to`;
  return (
    <form
      method="post"
      action={action}
      className={styles.moveForm}
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const to = new FormData(form).get("toColumnId");
        // Cancelled or refused: the select shows the card's column again.
        if (typeof to === "string") void onMove(cardId, to).finally(() => form.reset());
      }}
    >
      <input type="hidden" name="cardId" value={cardId} />
      <label htmlFor={selectId} className={styles.moveLabel}>
        {t("kanban.move_to")}
      </label>
      <select
        id={selectId}
        name="toColumnId"
        defaultValue={columnId}
        key={columnId}
        className={styles.moveSelect}
      >
        {columns.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.moveButton}>
        {t("kanban.move")}
      </button>
    </form>
  );
}
