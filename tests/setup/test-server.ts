/** The real HTTP app over a test database, with the built React Router app when a build exists. */
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { FileStore } from "../../app/core/files/file-store.server";
import { localFileStore } from "../../app/core/files/local-file-store.server";
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
  options: {
    pageCacheSeconds?: number;
    projectCacheMs?: number;
    trustProxy?: number;
    devMailbox?: boolean;
    authThrottle?: boolean;
    /** A local file store in this folder (default: a temporary folder of the run). */
    uploadDir?: string;
    /** Another file store (an S3 bucket of tests/setup/s3-server.ts); wins over `uploadDir`. */
    files?: FileStore;
    clientBuildDir?: string;
    setupToken?: string;
    mailConfigured?: boolean;
    projectChanges?: import("../../server/app").ServerDeps["projectChanges"];
  } = {},
) {
  let handleDocument = async (): Promise<Response> => new Response("no build", { status: 501 });
  if (hasBuild()) {
    const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
    handleDocument = createDocumentHandler(build, "production") as unknown as typeof handleDocument;
  }
  const { uploadDir, files, ...rest } = options;
  const app = createServerApp({
    db,
    logger: createLogger("silent"),
    handleDocument,
    projectCacheMs: 0,
    // Tests send X-Forwarded-For to act as different visitors; uploads go to a temporary folder.
    trustProxy: 1,
    // The development mailbox exists, as in development (tests of its absence turn it off).
    devMailbox: true,
    files: files ?? localFileStore(uploadDir ?? path.join(tmpdir(), `autohaus-test-uploads-${process.pid}`)),
    ...rest,
  });
  /** Sends a request as a browser on `host` would. */
  return (pathname: string, init: RequestInit & { host?: string } = {}) => {
    const host = init.host ?? "localhost";
    const headers = new Headers(init.headers);
    headers.set("host", host);
    return app.request(`http://${host}${pathname}`, { ...init, headers, redirect: "manual" });
  };
}

export type TestRequest = Awaited<ReturnType<typeof createTestApp>>;

/** Logs in through the JSON API and returns the session cookie (`name=value`). */
export async function loginCookie(
  request: TestRequest,
  email: string,
  options: { host?: string; password?: string; ip?: string } = {},
): Promise<string> {
  const res = await request("/api/auth/login.json", {
    method: "POST",
    host: options.host,
    headers: {
      "content-type": "application/json",
      "x-forwarded-for":
        options.ip ?? `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({ email, password: options.password ?? "autohaus-demo" }),
  });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get("set-cookie") ?? "";
  return cookie.split(";")[0] ?? "";
}

/** The same app listening on a real port of 127.0.0.1 (for clients that speak HTTP, not `app.request`). */
export async function startTestServer(db: Db): Promise<{ url: string; close: () => Promise<void> }> {
  const { serve } = await import("@hono/node-server");
  const app = createServerApp({
    db,
    logger: createLogger("silent"),
    handleDocument: async () => new Response("no pages here", { status: 501 }),
    projectCacheMs: 0,
    files: localFileStore(path.join(tmpdir(), `autohaus-test-uploads-${process.pid}`)),
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
