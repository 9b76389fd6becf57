/**
 * The drag-and-drop list of the CMS page tree and the navigation editor: rows are dragged by their
 * handle (pointer, or the keyboard: Space to pick up, arrows to move, Space to drop) in front of another
 * row, with spoken announcements. Handles appear only once the page runs; without JavaScript each row's
 * buttons make the same moves as form posts.
 */
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { GripVertical as GripNode } from "lucide";
import { type CSSProperties, createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useTranslation } from "../../core/i18n/react";
import { icon } from "../../ui/icon";
import styles from "./page-tree.module.css";

const Grip = icon(GripNode);

/** Whether the rows may be dragged: true once the page runs. */
const DraggableContext = createContext(false);

export function DragList({
  busy,
  titleOf,
  onMove,
  children,
}: {
  busy: boolean;
  /** A row's title, for the announcements. */
  titleOf: (id: string) => string;
  /** A row was dropped on another one (never on itself). */
  onMove: (id: string, overId: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("cms-editor");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const title = (id: string | number | undefined) => (id === undefined ? "" : titleOf(String(id)));
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("tree.drag_start", { title: title(active.id) }),
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t("tree.drag_over", { title: title(active.id), target: title(over.id) })
        : undefined,
    onDragEnd: ({ active }) => t("tree.drag_end", { title: title(active.id) }),
    onDragCancel: () => t("tree.drag_cancel"),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("tree.drag_instructions") } }}
    >
      <ol className={styles.tree} aria-busy={busy || undefined}>
        <DraggableContext.Provider value={hydrated}>{children}</DraggableContext.Provider>
      </ol>
    </DndContext>
  );
}

/**
 * One row of a `DragList`: a place to drop in front of, and (when `movable`) dragged by its handle.
 * `before` comes ahead of the handle (a level read out first), `children` after it.
 */
export function DragRow({
  id,
  movable = true,
  handleLabel,
  before,
  style,
  data,
  children,
}: {
  id: string;
  movable?: boolean;
  handleLabel: string;
  before?: ReactNode;
  style?: CSSProperties;
  /** The row's `data-` attributes (test ids, the row's id). */
  data: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  const draggable = useContext(DraggableContext) && movable;
  const drag = useDraggable({ id, disabled: !draggable });
  const drop = useDroppable({ id });
  return (
    <li
      ref={drop.setNodeRef}
      className={styles.row}
      style={style}
      data-over={drop.isOver && !drag.isDragging ? "true" : undefined}
      data-dragging={drag.isDragging ? "true" : undefined}
      {...data}
    >
      {before}
      {draggable && (
        <button
          type="button"
          ref={drag.setNodeRef}
          className={styles.handle}
          aria-label={handleLabel}
          {...drag.listeners}
          {...drag.attributes}
        >
          <Grip aria-hidden size={18} />
        </button>
      )}
      {children}
    </li>
  );
}
