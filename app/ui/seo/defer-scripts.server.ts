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
const MODULE_SCRIPT = /<script(?: nonce="[^"]*")? type="module" async="">/;
const ENTRY_IMPORT = /\nimport\("(\/assets\/entry\.client[\w.-]*\.js)"\);/;

/**
 * After the next painted frame, or after 1 s in a tab that paints nothing (hidden): then the preloads'
 * modules and the routes, all requested at once.
 */
function bootstrap(bindings: string[], modules: string[], preloads: string[]): string {
  const wait = "await new Promise((r)=>{requestAnimationFrame(()=>setTimeout(r,0));setTimeout(r,1000)});";
  const all = [...modules, ...preloads.filter((p) => !modules.includes(p))];
  const imports = all.map((m) => `import(${JSON.stringify(m)})`).join(",");
  return `${wait}const [${bindings.join(",")}]=await Promise.all([${imports}]);`;
}

export function deferModuleScripts(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  const open = MODULE_SCRIPT.exec(withoutPreloads);
  if (!open) return html;
  const start = open.index + open[0].length;
  const end = withoutPreloads.indexOf("</script>", start);
  if (end < 0) return html;
  const script = withoutPreloads.slice(start, end);
  const entry = ENTRY_IMPORT.exec(script)?.[1];
  const bindings: string[] = [];
  const modules: string[] = [];
  const body = script.replace(ROUTE_IMPORT, (_line, binding: string, href: string) => {
    bindings.push(binding);
    modules.push(href);
    return "";
  });
  if (!entry || modules.length === 0) return html;
  // The entry is imported last by the script itself, after the route modules are registered.
  const others = preloads.filter((p) => p !== entry);
  return (
    withoutPreloads.slice(0, start) + bootstrap(bindings, modules, others) + body + withoutPreloads.slice(end)
  );
}
