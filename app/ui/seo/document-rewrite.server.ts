/**
 * The rendered document's last touches, done on the bytes React wrote: style sheets inlined in the head
 * (decision 0017), module preloads dropped and the module script deferred past the first paint, and the
 * loaders' crawler-only tail appended. Only the head and the document's end are decoded; the body in
 * between (most of a car list's 150 KB) is passed through as bytes.
 */
import { deferModuleScript, MODULE_SCRIPT_MARK, stripModulePreloads } from "./defer-scripts.server";
import { inlineStyleSheets } from "./inline-styles.server";

/**
 * React 19 skips unexpected nodes at the end of <body> when it hydrates, as it does for browser
 * extensions' nodes: the tail goes there.
 */
function withTail(end: string, tail: readonly string[] | undefined): string {
  if (!tail?.length) return end;
  const at = end.lastIndexOf("</body>");
  if (at < 0) return end;
  return end.slice(0, at) + tail.join("") + end.slice(at);
}

export function rewriteDocument(
  html: Buffer<ArrayBuffer>,
  nonce: string,
  tail: readonly string[] | undefined,
): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const { head, preloads } = stripModulePreloads(inlineStyleSheets(html.toString("utf8", 0, headEnd), nonce));
  const mark = html.lastIndexOf(MODULE_SCRIPT_MARK);
  const scriptStart = mark > headEnd ? html.lastIndexOf("<script", mark) : -1;
  const endStart = scriptStart > headEnd ? scriptStart : Math.max(headEnd, html.lastIndexOf("</body>"));
  const end = withTail(deferModuleScript(html.toString("utf8", endStart), preloads), tail);
  return Buffer.concat([Buffer.from(head), html.subarray(headEnd, endStart), Buffer.from(end)]);
}
