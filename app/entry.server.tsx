import { renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./ui/nonce";
import { rewriteDocument } from "./ui/seo/document-rewrite.server";

export const streamTimeout = 5_000;

type StreamCacheEntry = Promise<void> & { result?: { done: boolean; value: string }; error?: unknown };

/**
 * Reads React Router's serialized loader data (the turbo-stream its data script carries) to the end, and
 * hands it to `<StreamTransfer>` as already-read chunks, so rendering never suspends on it.
 */
async function prefetchHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  text += decoder.decode();
  // ServerRouter asks the (now finished) stream for a reader of its own; it is never read from.
  reader.releaseLock();
  if (!context.renderMeta) context.renderMeta = {};
  const meta = context.renderMeta as { streamCache?: Record<number, StreamCacheEntry> };
  const read = (result: { done: boolean; value: string }) =>
    Object.assign(Promise.resolve(), { result }) as StreamCacheEntry;
  meta.streamCache = { 0: read({ done: false, value: text }), 1: read({ done: true, value: "" }) };
}

/**
 * Renders the whole document to one string and answers it with a Content-Length (decision 0018): loaders
 * have resolved before rendering and no page defers data, so nothing is left to stream. React Router's
 * data script is read ahead (`prefetchHandoff`), which lets the synchronous string renderer, about twice
 * as fast as the streaming one on a car list, render it too.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  await prefetchHandoff(routerContext);
  let html: string;
  try {
    html = renderToString(
      <NonceContext.Provider value={loadContext.nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
      </NonceContext.Provider>,
    );
  } catch (error) {
    loadContext.logger.error({ err: error }, "render error");
    throw error;
  }
  const body = rewriteDocument(
    Buffer.from(`<!DOCTYPE html>${html}`),
    loadContext.nonce,
    loadContext.documentTail,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Length", String(body.length));
  return new Response(body, { status: responseStatusCode, headers: responseHeaders });
}
