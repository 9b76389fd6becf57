/**
 * The item editor's pictures in order: drag a picture onto another's place (mouse, finger or keyboard
 * through dnd-kit's sensors) and the new order is saved at once; each picture also has "up" and
 * "down" buttons that are plain forms, so ordering works without JavaScript too. The first is the cover.
 */
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type { ReactNode } from "react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import styles from "./items.module.css";

export type OrderedImage = { id: string; card: string; width: number; height: number; label: string };

/** `ids` with `moved` put at `target`'s place. */
export function moveBefore(ids: readonly string[], moved: string, target: string): string[] {
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = ids.filter((id) => id !== moved);
  next.splice(to, 0, moved);
  return next;
}

function Slot({ image, index, children }: { image: OrderedImage; index: number; children: ReactNode }) {
  const { t } = useTranslation("items");
  const drag = useDraggable({ id: image.id });
  const drop = useDroppable({ id: image.id });
  return (
    <li
      ref={drop.setNodeRef}
      className={styles.imageSlot}
      data-over={drop.isOver || undefined}
      data-testid="item-image"
      data-image-id={image.id}
    >
      <button
        type="button"
        ref={drag.setNodeRef}
        className={styles.imageHandle}
        style={
          drag.transform
            ? { transform: `translate(${drag.transform.x}px, ${drag.transform.y}px)`, zIndex: 2 }
            : undefined
        }
        {...drag.attributes}
        {...drag.listeners}
      >
        <span className="visually-hidden">{t("images.drag", { n: index + 1 })}</span>
        <img src={image.card} alt={image.label} width={image.width} height={image.height} loading="lazy" />
        {index === 0 && <span className={styles.cover}>{t("images.cover")}</span>}
      </button>
      {children}
    </li>
  );
}

export function ImageOrder({
  images,
  action,
  controls,
}: {
  images: readonly OrderedImage[];
  action: string;
  /** The per-picture forms (alt texts, up/down, remove). */
  controls: (image: OrderedImage, index: number) => ReactNode;
}) {
  const fetcher = useFetcher();
  const [order, setOrder] = useState<string[] | null>(null);
  const serverIds = images.map((i) => i.id);
  // The optimistic order while the save runs; the server's once it answered.
  const ids = order && fetcher.state !== "idle" ? order : serverIds;
  const byId = new Map(images.map((i) => [i.id, i]));
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = (event: DragEndEvent) => {
    if (!event.over) return;
    const next = moveBefore(ids, String(event.active.id), String(event.over.id));
    if (next.join() === ids.join()) return;
    setOrder(next);
    fetcher.submit({ intent: "image_order", order: next.join(",") }, { method: "post", action });
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <ol className={styles.images} data-testid="item-images">
        {ids.flatMap((id, index) => {
          const image = byId.get(id);
          return image
            ? [
                <Slot key={id} image={image} index={index}>
                  {controls(image, index)}
                </Slot>,
              ]
            : [];
        })}
      </ol>
    </DndContext>
  );
}
