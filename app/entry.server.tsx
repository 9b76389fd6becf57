import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { isUnstorableText, outageOf } from "./api/outage";
import { type FormatTable, formatsScript, recordFormats } from "./shared/intl";
import { NonceContext } from "./ui/nonce";
import { rewriteDocument } from "./ui/seo/document-rewrite.server";

/** How long a render may wait for a Suspense boundary before React gives up on it (React Router's export). */
export const streamTimeout = 5_000;

/** The table of formatted values of the page being rendered (app/shared/intl.ts). */
const formats = new AsyncLocalStorage<FormatTable>();
recordFormats(() => formats.getStore());

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

/**
 * Renders the whole document before answering (decision 0071), with React Router's public API only:
 * `<ServerRouter>` rendered by React's Node renderer, whose output is taken once everything is ready
 * (`onAllReady`, as React Router's own entry does for crawlers): every Suspense boundary, a `lazy()`
 * component this process has not loaded yet and React Router's loader-data script. The bytes get their
 * last touches (`rewriteDocument`: style sheets inlined, module script deferred, the crawler tail) and go
 * out with a Content-Length. Nothing is streamed, so a loader must await its data: a promise it returns
 * (React Router's streaming of deferred data with `<Await>`) only delays the whole page.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const { nonce, logger } = loadContext;
  // What the page's formatters make while it renders goes to the browser with it, so that hydrating
  // the page needs no Intl object (app/shared/intl.ts).
  const table: FormatTable = {};
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        try {
          const body = rewriteDocument(
            Buffer.concat(chunks),
            nonce,
            loadContext.documentTail,
            formatsScript(table, nonce),
          );
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Length", String(body.length));
          resolve(new Response(body, { status: responseStatusCode, headers: responseHeaders }));
        } catch (error) {
          // Never leaves the request waiting: the server answers the error.
          reject(error);
        }
        done();
      },
    });
    const { pipe, abort } = formats.run(table, () =>
      renderToPipeableStream(
        <NonceContext.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext.Provider>,
        {
          nonce,
          onAllReady: () => pipe(sink),
          onShellError: (error) => {
            clearTimeout(timer);
            reject(error);
          },
          // Every render error, the shell's (then onShellError) and one inside a Suspense boundary (that
          // boundary is left for the browser to render).
          onError: (error) => {
            if (!request.signal.aborted) logger.error({ err: error }, "render error");
          },
        },
      ),
    );
    // A boundary still waiting after this is given up (the browser renders it), so the page is answered.
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
