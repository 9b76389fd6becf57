import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { isUnstorableText, outageOf } from "./api/outage";
import { NonceContext } from "./ui/nonce";
import { renderToBytes } from "./ui/render-to-bytes.server";
import { rewriteDocument } from "./ui/seo/document-rewrite.server";

export const streamTimeout = 5_000;

/**
 * Errors React Router caught in a loader, action or render: logged, and the first one kept on the load
 * context, where the server answers an outage (database away, disk full) with 503/507, and text the
 * database cannot store with 400, instead of the router's 500 page (app/api/outage.ts, decision 0036).
 * Those are logged once, by the server.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (context.failure === undefined) context.failure = error;
  if (!outageOf(error) && !isUnstorableText(error)) context.logger.error({ err: error }, "route error");
};

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
  // No releaseLock(): the stream is finished and the reader dropped. Releasing makes Node build an error
  // for pending reads and read its stack, which with source maps on cost 0.25 ms a request (decision 0041).
  if (!context.renderMeta) context.renderMeta = {};
  const meta = context.renderMeta as { streamCache?: Record<number, StreamCacheEntry> };
  const read = (result: { done: boolean; value: string }) =>
    Object.assign(Promise.resolve(), { result }) as StreamCacheEntry;
  meta.streamCache = { 0: read({ done: false, value: text }), 1: read({ done: true, value: "" }) };
}

/**
 * The streaming renderer, waited for to the end: for the rare document whose string render left a
 * Suspense boundary unfinished (a `lazy()` component whose module this process has not loaded yet, such
 * as the terms dialog the first time after a start). The string renderer would send its fallback and
 * let the browser render it (React error 419); this one waits for the module.
 */
function renderAllReady(element: ReactElement, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onAllReady: () => pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * The handoff stream a render is given after `prefetchHandoff` read the real one: only its reader is
 * taken, and never read (a ReadableStream per render cost its setup for nothing).
 */
const READ_HANDOFF = {
  getReader: () => ({ read: async () => ({ done: true, value: undefined }) }),
} as unknown as ReadableStream<Uint8Array>;

/** React marks a boundary it could not finish on the server (rendered by the browser instead). */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

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
  const element = (
    <NonceContext.Provider value={loadContext.nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
    </NonceContext.Provider>
  );
  // Each render's ServerRouter takes a reader of the handoff stream (and keeps it): it reads the chunks
  // from the cache filled above, so the stream it gets is never read.
  const handoff = () => {
    if (routerContext.serverHandoffStream) routerContext.serverHandoffStream = READ_HANDOFF;
  };
  // React writes the document's pieces straight into bytes (render-to-bytes.server.ts), which are
  // searched for the marker: no string of the whole document is ever made.
  let doc: Buffer<ArrayBuffer>;
  try {
    handoff();
    doc = renderToBytes(element, "<!DOCTYPE html>");
    if (doc.includes(CLIENT_RENDERED_BOUNDARY)) {
      handoff();
      const html = (await renderAllReady(element, loadContext.nonce)).replace(/^<!DOCTYPE html>/i, "");
      doc = Buffer.from(`<!DOCTYPE html>${html}`);
    }
  } catch (error) {
    loadContext.logger.error({ err: error }, "render error");
    throw error;
  }
  const body = rewriteDocument(doc, loadContext.nonce, loadContext.documentTail);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Length", String(body.length));
  return new Response(body, { status: responseStatusCode, headers: responseHeaders });
}
