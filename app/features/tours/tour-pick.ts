/**
 * Picking a tour step's element on the real screen (decision 0053): the tour editor opens the
 * step's screen in a second window with `?tourPick=<token>&tourStep=<n>`; there the picker
 * (tour-picker.tsx) highlights what the pointer or the keyboard focus is on and, on a click or Enter,
 * computes a selector for it and posts it back to the editor (same origin only). The selector stays the
 * stored form and the server validates it on save as before. This module is the small part both sides
 * and the account layout need; it touches the DOM only when called.
 */

export const PICK_PARAM = "tourPick";
export const PICK_STEP_PARAM = "tourStep";
/** The `type` of the message the picker posts to the editor. */
export const PICK_MESSAGE = "autohaus:tour-pick";
/** Where the picking window keeps its picking session across page loads (sessionStorage, per window). */
const PICK_STORAGE = "autohaus:tour-pick";

export type PickSession = { token: string; step: number };
export type PickMessage = { type: typeof PICK_MESSAGE; token: string; selector: string };

const TOKEN = /^[A-Za-z0-9-]{8,64}$/;

/** The picking session of this window: started by the URL's flag, kept for the window's later pages. */
export function pickSession(): PickSession | null {
  try {
    const params = new URLSearchParams(window.location.search);
    const token = params.get(PICK_PARAM);
    if (token && TOKEN.test(token)) {
      const step = Number(params.get(PICK_STEP_PARAM));
      const session = { token, step: Number.isInteger(step) && step > 0 && step <= 99 ? step : 1 };
      window.sessionStorage.setItem(PICK_STORAGE, JSON.stringify(session));
      return session;
    }
    const stored = JSON.parse(window.sessionStorage.getItem(PICK_STORAGE) ?? "null") as PickSession | null;
    return stored && typeof stored.token === "string" && TOKEN.test(stored.token) ? stored : null;
  } catch {
    return null;
  }
}

export function endPickSession(): void {
  try {
    window.sessionStorage.removeItem(PICK_STORAGE);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** Whether a message event is a pick for this token from this origin. */
export function pickedSelector(event: MessageEvent, token: string | null): string | null {
  if (!token || event.origin !== window.location.origin) return null;
  const data = event.data as Partial<PickMessage> | null;
  if (!data || data.type !== PICK_MESSAGE || data.token !== token) return null;
  return typeof data.selector === "string" && data.selector.length <= 300 ? data.selector : null;
}

/** Names and values the tour rules accept without escapes (tour-rules.ts `IDENT`, quoted strings). */
const IDENT = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;
const safeValue = (v: string) =>
  v.length > 0 && v.length <= 80 && ![...v].some((c) => c === '"' || c === "\\" || c < " " || c === "\u007f");
/** Attributes that name an element for good (in this order of preference). */
const ANCHORS = ["data-tour", "id", "data-testid", "name", "aria-label"] as const;

function unique(doc: Document, selector: string, el: Element): boolean {
  try {
    const found = doc.querySelectorAll(selector);
    return found.length === 1 && found[0] === el;
  } catch {
    return false;
  }
}

/** The element's own unique name (`[data-tour="…"]`, `#id`, `[data-testid="…"]`, …), or null. */
function anchorOf(doc: Document, el: Element): string | null {
  for (const attr of ANCHORS) {
    const value = el.getAttribute(attr);
    if (!value) continue;
    // React's generated ids (`:r1:`, `«r1»`) change between renders; they fail IDENT.
    if (attr === "id") {
      if (IDENT.test(value) && unique(doc, `#${value}`, el)) return `#${value}`;
      continue;
    }
    if (!safeValue(value)) continue;
    const tag = attr === "name" || attr === "aria-label" ? el.localName : "";
    const selector = `${tag}[${attr}="${value}"]`;
    if (unique(doc, selector, el)) return selector;
  }
  return null;
}

/** `tag` or `tag:nth-of-type(n)` among the element's siblings. */
function stepOf(el: Element): string {
  const tag = el.localName;
  const parent = el.parentElement;
  if (!parent) return tag;
  const same = [...parent.children].filter((c) => c.localName === tag);
  return same.length === 1 ? tag : `${tag}:nth-of-type(${same.indexOf(el) + 1})`;
}

/**
 * The element a click on `target` means: an icon's parts count as the icon's holder (a button's SVG
 * picks the button's content, not a path of it).
 */
export function pickableOf(target: Element): Element {
  const svg = target.closest("svg");
  return svg?.parentElement ?? target;
}

/**
 * A robust selector that finds exactly `el` in `doc`: its own anchor (`[data-tour]`, `#id`,
 * `[data-testid]`, a named control), else a short path of tags from the nearest anchored ancestor
 * (or `main`/`body`), each step with `:nth-of-type` only where needed. Classes are not used: CSS
 * modules' names change with every build. Null when nothing short and unique is found.
 */
export function selectorFor(doc: Document, el: Element): string | null {
  const own = anchorOf(doc, el);
  if (own) return own;
  const steps: string[] = [];
  let node: Element | null = el;
  while (node && node !== doc.documentElement && steps.length < 8) {
    const root: string | null =
      node === el
        ? null
        : (anchorOf(doc, node) ?? (/^(main|body)$/.test(node.localName) ? node.localName : null));
    if (root) {
      // The shortest that is unique: "anchor h1" before "anchor > div > h1".
      for (const candidate of [`${root} ${steps[0]}`, `${root} > ${[...steps].reverse().join(" > ")}`]) {
        if (unique(doc, candidate, el)) return candidate;
      }
      if (node.localName === "body") break;
    }
    steps.push(stepOf(node));
    node = node.parentElement;
  }
  return null;
}
