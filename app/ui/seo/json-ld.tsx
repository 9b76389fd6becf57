/**
 * Structured data for search engines. A JSON-LD block is data, not script: browsers never execute it,
 * so the CSP needs no nonce for it. `<` is escaped so no text in the data can close the element.
 */
export function JsonLd({ data }: { data: unknown }) {
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
