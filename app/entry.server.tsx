import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./ui/nonce";
import { rewriteDocument } from "./ui/seo/document-rewrite.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (onAllReady) and sends it in one piece with a
 * Content-Length: loaders resolve before rendering and pages defer no data, so streaming would only
 * add overhead (docs/decisions/0003-rendering-and-client-budget.md). React Router's data script needs
 * the pipeable renderer (renderToString cannot resolve its Suspense boundary).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timer);
        const body = rewriteDocument(Buffer.concat(chunks), loadContext.nonce, loadContext.documentTail);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set("Content-Length", String(body.length));
        resolve(new Response(body, { status, headers: responseHeaders }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={loadContext.nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
      </NonceContext.Provider>,
      {
        nonce: loadContext.nonce,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          loadContext.logger.error({ err: error }, "render error");
        },
      },
    );
    timer = setTimeout(abort, streamTimeout + 1000);
  });
}
