/**
 * The back office's one popover: positioned beside its trigger (Floating UI: flips and shifts to stay
 * on screen, never taller than 500 px or the room left), closed by Escape, a click outside or focus
 * leaving it, fading out over 300 ms. Non-modal: the page stays usable around it.
 */
import { autoUpdate, flip, offset, type Placement, shift, size, useFloating } from "@floating-ui/react-dom";
import { type ReactNode, type Ref, useCallback, useEffect, useId, useRef, useState } from "react";
import styles from "./popover.module.css";

/** Spec: dropdowns close with a 300 ms animation. */
export const POPOVER_CLOSE_MS = 300;
/** Spec: filter list popovers are at most 500 px high and scroll beyond that. */
export const POPOVER_MAX_HEIGHT = 500;

export type PopoverTriggerProps = {
  ref: Ref<HTMLButtonElement>;
  "aria-expanded": boolean;
  "aria-controls": string | undefined;
  "aria-haspopup": "dialog";
  onClick: () => void;
};

type Props = {
  /** Accessible name of the popover (it is a non-modal dialog). */
  label: string;
  /** The button that opens it; spread the props onto a `<button>`. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  children: ReactNode;
  /** Controlled use; without it the popover keeps its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  placement?: Placement;
  maxHeight?: number;
  /** Width on large screens (it never exceeds the viewport less a margin). */
  width?: string;
};

type Phase = "closed" | "open" | "closing";

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function Popover({
  label,
  trigger,
  children,
  open: openProp,
  onOpenChange,
  placement = "bottom-start",
  maxHeight = POPOVER_MAX_HEIGHT,
  width = "22rem",
}: Props) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenState(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const [phase, setPhase] = useState<Phase>(open ? "open" : "closed");
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);

  const { refs, floatingStyles } = useFloating({
    open: phase !== "closed",
    placement,
    strategy: "fixed",
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(6),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, availableWidth, elements }) {
          elements.floating.style.maxHeight = `${Math.max(120, Math.min(maxHeight, availableHeight))}px`;
          elements.floating.style.maxWidth = `${availableWidth}px`;
        },
      }),
    ],
  });

  // Opening shows at once; closing keeps the panel for the fade-out, then unmounts it.
  useEffect(() => {
    if (open) {
      setPhase("open");
      return;
    }
    setPhase((p) => (p === "closed" ? p : "closing"));
    const timer = setTimeout(() => setPhase("closed"), POPOVER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // Focus moves into the panel when it opens: a field marked `data-autofocus`, else the first control.
  useEffect(() => {
    if (phase !== "open") return;
    const panel = panelRef.current;
    if (!panel || panel.contains(document.activeElement)) return;
    const target =
      panel.querySelector<HTMLElement>("[data-autofocus]") ?? panel.querySelector<HTMLElement>(FOCUSABLE);
    (target ?? panel).focus();
  }, [phase]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // A combobox inside that used Escape to close its own list marks the event as handled.
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, setOpen]);

  const setTrigger = useCallback(
    (node: HTMLButtonElement | null) => {
      triggerRef.current = node;
      refs.setReference(node);
    },
    [refs],
  );
  const setPanel = useCallback(
    (node: HTMLDivElement | null) => {
      panelRef.current = node;
      refs.setFloating(node);
    },
    [refs],
  );

  return (
    <>
      {trigger({
        ref: setTrigger,
        "aria-expanded": open,
        "aria-controls": phase === "closed" ? undefined : id,
        "aria-haspopup": "dialog",
        onClick: () => setOpen(!open),
      })}
      {phase !== "closed" && (
        <div
          ref={setPanel}
          id={id}
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          className={styles.popover}
          data-state={phase}
          style={{ ...floatingStyles, width, maxHeight: `${maxHeight}px` }}
          onBlur={(event) => {
            // Tabbing out closes it; no related target (a removed node, another window) does not.
            const next = event.relatedTarget as Node | null;
            if (!next || panelRef.current?.contains(next) || triggerRef.current?.contains(next)) return;
            setOpen(false);
          }}
          data-testid="popover"
        >
          {children}
        </div>
      )}
    </>
  );
}
