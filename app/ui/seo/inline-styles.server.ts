/**
 * Replaces the head's stylesheet links (written by React Router's <Links />: the matched routes' sheets)
 * with the sheets' text, so the first paint needs no further request (decision 0017). Sheets are the
 * build's own hashed files, read once.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const CLIENT_DIR = path.resolve("build/client");
const texts = new Map<string, Buffer | null>();
// React Router marks the entry's own sheets with a trailing "#" (kept: it is how the manifest names them).
// <Links /> writes the request's nonce first when there is one.
const LINK = /<link (?:nonce="[^"]*" )?rel="stylesheet" href="(\/assets\/[\w.-]+\.css)(#?)"\/>/g;

/** A sheet's bytes, read and encoded once per process. */
function cssBytes(href: string): Buffer | null {
  let bytes = texts.get(href);
  if (bytes === undefined) {
    try {
      // A sheet cannot end the <style> element early.
      bytes = Buffer.from(
        readFileSync(path.join(CLIENT_DIR, href), "utf8").replace(/<\/style/gi, "<\\/style"),
      );
    } catch {
      bytes = null;
    }
    texts.set(href, bytes);
  }
  return bytes;
}

/**
 * `head`, the document up to `</head>`, as bytes with each sheet's link replaced by the sheet: the
 * sheets' bytes go in as they are (a page's 50 KB of CSS is not encoded again for every request).
 */
export function inlineStyleSheets(head: string, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (const match of head.matchAll(LINK)) {
    const [tag, file = "", fragment = ""] = match;
    const css = cssBytes(file);
    if (css === null) continue;
    const href = file + fragment;
    const nonceAttr = nonce ? ` nonce="${nonce}"` : "";
    parts.push(
      Buffer.from(`${head.slice(from, match.index)}<style data-href="${href}"${nonceAttr}>`),
      css,
      // The disabled link is never fetched. It is the element <Links /> hydrates (React matches a link in
      // the head by rel and href), and it tells React Router the sheet is already on the page, so a form
      // submission does not preload it again (which left its redirect unhandled for a moment).
      Buffer.from(`</style><link rel="stylesheet" href="${href}" disabled=""/>`),
    );
    from = match.index + tag.length;
  }
  parts.push(Buffer.from(head.slice(from)));
  return parts;
}
