/** The HTTP application: middleware, JSON API, SEO files, static assets and the React Router handler. */
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { except } from "hono/combine";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { pino } from "pino";
import { accountApi } from "../app/api/account";
import { authApi } from "../app/api/auth";
import { apiError } from "../app/api/errors";
import { favoritesApi } from "../app/api/favorites";
import { healthApi } from "../app/api/health";
import { pagesApi } from "../app/api/pages";
import type { ApiEnv } from "../app/api/types";
import { carSitemapChunks, carSitemapXml, robotsTxt, sitemapXml } from "../app/core/cms/sitemap.server";
import { sessionUser } from "../app/core/identity/identity.service.server";
import { readSessionToken, wantsSecureCookies } from "../app/core/identity/session-cookie";
import { createMediaService } from "../app/core/media/media.service.server";
import { contrastCookie, contrastPreferenceSchema } from "../app/core/tenancy/preferences";
import { trustedOrigin } from "../app/core/tenancy/project-resolution";
import { createProjectResolver } from "../app/core/tenancy/tenancy.service.server";
import type { Db } from "../app/db/client.server";
import type { AppContext } from "../app/load-context";
import { mediaRoutes } from "./media";
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
  /** Production: session cookies are Secure on every host but localhost. */
  production?: boolean;
  /** `PUBLIC_URL`: the origin for links when a request's host is not one of its project's domains. */
  publicUrl?: string;
  /** Where uploads (avatars) are written and served from (default ./data/uploads). */
  uploadDir?: string;
  /** Throttle login, sign-up and reset (default on; benchmarks and browser tests turn it off). */
  authThrottle?: boolean;
  /** Car picture encodes running at once (default 2). */
  mediaRenders?: number;
};

type Env = ApiEnv & { Variables: ApiEnv["Variables"] & { requestId: string } };

/**
 * Sets Cache-Control on successful responses of the handlers after it (serveStatic's own onFound hook
 * runs after the response is built, too late for headers).
 */
function cacheFor(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("Cache-Control", value);
  };
}

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

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
  const uploadDir = deps.uploadDir ?? "./data/uploads";
  /** After a settings change: this process forgets its project memory and cached pages at once. */
  const projectChanged = () => {
    projects.forget();
    pageCache.clear();
  };

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

  // Uploads are named by their content hash: cached for a year.
  app.use("/uploads/*", cacheFor("public, max-age=31536000, immutable"));
  app.use(
    "/uploads/*",
    serveStatic({ root: uploadDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, "") }),
  );

  if (deps.clientBuildDir) {
    const root = deps.clientBuildDir;
    app.use("/assets/*", cacheFor("public, max-age=31536000, immutable"));
    app.use("/assets/*", serveStatic({ root }));
    const files = serveStatic({ root });
    app.use("*", async (c, next) => {
      if (
        !/\.(ico|svg|png|webp|avif|jpg|txt|webmanifest|html|js|css|mp3|woff2)$/.test(c.req.path) ||
        c.req.path.startsWith("/api/") ||
        c.req.path.startsWith("/media/")
      ) {
        return next();
      }
      const res = await files(c, next);
      if (res instanceof Response && res.status === 200)
        res.headers.set("Cache-Control", "public, max-age=3600");
      return res;
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

  // The signed-in user, from the session cookie, for pages and API alike.
  const production = deps.production ?? false;
  const authThrottle = deps.authThrottle ?? true;
  const withUser: MiddlewareHandler<Env> = async (c, next) => {
    const origin = trustedOrigin(publicOrigin(c, trustProxy), c.var.project, deps.publicUrl);
    const token = readSessionToken(c.req.header("cookie"));
    c.set("origin", origin);
    c.set("secureCookies", wantsSecureCookies(origin, production));
    c.set("clientIp", clientIp(c, trustProxy));
    c.set("sessionToken", token);
    c.set("authThrottle", authThrottle);
    c.set("user", token ? await sessionUser(db, c.var.project, token) : null);
    return next();
  };
  // Pictures need the project (a site serves only its own cars' pictures) but not the visitor.
  app.use(except(["/api/health", "/media/*"], withUser));

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
  api.route("/", authApi);
  api.route("/", accountApi({ uploadDir, projectChanged }));
  api.route("/", favoritesApi);
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Autohaus API", version: "0.1.0", description: "JSON API of the Autohaus platform." },
  });
  api.all("*", (c) => apiError(c, 404, "not_found"));
  app.route("/api", api);

  const media = createMediaService({ uploadDir, maxConcurrentRenders: deps.mediaRenders });
  app.route("/media", mediaRoutes(media));

  app.get("/sitemap.xml", async (c) => {
    const xml = await sitemapXml(db, c.var.project, c.var.origin);
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    });
  });
  app.get("/:file{sitemap-cars-[0-9]+\\.xml}", async (c) => {
    const chunk = Number(/\d+/.exec(c.req.param("file"))?.[0]);
    const xml = await carSitemapXml(db, c.var.project, c.var.origin, chunk);
    if (!xml) return c.text("Not found", 404);
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
  app.get("/robots.txt", async (c) =>
    c.text(robotsTxt(c.var.origin, await carSitemapChunks(db, c.var.project))),
  );

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
      origin: c.var.origin,
      user: c.var.user,
      sessionToken: c.var.sessionToken,
      secureCookies: c.var.secureCookies,
      clientIp: c.var.clientIp,
      authThrottle: c.var.authThrottle,
      uploadDir,
      projectChanged,
      documentTail: [],
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
