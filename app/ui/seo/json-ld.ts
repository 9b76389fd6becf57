/**
 * Structured data for search engines, as the HTML of a JSON-LD block that a loader adds to the end of
 * the document (`context.documentTail`): data for crawlers, neither script the browser runs (the CSP
 * needs no nonce) nor state the page hydrates. `<` and the JavaScript line separators are escaped so no
 * text in the data can close the element.
 */
export function jsonLdHtml(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/ld+json">${json}</script>`;
}
