/** The HTTP application: middleware, JSON API, SEO files, static assets and the React Router handler. */
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { except } from "hono/combine";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { pino } from "pino";
import { apiError } from "../app/api/errors";
import { healthApi } from "../app/api/health";
import { pagesApi } from "../app/api/pages";
import type { ApiEnv } from "../app/api/types";
import { robotsTxt, sitemapXml } from "../app/core/cms/sitemap.server";
import { contrastCookie, contrastPreferenceSchema } from "../app/core/tenancy/preferences";
import { createProjectResolver } from "../app/core/tenancy/tenancy.service.server";
import type { Db } from "../app/db/client.server";
import type { AppContext } from "../app/load-context";
import { PageCache } from "./page-cache";

export type DocumentHandler = (request: Request, context: AppContext) => Promise<Response>;

export type ServerDeps = {
  db: Db;
  logger: pino.Logger;
  handleDocument: DocumentHandler;
  /** Folder of the client build (hashed assets); absent in development, where Vite serves them. */
  clientBuildDir?: string;
  dev?: boolean;
  trustProxy?: boolean;
  /** How long a host's project is remembered (default 5 s; 0 asks the database on every request). */
  projectCacheMs?: number;
  /** Seconds anonymous pages are kept by the micro-cache (0 disables it). */
  pageCacheSeconds?: number;
};

type Env = ApiEnv & { Variables: ApiEnv["Variables"] & { requestId: string } };

function publicOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const proto = trustProxy
    ? (c.req.header("x-forwarded-proto") ?? url.protocol.replace(":", ""))
    : url.protocol.replace(":", "");
  const host = (trustProxy && c.req.header("x-forwarded-host")) || c.req.header("host") || url.host;
  return `${proto}://${host}`;
}

export function createServerApp(deps: ServerDeps) {
  const { db, logger, dev = false, trustProxy = false } = deps;
  const app = new OpenAPIHono<Env>();
  const pageCache = new PageCache((deps.pageCacheSeconds ?? 0) * 1000);
  const projects = createProjectResolver(db, deps.projectCacheMs ?? 5_000);

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.var.requestId });
    c.set("logger", log);
    c.set("db", db);
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });

  if (deps.clientBuildDir) {
    const root = deps.clientBuildDir;
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use("*", async (c, next) => {
      if (
        !/\.(ico|svg|png|webp|avif|jpg|txt|webmanifest|html|js|css|mp3|woff2)$/.test(c.req.path) ||
        c.req.path.startsWith("/api/")
      ) {
        return next();
      }
      return serveStatic({ root, onFound: (_p, ctx) => ctx.header("Cache-Control", "public, max-age=3600") })(
        c,
        next,
      );
    });
  }

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : [NONCE, "'strict-dynamic'", "'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "SAMEORIGIN",
      xContentTypeOptions: "nosniff",
      strictTransportSecurity: dev ? false : "max-age=15552000; includeSubDomains",
      crossOriginEmbedderPolicy: false,
    }),
  );

  // Every request but the health check belongs to a project (white-label site), found by host name.
  const withProject: MiddlewareHandler<Env> = async (c, next) => {
    const project = await projects.resolve(c.req.header("host"));
    if (!project) {
      return c.req.path.startsWith("/api/")
        ? apiError(c, 503, "no_project")
        : c.text("No project is configured yet: run `npm run db:seed`.", 503);
    }
    c.set("project", project);
    return next();
  };
  app.use(except("/api/health", withProject));

  // Cookie-authenticated state changes must come from our own pages (forms post same-origin).
  app.use(
    csrf({
      origin: (origin, c) => {
        try {
          return new URL(origin).host === (c.req.header("host") ?? "");
        } catch {
          return false;
        }
      },
    }),
  );

  const api = new OpenAPIHono<Env>();
  api.route(
    "/",
    healthApi(() => db),
  );
  api.route("/", pagesApi);
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Autohaus API", version: "0.1.0", description: "JSON API of the Autohaus platform." },
  });
  api.all("*", (c) => apiError(c, 404, "not_found"));
  app.route("/api", api);

  app.get("/sitemap.xml", async (c) => {
    const xml = await sitemapXml(db, c.var.project, publicOrigin(c, trustProxy));
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    });
  });
  // The high-contrast switch for browsers without JavaScript (the menu's form posts here).
  app.post("/preferences/contrast", async (c) => {
    const parsed = contrastPreferenceSchema.safeParse(
      Object.fromEntries(Object.entries(await c.req.parseBody())),
    );
    if (!parsed.success) return c.text("invalid", 400);
    c.header(
      "Set-Cookie",
      contrastCookie(parsed.data.value, publicOrigin(c, trustProxy).startsWith("https:")),
    );
    return c.redirect(parsed.data.back, 303);
  });
  app.get("/robots.txt", (c) => c.text(robotsTxt(publicOrigin(c, trustProxy))));

  app.all("*", async (c) => {
    const nonce = c.get("secureHeadersNonce") ?? "";
    const cacheKey = pageCache.keyOf(c.req.raw);
    const hit = cacheKey ? pageCache.get(cacheKey) : null;
    if (hit) return PageCache.respond(hit, nonce);
    const context: AppContext = {
      db,
      project: c.var.project,
      requestId: c.var.requestId,
      nonce,
      logger: c.var.logger,
      origin: publicOrigin(c, trustProxy),
    };
    const response = await deps.handleDocument(c.req.raw, context);
    return cacheKey ? pageCache.put(cacheKey, response, nonce) : response;
  });

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const code = error.status === 403 ? "forbidden" : error.status === 404 ? "not_found" : "invalid";
      if (c.req.path.startsWith("/api/")) return apiError(c, error.status, code);
      return c.text(code, error.status);
    }
    (c.var.logger ?? logger).error({ err: error }, "unhandled error");
    if (c.req.path.startsWith("/api/")) return apiError(c, 500, "internal");
    return c.html("<!doctype html><title>Error</title><h1>500</h1>", 500);
  });

  return app;
}
