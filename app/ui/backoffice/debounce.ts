/** Filter search and option look-ups wait this long after the last keystroke (spec: 300 ms). */
export const FILTER_DEBOUNCE_MS = 300;

export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Drops a pending call. */
  cancel: () => void;
  /** Runs a pending call now (a form submitted or the field left before the delay ran out). */
  flush: () => void;
};

/** Calls `fn` with the latest arguments once `ms` passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    run();
  };
  return debounced;
}
