/** Document headers of a page: the parent's, then what the page's action set (Retry-After, cookies). */
export function withActionHeaders(parent: Headers, actionHeaders: Headers): Headers {
  const out = new Headers(parent);
  for (const [key, value] of actionHeaders) out.set(key, value);
  return out;
}
