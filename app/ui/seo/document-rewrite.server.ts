/**
 * The rendered document's last touches, done on the bytes React wrote: style sheets inlined in the head
 * (decision 0017), module preloads dropped and the module script deferred past the first paint, and the
 * loaders' crawler-only tail appended. Only the head and the module script are decoded; the body and
 * the loaders' data (most of a page's 150 KB) are passed through as bytes, and the sheets go in as bytes.
 */
import { deferModuleScript, MODULE_SCRIPT_MARK, stripModulePreloads } from "./defer-scripts.server";
import { inlineStyleSheets } from "./inline-styles.server";

const SCRIPT_END = "</script>";

/**
 * React 19 skips unexpected nodes at the end of <body> when it hydrates, as it does for browser
 * extensions' nodes: the tail goes there.
 */
export function rewriteDocument(
  html: Buffer<ArrayBuffer>,
  nonce: string,
  tail: readonly string[] | undefined,
  /** Scripts that must run before the page's modules (the formatted values' table). */
  beforeModules = "",
): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const { head, preloads } = stripModulePreloads(html.toString("utf8", 0, headEnd));
  const parts: Buffer[] = inlineStyleSheets(head, nonce);
  // Only React Router's module script is decoded and rewritten; the loaders' data after it stays bytes.
  let rest = headEnd;
  const mark = html.lastIndexOf(MODULE_SCRIPT_MARK);
  const scriptStart = mark > headEnd ? html.lastIndexOf("<script", mark) : -1;
  const scriptEnd = scriptStart > headEnd ? html.indexOf(SCRIPT_END, mark) : -1;
  if (scriptEnd > 0) {
    const script = html.toString("utf8", scriptStart, scriptEnd + SCRIPT_END.length);
    parts.push(
      html.subarray(headEnd, scriptStart),
      Buffer.from(beforeModules + deferModuleScript(script, preloads)),
    );
    rest = scriptEnd + SCRIPT_END.length;
  }
  const bodyEnd = tail?.length ? html.lastIndexOf("</body>") : -1;
  if (bodyEnd >= rest) {
    parts.push(html.subarray(rest, bodyEnd), Buffer.from(tail?.join("") ?? ""), html.subarray(bodyEnd));
  } else {
    parts.push(html.subarray(rest));
  }
  return Buffer.concat(parts);
}
