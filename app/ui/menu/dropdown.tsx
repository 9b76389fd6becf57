import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import styles from "./dropdown.module.css";

/** Hover menu timer and dropdown close animation. */
export const DROPDOWN_CLOSE_MS = 300;

type Phase = "closed" | "open" | "closing";

type Props = {
  /** Renders the trigger; spread `triggerProps` on the button that toggles the panel. */
  trigger: (state: { open: boolean; triggerProps: Record<string, unknown> }) => ReactNode;
  children: ReactNode;
  /** The user dropdown keeps its login form open while the pointer leaves. */
  closeOnLeave?: boolean;
  align?: "start" | "end";
  kind?: "default" | "language";
  className?: string;
  label: string;
};

/** A menu dropdown: opens on hover or click; closes with a 300 ms animation on leave, outside click, Escape or navigation. */
export function Dropdown({
  trigger,
  children,
  closeOnLeave = true,
  align = "start",
  kind = "default",
  className,
  label,
}: Props) {
  const [phase, setPhase] = useState<Phase>("closed");
  const rootRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A click right after the pointer opened the panel by hovering must not close it again.
  const hoverOpenedAt = useRef(0);
  const id = useId();
  const location = useLocation();

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const open = useCallback(() => {
    clear();
    setPhase("open");
  }, [clear]);
  const close = useCallback(() => {
    clear();
    setPhase((p) => (p === "closed" ? p : "closing"));
    timer.current = setTimeout(() => setPhase("closed"), DROPDOWN_CLOSE_MS);
  }, [clear]);

  // Close when the route changes (not on the first render: nothing is open then).
  const lastLocation = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    const current = `${location.pathname}${location.search}`;
    if (current === lastLocation.current) return;
    lastLocation.current = current;
    close();
  }, [location.pathname, location.search, close]);

  useEffect(() => {
    if (phase !== "open") return;
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [phase, close]);

  useEffect(() => clear, [clear]);

  const isOpen = phase === "open";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opening is a pointer convenience; the button is the accessible control
    <div
      ref={rootRef}
      className={`${styles.root} ${className ?? ""}`}
      onMouseEnter={(e) => {
        if (matchMedia("(hover: hover)").matches && e.nativeEvent instanceof MouseEvent && phase !== "open") {
          hoverOpenedAt.current = Date.now();
          open();
        }
      }}
      onMouseLeave={() => {
        if (closeOnLeave && phase === "open") close();
      }}
      data-phase={phase}
    >
      {trigger({
        open: isOpen,
        triggerProps: {
          "aria-expanded": isOpen,
          "aria-controls": id,
          "aria-haspopup": "true",
          "aria-label": label,
          onClick: () => {
            if (!isOpen) open();
            else if (Date.now() - hoverOpenedAt.current > DROPDOWN_CLOSE_MS) close();
          },
        },
      })}
      {phase !== "closed" && (
        <div
          id={id}
          className={styles.panel}
          data-align={align}
          data-kind={kind}
          data-closing={phase === "closing" || undefined}
        >
          {children}
        </div>
      )}
    </div>
  );
}
