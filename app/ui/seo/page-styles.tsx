import { useContext } from "react";
import { Links, UNSAFE_FrameworkContext, useMatches } from "react-router";

/** Style sheets the server inlined into the first document (see app/entry.server.tsx). */
let inlinedAtLoad: Set<string> | null = null;
function inlinedStyleSheets(): Set<string> {
  inlinedAtLoad ??= new Set(
    [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].map((s) => s.dataset.href ?? ""),
  );
  return inlinedAtLoad;
}

/**
 * The matched routes' style sheets as React stylesheet resources (`precedence`), in place of React
 * Router's <Links />. React writes them at the top of <head>, before the script preloads, and the
 * server inlines their text there, so a first visit needs no render-blocking request (decision 0017).
 * After hydration, routes visited later bring their sheets as links; React holds the new page until
 * they have loaded, so nothing flashes unstyled. Development keeps <Links /> (Vite serves CSS itself).
 */
export function PageStyles() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (import.meta.env.DEV || !framework) return <Links />;
  const hrefs = new Set(matches.flatMap((m) => framework.manifest.routes[m.id]?.css ?? []));
  const skip = typeof document === "undefined" ? null : inlinedStyleSheets();
  return (
    <>
      {[...hrefs]
        .filter((href) => !skip?.has(href))
        .map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
    </>
  );
}
