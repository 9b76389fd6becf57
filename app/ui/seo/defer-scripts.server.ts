/**
 * Starts the page's JavaScript after the first paint (decision 0017). React Router writes
 * `<link rel="modulepreload">` tags into the head and a module script whose static imports load the
 * matched routes; both make the browser fetch (and, when cached, run and hydrate) the scripts before it
 * paints the server-rendered page. This rewrites the HTML once rendered: the preload tags go, and the
 * module script waits for a frame to be painted, then imports the same modules in parallel and hydrates
 * as before. The page is complete and usable without JavaScript until then (forms and links work).
 */
const PRELOAD = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"(?: nonce="[^"]*")?\/>/g;
const ROUTE_IMPORT = /^import \* as (route\d+) from "(\/assets\/[\w.-]+\.js)";$/gm;
/** The opening tag's end of React Router's module script (the document's last module script). */
export const MODULE_SCRIPT_MARK = ' type="module" async="">';
const ENTRY_IMPORT = /\nimport\("(\/assets\/entry\.client[\w.-]*\.js)"\);/;
/** Where the route imports end: the manifest assignment follows them. */
const MANIFEST = "window.__reactRouterManifest";

/** The head without React Router's preload tags, and their targets. */
export function stripModulePreloads(head: string): { head: string; preloads: string[] } {
  const preloads: string[] = [];
  const stripped = head.replace(PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  return { head: stripped, preloads };
}

/**
 * After the next painted frame, or after 1 s in a tab that paints nothing (hidden): then the routes and
 * the preloads' modules, all requested at once.
 */
function bootstrap(bindings: string[], modules: string[], preloads: string[]): string {
  const wait = "await new Promise((r)=>{requestAnimationFrame(()=>setTimeout(r,0));setTimeout(r,1000)});";
  const all = [...modules, ...preloads.filter((p) => !modules.includes(p))];
  const imports = all.map((m) => `import(${JSON.stringify(m)})`).join(",");
  return `${wait}const [${bindings.join(",")}]=await Promise.all([${imports}]);`;
}

/**
 * `tail` starts with React Router's module script (`<script … type="module" async="">`); its static
 * route imports become the deferred bootstrap. Anything else is returned unchanged.
 */
export function deferModuleScript(tail: string, preloads: readonly string[]): string {
  const mark = tail.indexOf(MODULE_SCRIPT_MARK);
  if (mark < 0) return tail;
  const start = mark + MODULE_SCRIPT_MARK.length;
  const manifestAt = tail.indexOf(MANIFEST, start);
  const end = tail.indexOf("</script>", start);
  if (end < 0 || manifestAt < 0 || manifestAt > end) return tail;
  const entry = ENTRY_IMPORT.exec(tail.slice(manifestAt, end))?.[1];
  const bindings: string[] = [];
  const modules: string[] = [];
  const imports = tail
    .slice(start, manifestAt)
    .replace(ROUTE_IMPORT, (_line, binding: string, href: string) => {
      bindings.push(binding);
      modules.push(href);
      return "";
    });
  if (!entry || modules.length === 0) return tail;
  // The entry is imported last by the script itself, after the route modules are registered.
  const others = preloads.filter((p) => p !== entry);
  return tail.slice(0, start) + bootstrap(bindings, modules, others) + imports + tail.slice(manifestAt);
}
