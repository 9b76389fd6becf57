import { useEffect, useState } from "react";
import {
  initialScrollState,
  nextScrollState,
  SCROLL_THROTTLE_MS,
  type ScrollState,
  throttle,
} from "./scroll-state";

export function useScrollState(): ScrollState {
  const [state, setState] = useState(initialScrollState);
  useEffect(() => {
    const onScroll = throttle(
      () => setState((prev) => nextScrollState(prev, window.scrollY)),
      SCROLL_THROTTLE_MS,
    );
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      onScroll.cancel();
    };
  }, []);
  return state;
}
