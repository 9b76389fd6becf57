import { useEffect, useMemo, useRef } from "react";
import { type Debounced, debounce } from "./debounce";

/**
 * A debounced version of `fn` that keeps its identity across renders and always calls the latest `fn`;
 * a pending call is dropped when the component unmounts.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): Debounced<A> {
  const latest = useRef(fn);
  latest.current = fn;
  const debounced = useMemo(() => debounce((...args: A) => latest.current(...args), ms), [ms]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
