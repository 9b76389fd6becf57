/**
 * A car's photos in the editor: upload (several files at once), the order by drag and drop (dnd-kit:
 * mouse, touch, or the keyboard: Space on a picture's handle picks it up, arrow keys move it, Space
 * drops it), and per picture "up", "down", "make cover" and "delete" buttons, which are plain forms and
 * work without JavaScript. The first picture is the cover. A drop is shown at once and saved in the
 * background; the server's order comes back with the page's data.
 */
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { CAR_PHOTO, moveTo } from "../../core/inventory/car-images";
import { carImageUrl } from "../catalog/car-picture";
import styles from "./car-editor.module.css";
import type { CarEditorAnswer } from "./car-editor-page";

export type EditorImage = { id: string; position: number; width: number; height: number };

/** Arrow keys jump from picture to picture, not a few pixels. */
function neighbours(order: () => readonly string[]): KeyboardCoordinateGetter {
  return (event, { active, context }) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.code];
    if (!step) return undefined;
    event.preventDefault();
    const ids = order();
    const current = context.over?.id ?? active;
    const index = Math.max(0, ids.indexOf(String(current)));
    const target = ids[Math.min(ids.length - 1, Math.max(0, index + step))];
    const rect = target === undefined ? undefined : context.droppableRects.get(target);
    if (!rect) return undefined;
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  };
}

export function CarImages({
  images,
  title,
  answer,
}: {
  images: EditorImage[];
  title: string;
  answer: CarEditorAnswer | undefined;
}) {
  const { t } = useTranslation("car-editor");
  const busy = useNavigation().state === "submitting";
  const fetcher = useFetcher<CarEditorAnswer>();
  const id = useId();
  const [order, setOrder] = useState(() => images.map((i) => i.id));
  // The server's order wins whenever the page's data changes.
  const serverOrder = images.map((i) => i.id).join();
  useEffect(() => setOrder(serverOrder ? serverOrder.split(",") : []), [serverOrder]);
  const current = useRef(order);
  current.current = order;
  const byId = new Map(images.map((i) => [i.id, i]));
  const nameOf = (imageId: unknown) =>
    t("images.picture_n", { n: current.current.indexOf(String(imageId)) + 1 });

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: neighbours(() => current.current) }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => t("images.picked_up", { picture: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t("images.over", {
            picture: nameOf(active.id),
            place: current.current.indexOf(String(over.id)) + 1,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("images.dropped", {
            picture: nameOf(active.id),
            place: current.current.indexOf(String(over.id)) + 1,
          })
        : t("images.cancelled", { picture: nameOf(active.id) }),
    onDragCancel: ({ active }) => t("images.cancelled", { picture: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(String(active.id));
    const to = order.indexOf(String(over.id));
    if (from === -1 || to === -1) return;
    const next = moveTo(order, from, to);
    setOrder(next);
    fetcher.submit({ intent: "image-order", order: next.join(",") }, { method: "post" });
  };

  const shown = fetcher.data?.form === "images" && fetcher.state === "idle" ? fetcher.data : answer;
  const errors = shown && !shown.ok ? (shown.fields.photos ?? []) : [];

  return (
    <section className={styles.panel} aria-labelledby="images-heading" data-testid="car-images">
      <h2 id="images-heading">{t("images.heading")}</h2>
      {shown?.message && (
        <p className={`alert ${shown.ok ? "success" : "error"}`} role={shown.ok ? "status" : "alert"}>
          {t(shown.message)}
        </p>
      )}
      <Form method="post" encType="multipart/form-data" className={styles.upload}>
        <input type="hidden" name="intent" value="upload" />
        <div className="field">
          <label htmlFor="car-photos">{t("images.choose")}</label>
          <input
            id="car-photos"
            name="photos"
            type="file"
            multiple
            accept={CAR_PHOTO.accept}
            aria-describedby="car-photos-hint"
            aria-invalid={errors.length > 0 || undefined}
            data-testid="car-photos-input"
          />
          <p className="field-hint" id="car-photos-hint">
            {t("images.hint", {
              mb: CAR_PHOTO.maxBytes / 1024 / 1024,
              files: CAR_PHOTO.maxFiles,
              max: CAR_PHOTO.maxCount,
            })}
          </p>
        </div>
        <div className="actions">
          <button type="submit" className="button secondary" disabled={busy} data-testid="car-photos-upload">
            {t("images.upload")}
          </button>
        </div>
      </Form>
      {order.length === 0 ? (
        <p className="muted" data-testid="car-images-empty">
          {t("images.empty")}
        </p>
      ) : (
        <>
          <p className="field-hint" id={`${id}-instructions`}>
            {t("images.instructions")}
          </p>
          <DndContext
            id={id}
            sensors={sensors}
            collisionDetection={closestCenter}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t("images.instructions") },
            }}
            onDragEnd={onDragEnd}
          >
            <ol
              className={styles.images}
              aria-label={t("images.list", { title })}
              data-testid="car-image-list"
            >
              {order.map((imageId, index) => {
                const image = byId.get(imageId);
                if (!image) return null;
                return (
                  <Tile key={imageId} id={imageId} label={nameOf(imageId)}>
                    <img
                      src={carImageUrl(imageId, 320, "webp")}
                      alt={t("images.picture_n", { n: index + 1 })}
                      width={320}
                      height={213}
                      loading="lazy"
                      className={styles.thumb}
                    />
                    {index === 0 && (
                      <span className={styles.cover} data-testid="car-image-cover">
                        {t("images.cover")}
                      </span>
                    )}
                    <div className={styles.imageActions}>
                      <ImageButton intent="image-up" imageId={imageId} disabled={busy || index === 0}>
                        {t("images.up")}
                      </ImageButton>
                      <ImageButton
                        intent="image-down"
                        imageId={imageId}
                        disabled={busy || index === order.length - 1}
                      >
                        {t("images.down")}
                      </ImageButton>
                      {index > 0 && (
                        <ImageButton intent="image-cover" imageId={imageId} disabled={busy}>
                          {t("images.make_cover")}
                        </ImageButton>
                      )}
                      <ImageButton intent="image-delete" imageId={imageId} disabled={busy} danger>
                        {t("images.delete")}
                      </ImageButton>
                    </div>
                  </Tile>
                );
              })}
            </ol>
          </DndContext>
        </>
      )}
    </section>
  );
}

function Tile({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { t } = useTranslation("car-editor");
  const drag = useDraggable({ id });
  const drop = useDroppable({ id });
  const style = drag.transform
    ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)`, zIndex: 2 }
    : undefined;
  return (
    <li
      ref={drop.setNodeRef}
      className={styles.tile}
      data-over={drop.isOver || undefined}
      data-dragging={drag.isDragging || undefined}
      data-testid="car-image"
      data-image-id={id}
    >
      <div ref={drag.setNodeRef} style={style} className={styles.tileInner}>
        <button
          type="button"
          className={styles.handle}
          {...drag.attributes}
          {...drag.listeners}
          aria-label={t("images.drag", { picture: label })}
          data-testid="car-image-handle"
        >
          <span aria-hidden="true">⠿</span>
        </button>
        {children}
      </div>
    </li>
  );
}

function ImageButton({
  intent,
  imageId,
  disabled,
  danger = false,
  children,
}: {
  intent: string;
  imageId: string;
  disabled: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={styles.inlineForm}>
      <input type="hidden" name="imageId" value={imageId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`button secondary ${styles.small} ${danger ? styles.danger : ""}`}
        disabled={disabled}
        data-testid={intent}
      >
        {children}
      </button>
    </Form>
  );
}
