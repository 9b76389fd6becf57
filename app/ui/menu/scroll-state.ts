/** Menu scroll behaviour: pure state machine, driven by a throttled scroll handler. */
export const SCROLL_THRESHOLD_PX = 15;
export const DIRECTION_CHANGE_PX = 30;
export const SCROLL_THROTTLE_MS = 50;

export type ScrollState = {
  scrolled: boolean;
  direction: "up" | "down";
  /** Scroll position where the current direction was last confirmed. */
  anchorY: number;
};

export const initialScrollState: ScrollState = { scrolled: false, direction: "up", anchorY: 0 };

/** `scrolled` is true past 15 px; the direction flips only after 30 px of movement against it. */
export function nextScrollState(prev: ScrollState, y: number): ScrollState {
  const scrolled = y > SCROLL_THRESHOLD_PX;
  const delta = y - prev.anchorY;
  let { direction, anchorY } = prev;
  if (direction === "down" && y > anchorY) anchorY = y;
  else if (direction === "up" && y < anchorY) anchorY = y;
  else if (Math.abs(delta) >= DIRECTION_CHANGE_PX) {
    direction = delta > 0 ? "down" : "up";
    anchorY = y;
  }
  if (scrolled === prev.scrolled && direction === prev.direction && anchorY === prev.anchorY) return prev;
  return { scrolled, direction, anchorY };
}

/** Leading-and-trailing throttle: runs at most once per `ms`, and once more with the last call. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = () => {
    last = Date.now();
    timer = null;
    if (pending) {
      const args = pending;
      pending = null;
      fn(...args);
    }
  };
  const throttled = (...args: A) => {
    pending = args;
    const wait = ms - (Date.now() - last);
    if (wait <= 0) run();
    else if (!timer) timer = setTimeout(run, wait);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
