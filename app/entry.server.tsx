import { renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * Renders the whole document at once. Loaders resolve before rendering and pages defer no data, so
 * streaming would only add overhead (see docs/decisions/0003-rendering.md).
 */
export default function handleRequest(
  _request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const html = renderToString(
    <ServerRouter context={routerContext} url={_request.url} nonce={loadContext.nonce} />,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { status: responseStatusCode, headers: responseHeaders });
}
