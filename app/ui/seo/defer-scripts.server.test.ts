import { describe, expect, it } from "vitest";
import { rewriteDocument } from "./document-rewrite.server";

const deferModuleScripts = (html: string) =>
  rewriteDocument(Buffer.from(html), "n1", undefined).toString("utf8");

const page = (preloads: string, script: string) =>
  `<html><head><style></style>${preloads}</head><body><main>Text</main><script nonce="n1" type="module" async="">${script}</script></body></html>`;

const REACT_ROUTER_SCRIPT = `;
import * as route0 from "/assets/root-A1.js";
import * as route1 from "/assets/home-B2.js";
  window.__reactRouterManifest = {"url": "/assets/manifest-1.js"};
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-C3.js");`;

const PRELOADS =
  '<link rel="modulepreload" href="/assets/entry.client-C3.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/frame-D4.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root-A1.js" nonce="n1"/>';

describe("rewriteDocument defers the module script", () => {
  it("drops the preload tags and imports the routes and shared chunks after a painted frame", () => {
    const out = deferModuleScripts(page(PRELOADS, REACT_ROUTER_SCRIPT));
    expect(out).not.toContain("modulepreload");
    expect(out).not.toMatch(/^import \* as/m);
    const script = out.slice(out.indexOf('async="">') + 9, out.lastIndexOf("</script>"));
    // Waits for a frame first, then requests everything at once, the entry last (it hydrates).
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("import("));
    expect(script).toContain(
      'const [route0,route1]=await Promise.all([import("/assets/root-A1.js"),import("/assets/home-B2.js"),import("/assets/frame-D4.js")]);',
    );
    expect(script.indexOf("__reactRouterRouteModules")).toBeLessThan(
      script.indexOf('import("/assets/entry.client-C3.js")'),
    );
    expect(script.match(/entry\.client/g)).toHaveLength(1);
    expect(out).toContain("<main>Text</main>");
  });

  it("leaves a page without React Router's module script as it was, but for the preloads", () => {
    const html = page("", 'console.log("x")');
    expect(deferModuleScripts(html)).toBe(html);
    const plain = "<html><head></head><body>No scripts</body></html>";
    expect(deferModuleScripts(plain)).toBe(plain);
  });

  it("appends the crawler-only tail at the end of the body, after the scripts", () => {
    const html = page(PRELOADS, REACT_ROUTER_SCRIPT);
    const out = rewriteDocument(Buffer.from(html), "n1", ["<p>tail</p>"]).toString("utf8");
    expect(out.endsWith("</script><p>tail</p></body></html>")).toBe(true);
  });
});
