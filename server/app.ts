/** The HTTP application: middleware, JSON API, SEO files, static assets and the React Router handler. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { except } from "hono/combine";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import type { pino } from "pino";
import { accountApi } from "../app/api/account";
import { authApi } from "../app/api/auth";
import { avatarsApi } from "../app/api/avatars";
import { cartApi } from "../app/api/cart";
import { checkoutApi } from "../app/api/checkout";
import { clientsApi } from "../app/api/clients";
import { communityApi } from "../app/api/community";
import { dmsApi } from "../app/api/dms";
import { apiError, apiLocale } from "../app/api/errors";
import { favoritesApi } from "../app/api/favorites";
import { healthApi } from "../app/api/health";
import { inventoryApi } from "../app/api/inventory";
import { jobsApi } from "../app/api/jobs";
import { notificationsApi } from "../app/api/notifications";
import { openApiDocument } from "../app/api/openapi-document";
import { ordersApi } from "../app/api/orders";
import { isUnstorableText, outageOf, RETRY_AFTER_SECONDS } from "../app/api/outage";
import { pagesApi } from "../app/api/pages";
import { pushApi } from "../app/api/push";
import { sharingApi } from "../app/api/sharing";
import { toursApi } from "../app/api/tours";
import { tradeInApi } from "../app/api/trade-in";
import type { ApiEnv } from "../app/api/types";
import { carSitemapChunks, carSitemapXml, robotsTxt, sitemapXml } from "../app/core/cms/sitemap.server";
import { createServiceContext } from "../app/core/context/service-context.server";
import type { FileStore } from "../app/core/files/file-store.server";
import { configureFileStore, fileStore } from "../app/core/files/files.server";
import { objectResponse } from "../app/core/files/object-response.server";
import { sessionUserWithState } from "../app/core/identity/identity.service.server";
import { readSessionToken, sessionCookieName, wantsSecureCookies } from "../app/core/identity/session-cookie";
import { createMediaService } from "../app/core/media/media.service.server";
import { needsSetup } from "../app/core/setup/setup.service.server";
import { PAUSED_RETRY_AFTER_SECONDS, reachableWhilePaused } from "../app/core/tenancy/pause";
import { contrastCookie, contrastPreferenceSchema } from "../app/core/tenancy/preferences";
import type { ProjectChanges } from "../app/core/tenancy/project-changes.server";
import { trustedOrigin } from "../app/core/tenancy/project-resolution";
import { ReadCache } from "../app/core/tenancy/read-cache.server";
import { createProjectResolver } from "../app/core/tenancy/tenancy.service.server";
import type { Db } from "../app/db/client.server";
import type { AppContext } from "../app/load-context";
import { bodyLimits } from "./body-limits";
import { compressResponses } from "./compression";
import { errorPage, maintenancePage, outageResponse } from "./error-page";
import { redactSecrets } from "./log-redact";
import { mediaRoutes } from "./media";
import { PageCache } from "./page-cache";
import { clientIp, publicOrigin } from "./proxy";
import { publicUploadPath } from "./public-uploads";
import { securityHeaders } from "./security-headers";
import { handleSetup } from "./setup-page";
import { urlLengthLimit } from "./url-length";

/** `unsubscribe/{token}` with or without a language prefix (the only cross-site form target). */
const ONE_CLICK_UNSUBSCRIBE = /^\/(?:(?:de|en|pl|tr)\/)?unsubscribe\/[^/]+$/;

export type DocumentHandler = (request: Request, context: AppContext) => Promise<Response>;

