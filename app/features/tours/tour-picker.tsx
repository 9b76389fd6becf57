/**
 * The element picker of the tour editor (decision 0053), shown in the window the editor opened
 * on a step's screen. While picking, the element under the pointer (or with the keyboard focus) is
 * outlined; a click or Enter computes its selector (`selectorFor`) and posts it to the editor, which puts
 * it into the step's field, and the window closes. Turning "pick mode" off lets clicks through again, to
 * reach a screen with parameters (a job, a client) first; the session survives page loads in this window.
 */
import { useEffect, useRef, useState } from "react";
import {
  endPickSession,
  PICK_MESSAGE,
  type PickMessage,
  type PickSession,
  pickableOf,
  selectorFor,
} from "./tour-pick";

export type PickerTexts = {
  title: string;
  hint: string;
  pick: string;
  cancel: string;
  picked: string;
  noEditor: string;
  none: string;
};

const fill = (text: string, n: number) => text.replace("{{n}}", String(n));

export default function TourPicker({
  session,
  texts,
  onEnd,
}: {
  session: PickSession;
  texts: PickerTexts;
  onEnd: () => void;
}) {
  const [picking, setPicking] = useState(true);
  const [box, setBox] = useState<{ top: number; left: number; width: number; height: number } | null>(null);
  const [result, setResult] = useState<{ selector: string | null; sent: boolean } | null>(null);
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!picking) {
      setBox(null);
      return;
    }
    const targetOf = (e: Event): Element | null => {
      const t = e.target;
      if (!(t instanceof Element) || bar.current?.contains(t)) return null;
      if (t === document.documentElement || t === document.body) return null;
      return pickableOf(t);
    };
    const outline = (el: Element | null) => {
      if (!el) return setBox(null);
      const r = el.getBoundingClientRect();
      setBox({ top: r.top, left: r.left, width: r.width, height: r.height });
    };
    const pick = (el: Element) => {
      const selector = selectorFor(document, el);
      const editor = window.opener as Window | null;
      if (selector && editor && !editor.closed) {
        const message: PickMessage = { type: PICK_MESSAGE, token: session.token, selector };
        editor.postMessage(message, window.location.origin);
        endPickSession();
        setResult({ selector, sent: true });
        window.close();
        return;
      }
      setResult({ selector, sent: false });
    };
    const onMove = (e: Event) => outline(targetOf(e));
    // The page's own handlers (links, buttons, drag and drop) do not see what is picked.
    const block = (e: Event) => {
      if (!targetOf(e)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    const onClick = (e: MouseEvent) => {
      const el = targetOf(e);
      if (!el) return;
      e.preventDefault();
      e.stopPropagation();
      pick(el);
    };
    const onKey = (e: KeyboardEvent) => {
      const el = document.activeElement;
      if (e.key !== "Enter" || !el || bar.current?.contains(el) || el === document.body) return;
      e.preventDefault();
      e.stopPropagation();
      pick(pickableOf(el));
    };
    const onFocus = (e: FocusEvent) => outline(targetOf(e));
    const captured: [string, EventListener][] = [
      ["pointerover", onMove],
      ["pointerdown", block],
      ["mousedown", block],
      ["pointerup", block],
      ["mouseup", block],
      ["click", onClick as EventListener],
      ["keydown", onKey as EventListener],
      ["focusin", onFocus as EventListener],
    ];
    for (const [name, fn] of captured) document.addEventListener(name, fn, true);
    return () => {
      for (const [name, fn] of captured) document.removeEventListener(name, fn, true);
    };
  }, [picking, session.token]);

  const cancel = () => {
    endPickSession();
    onEnd();
  };

  return (
    <>
      {box && (
        <div
          aria-hidden
          data-testid="tour-picker-outline"
          style={{
            position: "fixed",
            top: box.top - 2,
            left: box.left - 2,
            width: box.width + 4,
            height: box.height + 4,
            outline: "3px solid var(--project-brand, #0b5cab)",
            background: "color-mix(in srgb, var(--project-brand, #0b5cab) 12%, transparent)",
            pointerEvents: "none",
            zIndex: 100001,
            borderRadius: 4,
          }}
        />
      )}
      <section
        ref={bar}
        aria-label={fill(texts.title, session.step)}
        data-testid="tour-picker"
        style={{
          position: "fixed",
          insetInline: "0.5rem",
          bottom: "0.5rem",
          zIndex: 100002,
          display: "flex",
          flexWrap: "wrap",
          gap: "0.5rem",
          alignItems: "center",
          padding: "0.75rem",
          background: "var(--surface, #fff)",
          color: "var(--text, #111)",
          border: "2px solid var(--project-brand, #0b5cab)",
          borderRadius: 8,
          boxShadow: "0 4px 16px rgb(0 0 0 / 0.25)",
          maxWidth: "48rem",
          marginInline: "auto",
        }}
      >
        <p style={{ margin: 0, flex: "1 1 16rem" }}>
          <strong style={{ display: "block" }}>{fill(texts.title, session.step)}</strong>
          <span>{texts.hint}</span>
        </p>
        <button
          type="button"
          className="button secondary"
          aria-pressed={picking}
          onClick={() => setPicking((p) => !p)}
          data-testid="tour-picker-mode"
        >
          {texts.pick}
        </button>
        <button type="button" className="button secondary" onClick={cancel} data-testid="tour-picker-cancel">
          {texts.cancel}
        </button>
        <p role="status" style={{ margin: 0, flexBasis: "100%" }} data-testid="tour-picker-result">
          {result &&
            (result.selector ? (
              <>
                {fill(texts.picked, session.step)} <code>{result.selector}</code>
                {!result.sent && <> {texts.noEditor}</>}
              </>
            ) : (
              texts.none
            ))}
        </p>
      </section>
    </>
  );
}
