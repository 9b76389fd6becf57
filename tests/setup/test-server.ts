/** The real HTTP app over a test database, with the built React Router app when a build exists. */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { Db } from "../../app/db/client.server";
import { createServerApp } from "../../server/app";
import { createDocumentHandler } from "../../server/document-handler";
import { createLogger } from "../../server/logger";

const SERVER_BUILD = path.resolve("build/server/index.js");

export function hasBuild(): boolean {
  return existsSync(SERVER_BUILD);
}

export async function createTestApp(
  db: Db,
  options: { pageCacheSeconds?: number; projectCacheMs?: number } = {},
) {
  let handleDocument = async (): Promise<Response> => new Response("no build", { status: 501 });
  if (hasBuild()) {
    const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
    handleDocument = createDocumentHandler(build, "production") as unknown as typeof handleDocument;
  }
  const app = createServerApp({
    db,
    logger: createLogger("silent"),
    handleDocument,
    projectCacheMs: 0,
    ...options,
  });
  /** Sends a request as a browser on `host` would. */
  return (pathname: string, init: RequestInit & { host?: string } = {}) => {
    const host = init.host ?? "localhost";
    const headers = new Headers(init.headers);
    headers.set("host", host);
    return app.request(`http://${host}${pathname}`, { ...init, headers, redirect: "manual" });
  };
}
