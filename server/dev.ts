/** Development server: Vite in middleware mode (HMR) in front of the same Hono app. */
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { devMailboxEnabled, readEnv } from "../app/env.server";
import { createServerApp } from "./app";
import { bootDatabase, openFileStore } from "./boot";
import { createDocumentHandler } from "./document-handler";
import { createLogger } from "./logger";
import { applyServerTimeouts } from "./timeouts";

const env = readEnv({ NODE_ENV: "development", ...process.env });
const logger = createLogger(env.LOG_LEVEL);
const files = await openFileStore(env, logger);
const handle = await bootDatabase(env, logger, files);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

const app = createServerApp({
  db: handle.db,
  logger,
  dev: true,
  authThrottle: env.AUTH_THROTTLE === "1",
  trustProxy: env.TRUST_PROXY,
  devMailbox: devMailboxEnabled(env),
  files,
  publicUrl: env.PUBLIC_URL,
  handleDocument: async (request, context) => {
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return createDocumentHandler(build, "development")(request, context);
  },
});
const listener = getRequestListener(app.fetch);
applyServerTimeouts(createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)))).listen(
  env.PORT,
  () => logger.info(`Autohaus dev server on http://localhost:${env.PORT}`),
);
