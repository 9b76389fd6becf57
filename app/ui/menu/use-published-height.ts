import { type RefObject, useEffect } from "react";

/**
 * Publishes the top menu's height as `--top-menu-height` on the document, for what sticks below it (the
 * back-office sidebar, the cart and checkout summaries, the scroll padding of anchors and fields). The
 * links wrap onto a second row on narrower desktops and in longer languages, and a fixed height then hid
 * the top of those under the menu. The stylesheets fall back to one row's height (--top-menu-default in
 * global.css); the property is written only when the menu's height differs from what is in effect,
 * because a change on the document's root makes the browser restyle the whole page (so a menu of one
 * row costs no work while the storefront hydrates).
 */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, property = "--top-menu-height") {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    // What the stylesheets assume (--top-menu-default): the bar's min-height and the menu's border.
    const bar = element.firstElementChild;
    let inEffect =
      (bar ? Number.parseFloat(getComputedStyle(bar).minHeight) || 0 : 0) +
      (Number.parseFloat(getComputedStyle(element).borderBottomWidth) || 0);
    const publish = () => {
      const height = element.offsetHeight;
      if (height === inEffect) return;
      inEffect = height;
      root.style.setProperty(property, `${height}px`);
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
