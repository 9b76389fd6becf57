import { type RefObject, useEffect } from "react";

/**
 * Publishes the top menu's height as `--top-menu-height` on the document, for what sticks below it (the
 * back-office sidebar, the cart and checkout summaries, the scroll padding of anchors and fields). The
 * links wrap onto a second row on narrower desktops and in longer languages, and a fixed 4rem then hid
 * the top of those under the menu; until this runs the stylesheets fall back to 4rem.
 */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, property = "--top-menu-height") {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(property, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
