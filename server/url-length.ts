/**
 * Over-long URLs and headers get the platform's own answer, never Node's bare status line: the JSON
 * error body on `/api/*`, the translated error page elsewhere (decision 0046). Node reads at most
 * `MAX_HEADER_BYTES` of request line and headers; the app refuses a URL over `MAX_URL_BYTES` with 414
 * before any route sees it, and a request Node itself cannot read (over `MAX_HEADER_BYTES`) is answered
 * by `answerHeaderOverflow` with 431 in the same shapes.
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { MiddlewareHandler } from "hono";
import { apiError } from "../app/api/errors";
import type { ApiEnv } from "../app/api/types";
import { translate } from "../app/core/i18n/messages.server";
import { isLocale, type Locale } from "../app/shared/locales";
import { errorPage, standalonePage } from "./error-page";

/** The longest path and query string the app takes (browsers and proxies commonly stop at 8 KB too). */
export const MAX_URL_BYTES = 8 * 1024;
/** Node's `maxHeaderSize` for the server: request line plus headers (Node's default is 16 KB). */
export const MAX_HEADER_BYTES = 64 * 1024;

/** 414 for a URL over `MAX_URL_BYTES`: JSON on the API, the error page elsewhere. */
export function urlLengthLimit(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf("/", url.indexOf("//") + 2);
    const length = start < 0 ? 0 : Buffer.byteLength(url.slice(start));
    if (length <= MAX_URL_BYTES) return next();
    c.header("Connection", "close");
    if (c.req.path.startsWith("/api/")) return apiError(c, 414, "uri_too_long");
    return errorPage(c, 414, "api.errors.uri_too_long");
  };
}

/** The language of a request Node could not read, from the part it hands over: `?lang=`, the path, the header. */
function languageOf(head: string, api: boolean): Locale {
  const lang = /[?&]lang=([a-z]{2})\b/.exec(head)?.[1];
  if (isLocale(lang)) return lang;
  const prefix = /^[A-Z]+ \/([a-z]{2})(?:[/?\s]|$)/.exec(head)?.[1];
  if (!api && isLocale(prefix)) return prefix;
  const accept = /\r\naccept-language:\s*([^\r\n]*)/i.exec(head)?.[1] ?? "";
  for (const part of accept.split(",")) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return "en";
}

function rawResponse(status: number, reason: string, type: string, body: string): string {
  return [
    `HTTP/1.1 ${status} ${reason}`,
    `Content-Type: ${type}; charset=utf-8`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "X-Content-Type-Options: nosniff",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/** Node's own answers to the other errors of a client (as its default handler writes them). */
const NODE_STATUS: Record<string, string> = {
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};

/**
 * Node's `clientError`: a request line and headers over `MAX_HEADER_BYTES` are answered 431 as JSON
 * (API, or a request whose line Node no longer shows) or as the error page; every other client error as
 * Node answers it by default.
 */
export function answerHeaderOverflow(server: Server): Server {
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    // As Node's default handler: answer only when no response of this connection has begun.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      if (error.code === "HPE_HEADER_OVERFLOW") {
        const head = error.rawPacket?.subarray(0, 4096).toString("latin1") ?? "";
        // Node hands over only the chunk it failed on: when the request line is not in it, the answer
        // is the API's (a readable sentence in a browser too, a parseable body for an API client).
        const requestLine = /^[A-Z]+ \//.test(head);
        const api = !requestLine || /^[A-Z]+ \/api\//.test(head);
        const locale = languageOf(head, api);
        const message = translate(locale, "api.errors.headers_too_large");
        // end(): the answer is flushed before the connection closes.
        socket.end(
          api
            ? rawResponse(
                431,
                "Request Header Fields Too Large",
                "application/json",
                JSON.stringify({ error: { code: "headers_too_large", message } }),
              )
            : rawResponse(
                431,
                "Request Header Fields Too Large",
                "text/html",
                standalonePage(locale, {
                  title: translate(locale, "errors.status", { status: 431 }),
                  text: message,
                  home: "/",
                }),
              ),
          // Then closed at once: what is left of the unreadable request is not waited for.
          () => socket.destroy(),
        );
        return;
      } else if (error.code !== "ECONNRESET") {
        const status = NODE_STATUS[error.code ?? ""] ?? "400 Bad Request";
        socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
      }
    }
    socket.destroy(error);
  });
  return server;
}
