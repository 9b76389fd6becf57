/**
 * Replaces the head's stylesheet links (written by <PageStyles />) with the sheets' text, so the first
 * paint needs no further request (decision 0017). Sheets are the build's own hashed files, read once.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const CLIENT_DIR = path.resolve("build/client");
const texts = new Map<string, string | null>();
// React Router marks the entry's own sheets with a trailing "#" (kept: it is how the manifest names them).
const LINK = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)(#?)" data-precedence="([\w-]+)"\/>/g;

function cssText(href: string): string | null {
  let text = texts.get(href);
  if (text === undefined) {
    try {
      // A sheet cannot end the <style> element early.
      text = readFileSync(path.join(CLIENT_DIR, href), "utf8").replace(/<\/style/gi, "<\\/style");
    } catch {
      text = null;
    }
    texts.set(href, text);
  }
  return text;
}

/** `head`: the document up to `</head>`. */
export function inlineStyleSheets(head: string, nonce: string): string {
  let changed = false;
  const inlined = head.replace(LINK, (tag, file: string, fragment: string, precedence: string) => {
    const css = cssText(file);
    const href = file + fragment;
    if (css === null) return tag;
    changed = true;
    const nonceAttr = nonce ? ` nonce="${nonce}"` : "";
    // The disabled link is never fetched; it tells React Router the sheet is already on the page, so a
    // form submission does not preload it again (which left its redirect unhandled for a moment).
    return `<style data-precedence="${precedence}" data-href="${href}"${nonceAttr}>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
  });
  return changed ? inlined : head;
}