export type ServerDeps = {
  db: Db;
  logger: pino.Logger;
  handleDocument: DocumentHandler;
  /** Folder of the client build (hashed assets); absent in development, where Vite serves them. */
  clientBuildDir?: string;
  dev?: boolean;
  /**
   * How many reverse proxies stand in front (`TRUST_PROXY`): their X-Forwarded-For/-Proto/-Host entries
   * are believed, counted from the right (server/proxy.ts). 0 (default): the headers are ignored.
   */
  trustProxy?: number;
  /** How long a host's project is remembered (default 5 s; 0 asks the database on every request). */
  projectCacheMs?: number;
  /** Seconds anonymous pages are kept by the micro-cache (0 disables it). */
  pageCacheSeconds?: number;
  /** Production: session cookies are Secure on every host but localhost. */
  production?: boolean;
  /** `PUBLIC_URL`: the origin for links when a request's host is not one of its project's domains. */
  publicUrl?: string;
  /**
   * Where uploads are kept (decision 0065: the local disk or an S3 bucket; default: the environment's);
   * only its public files are served straight. Becomes the process's store (`fileStore()`).
   */
  files?: FileStore;
  /** Throttle login, sign-up and reset (default on; benchmarks and browser tests turn it off). */
  authThrottle?: boolean;
  /** Car picture encodes running at once (default 2). */
  mediaRenders?: number;
  /** The development mailbox exists (app/env.server.ts `devMailboxEnabled`; default: it does not). */
  devMailbox?: boolean;
  /**
   * The first run's token (decision 0052): while the database has no project, `/setup` sets the
   * installation up for a request that carries it. Unset: no setup page (`npm run setup` only).
   */
  setupToken?: string;
  /** SMTP is configured: the first admin confirms the address from a mailed link. */
  mailConfigured?: boolean;
  /** The demo of a bare `npm start` (DEMO=1): pages show the demo banner. */
  demo?: boolean;
  /**
   * Sites added, paused or resumed by any process (PostgreSQL LISTEN, decision 0062): this process then
   * forgets its project memory and cached pages at once.
   */
  projectChanges?: Pick<ProjectChanges, "subscribe">;
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

export function createServerApp(deps: ServerDeps) {
  const { db, logger, dev = false, trustProxy = 0, devMailbox = false } = deps;
  const app = new OpenAPIHono<Env>();
  const pageCache = new PageCache((deps.pageCacheSeconds ?? 0) * 1000);
  const projects = createProjectResolver(db, deps.projectCacheMs ?? 5_000);
  // Public content reads are remembered as long as the project is (decision 0018).
  const reads = new ReadCache(deps.projectCacheMs ?? 5_000);
  const files = deps.files ?? fileStore();
  configureFileStore(files);
  /** After a settings change: this process forgets its project memory and cached pages at once. */
  const projectChanged = () => {
    projects.forget();
    reads.clear();
    pageCache.clear();
  };
  deps.projectChanges?.subscribe(projectChanged);

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
        // Also redacted here for a logger not made by createLogger (decision 0046: no URL secret in logs).
        path: redactSecrets(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });

  // Outermost after logging: compression sees final headers; the page cache answers hits before
  // any other work and keeps the final, compressed response (decision 0017).
  app.use(compressResponses());
  app.use(pageCache.middleware((c) => publicOrigin(c, trustProxy).split(":")[0] ?? "http"));

  // Before static files, so every response carries them (nosniff; uploads get a sandboxing CSP).
  app.use(securityHeaders({ dev, trustProxy }));
  // A URL over 8 KB: 414 in the API's or the pages' error shape, before any route (decision 0046).
  app.use(urlLengthLimit());

  // Only the public files of the file store are served straight (server/public-uploads.ts, decision
  // 0043); private files have their own handlers that ask who may see them. Public uploads are named by
  // their content or a fresh id: cached for a year. Byte ranges are answered (206).
  app.use("/uploads/*", async (c) => {
    const project = await projects.resolve(c.req.header("host"));
    const key = publicUploadPath(new URL(c.req.url).pathname, project?.id ?? null);
    if (!key || (c.req.method !== "GET" && c.req.method !== "HEAD")) return c.notFound();
    const res = await objectResponse(
      files,
      key,
      { method: c.req.method, range: c.req.header("range") },
      { "Cache-Control": "public, max-age=31536000, immutable" },
    );
    return res ?? c.notFound();
  });

  // The notifications service worker (decision 0034), at the root so its scope is the whole site. Never
  // cached by HTTP: a fixed worker reaches every employee's browser at its next update check.
  const serviceWorker = path.join(deps.clientBuildDir ?? "public", "notifications-sw.js");
  let serviceWorkerBody: Promise<string> | undefined;
  app.get("/notifications-sw.js", async (c) => {
    serviceWorkerBody ??= readFile(serviceWorker, "utf8");
    const body = await serviceWorkerBody.catch(() => null);
    if (body === null) {
      serviceWorkerBody = undefined;
      return c.notFound();
    }
    return c.body(body, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    });
  });

  if (deps.clientBuildDir) {
    const root = deps.clientBuildDir;
    app.use("/assets/*", cacheFor("public, max-age=31536000, immutable"));
    // Sent as the .br/.gz files the build wrote beside each asset (server/precompress-plugin.ts).
    app.use("/assets/*", serveStatic({ root, precompressed: true }));
    const buildFiles = serveStatic({ root, precompressed: true });
    app.use("*", async (c, next) => {
      if (
        !/\.(ico|svg|png|webp|avif|jpg|txt|webmanifest|html|js|css|mp3|wav|woff2)$/.test(c.req.path) ||
        c.req.path.startsWith("/api/") ||
        c.req.path.startsWith("/media/")
      ) {
        return next();
      }
      const res = await buildFiles(c, next);
      if (res instanceof Response && res.status === 200)
        res.headers.set("Cache-Control", "public, max-age=3600");
      return res;
    });
  }

  // Every request but the health check belongs to a project (white-label site), found by host name.
  const withProject: MiddlewareHandler<Env> = async (c, next) => {
    const project = await projects.resolve(c.req.header("host"));
    if (!project) {
      // An empty installation serves its setup page (decision 0052); any other page leads there.
      if (await needsSetup(db)) {
        if (c.req.path === "/setup")
          return handleSetup(c, {
            db,
            logger: c.var.logger ?? logger,
            token: deps.setupToken,
            verifyByMail: deps.mailConfigured ?? false,
            origin: (ctx) => deps.publicUrl ?? publicOrigin(ctx, trustProxy),
            done: projectChanged,
          });
        if (!c.req.path.startsWith("/api/") && (c.req.method === "GET" || c.req.method === "HEAD"))
          return c.redirect("/setup", 302);
      }
      return c.req.path.startsWith("/api/")
        ? apiError(c, 503, "no_project")
        : errorPage(c, 503, "api.errors.no_project");
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
    const secureCookies = wantsSecureCookies(origin, production);
    // Only the cookie name this origin sets counts (a bare one on HTTPS may have been planted).
    const token = readSessionToken(c.req.header("cookie"), secureCookies);
    c.set("origin", origin);
    c.set("secureCookies", secureCookies);
    c.set("clientIp", clientIp(c, trustProxy));
    c.set("sessionToken", token);
    c.set("authThrottle", authThrottle);
    const project = c.var.project;
    const api = c.req.path.startsWith("/api/");
    // A page that changes nothing reads the user's per-page state with the session (one statement,
    // user-state.server.ts); a POST's loaders run after its action and read what it changed.
    const pageRead = !api && (c.req.method === "GET" || c.req.method === "HEAD");
    const session = token
      ? await sessionUserWithState(createServiceContext({ db, project }), token, pageRead)
      : null;
    const user = session?.user ?? null;
    c.set("user", user);
    // Built once per request: API handlers and loaders pass it to every service they call.
    const locale = api ? apiLocale(c) : project.defaultLanguage;
    c.set(
      "services",
      createServiceContext({ db, project, principal: user, locale, reads, userState: session?.state }),
    );
    return next();
  };
  // Pictures need the project (a site serves only its own cars' pictures) but not the visitor.
  app.use(except(["/api/health", "/media/*"], withUser));

  // A paused site (decision 0062): visitors get a maintenance page (the API its JSON error), 503 with
  // Retry-After and noindex; its staff, sign-in and the account area pass. Nothing is cached.
  app.use(
    except(["/api/health", "/media/*"], async (c, next) => {
      if (!c.var.project.paused || reachableWhilePaused(c.req.path, c.var.user)) return next();
      c.header("Retry-After", String(PAUSED_RETRY_AFTER_SECONDS));
      c.header("Cache-Control", "no-store");
      c.header("X-Robots-Tag", "noindex");
      if (c.req.path.startsWith("/api/"))
        return apiError(c, 503, "paused", undefined, "holding:maintenance.api");
      return maintenancePage(c);
    }),
  );

  // Bodies are limited before anything reads them: 64 KB, the avatar upload more (413 otherwise).
  app.use(bodyLimits());

  // Cookie-authenticated state changes must come from our own pages (forms post same-origin). Not the
  // unsubscribe link: mail programs post RFC 8058 one-click from their servers without an Origin, and
  // the link's token, not a cookie, is what authorises it.
  app.use(
    except(
      (c) => ONE_CLICK_UNSUBSCRIBE.test(c.req.path),
      csrf({
        origin: (origin, c) => {
          try {
            return new URL(origin).host === (c.req.header("host") ?? "");
          } catch {
            return false;
          }
        },
      }),
    ),
  );

  const api = new OpenAPIHono<Env>();
  api.route(
    "/",
    healthApi(() => db),
  );
  api.route("/", pagesApi);
  api.route("/", authApi);
  api.route("/", accountApi({ files, projectChanged, devMailbox }));
  api.route("/", avatarsApi({ files }));
  api.route("/", favoritesApi);
  api.route("/", cartApi());
  api.route("/", checkoutApi());
  api.route("/", ordersApi());
  api.route("/", jobsApi());
  api.route("/", tradeInApi());
  api.route("/", dmsApi());
  api.route("/", inventoryApi());
  api.route("/", clientsApi());
  api.route("/", sharingApi());
  api.route("/", communityApi());
  api.route("/", pushApi());
  api.route("/", toursApi());
  api.route("/", notificationsApi());
  api.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: sessionCookieName(false),
    description:
      "The session cookie set by `POST /auth/login.json` (named `__Host-autohaus_session` on HTTPS sites).",
  });
  api.doc31("/openapi.json", openApiDocument);
  api.all("*", (c) => apiError(c, 404, "not_found"));
  app.route("/api", api);

  const media = createMediaService({ files, maxConcurrentRenders: deps.mediaRenders });
  app.route("/media", mediaRoutes(media));

  app.get("/sitemap.xml", async (c) => {
    const xml = await sitemapXml(c.var.services, c.var.origin);
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    });
  });
  app.get("/:file{sitemap-cars-[0-9]+\\.xml}", async (c) => {
    const chunk = Number(/\d+/.exec(c.req.param("file"))?.[0]);
    const xml = await carSitemapXml(c.var.services, c.var.origin, chunk);
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
    c.text(robotsTxt(c.var.origin, await carSitemapChunks(c.var.services))),
  );

  // Page forms post url-encoded or multipart bodies (React Router's actions read them with formData());
  // any other body is refused here, not by formData() throwing in an action (a 500).
  app.on(["POST", "PUT", "PATCH", "DELETE"], "*", async (c, next) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") return next();
    // A bodiless post (a logout button's fetch) has nothing to misread.
    if (!type && c.req.raw.body === null) return next();
    return errorPage(c, 415, "api.errors.form_refused");
  });

  app.all("*", async (c) => {
    const nonce = c.get("secureHeadersNonce") ?? "";
    const context: AppContext = {
      db,
      project: c.var.project,
      services: c.var.services,
      requestId: c.var.requestId,
      nonce,
      logger: c.var.logger,
      origin: c.var.origin,
      user: c.var.user,
      sessionToken: c.var.sessionToken,
      secureCookies: c.var.secureCookies,
      clientIp: c.var.clientIp,
      authThrottle: c.var.authThrottle,
      files,
      devMailbox,
      demo: deps.demo ?? false,
      reads,
      projectChanged,
      documentTail: [],
    };
    const response = await deps.handleDocument(
      asSeenByBrowser(c.req.raw, publicOrigin(c, trustProxy)),
      context,
    );
    // A loader or action failed because of an outage or of text the database cannot store (recorded by
    // entry.server's handleError): the answer below instead of the router's 500 page.
    if (context.failure !== undefined && (outageOf(context.failure) || isUnstorableText(context.failure)))
      throw context.failure;
    return response;
  });

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const code = error.status === 403 ? "forbidden" : error.status === 404 ? "not_found" : "invalid";
      if (c.req.path.startsWith("/api/")) return apiError(c, error.status, code);
      return errorPage(
        c,
        error.status,
        code === "invalid" ? "api.errors.form_refused" : `api.errors.${code}`,
      );
    }
    // A broken percent-escape somewhere in the request is bad input, not a bug of ours.
    if (error instanceof URIError) {
      if (c.req.path.startsWith("/api/")) return apiError(c, 400, "invalid");
      return errorPage(c, 400, "api.errors.form_refused");
    }
    // Text no database column can hold (a NUL character): bad input, answered like any invalid input.
    if (isUnstorableText(error)) {
      (c.var.logger ?? logger).warn({ err: error }, "unstorable text refused");
      if (c.req.path.startsWith("/api/")) return apiError(c, 400, "invalid");
      return errorPage(c, 400, "api.errors.form_refused");
    }
    // The database away or the disk full: 503 (Retry-After) or 507, translated, never 500 (decision 0036).
    const outage = outageOf(error);
    if (outage) {
      (c.var.logger ?? logger).warn({ err: error, status: outage.status }, outage.code);
      if (outage.status === 503) c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      c.header("Cache-Control", "no-store");
      if (c.req.path.startsWith("/api/")) return apiError(c, outage.status, outage.code);
      return outageResponse(c, outage);
    }
    (c.var.logger ?? logger).error({ err: error }, "unhandled error");
    if (c.req.path.startsWith("/api/")) return apiError(c, 500, "internal");
    return errorPage(c, 500, "api.errors.internal");
  });

  return app;
}

/**
 * The request with the URL the visitor's browser used. Behind a TLS-terminating proxy the socket speaks
 * http while the browser's Origin says https; React Router refuses a form action whose Origin differs from
 * the request's URL, so every form would fail there. The Origin itself was checked by the CSRF middleware.
 */
function asSeenByBrowser(raw: Request, origin: string): Request {
  const url = new URL(raw.url);
  if (url.origin === origin) return raw;
  const target = `${origin}${url.pathname}${url.search}`;
  const hasBody = raw.method !== "GET" && raw.method !== "HEAD";
  return new Request(target, {
    method: raw.method,
    headers: raw.headers,
    body: hasBody ? raw.body : undefined,
    signal: raw.signal,
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}
