/**
 * No secret of a URL reaches the logs (decision 0046): every request to a mailed link or a private
 * preview link, in every language prefix and as a data request, goes through the real app with a logger
 * that writes into a buffer, and no line holds the token. Secret query parameters and error messages
 * that quote a URL are redacted too.
 */
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStore } from "../../app/core/files/local-file-store.server";
import { MAIL_LINK_KINDS } from "../../app/core/mail/mail-link-kinds";
import { createServerApp } from "../../server/app";
import { createDocumentHandler } from "../../server/document-handler";
import { MAIL_LINK_PATHS, REDACTED, redactSecrets, secretRoutePaths } from "../../server/log-redact";
import { createLogger } from "../../server/logger";
import { createTestDatabase, sweepDrivers, type TestDatabase } from "../setup/test-db";
import { hasBuild } from "../setup/test-server";

/** A logger whose lines are kept in memory. */
function bufferedLogger() {
  const lines: string[] = [];
  const logger = createLogger("debug", { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join("") };
}

const secret = () => `tok${randomBytes(18).toString("base64url").replace(/[-_]/g, "x")}`;

describe.each(sweepDrivers())("log redaction on %s", (driver) => {
  let database: TestDatabase;
  const log = bufferedLogger();
  let request: (pathname: string, init?: RequestInit) => Promise<Response>;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    let handleDocument = async (): Promise<Response> => new Response("no build", { status: 501 });
    if (hasBuild()) {
      const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
      handleDocument = createDocumentHandler(build, "production") as unknown as typeof handleDocument;
    }
    const app = createServerApp({
      db: database.handle.db,
      logger: log.logger,
      handleDocument,
      projectCacheMs: 0,
      files: localFileStore(path.join(tmpdir(), `autohaus-test-uploads-${process.pid}`)),
    });
    request = (pathname, init = {}) =>
      app.request(`http://localhost${pathname}`, { ...init, redirect: "manual" }) as Promise<Response>;
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
  });

  it("knows the secret path of every kind of mailed link, the password reset and the CMS preview", () => {
    const paths = secretRoutePaths();
    for (const kind of MAIL_LINK_KINDS) {
      expect(MAIL_LINK_PATHS[kind].length, kind).toBeGreaterThan(0);
      for (const p of MAIL_LINK_PATHS[kind]) expect(paths, kind).toContain(p);
      expect(
        MAIL_LINK_PATHS[kind].every((p) => /\/:(token|eventId)$/.test(p)),
        kind,
      ).toBe(true);
    }
    // Every route of the route table with a mailed link's token is one of them.
    expect(paths).toEqual(
      expect.arrayContaining(["forgotpassword/:token", "pages-preview/:token", "scheduledCall/:token"]),
    );
  });

  it("writes no token of a mailed link or preview link into any log line", async () => {
    const tokens: string[] = [];
    for (const routePath of secretRoutePaths()) {
      for (const prefix of ["", "/en", "/de", "/pl", "/tr"]) {
        const token = secret();
        tokens.push(token);
        const pathname = `${prefix}/${routePath.replace(/:[A-Za-z]+/g, token)}`;
        await request(pathname);
        // React Router's data request of the same page, and a form post to it.
        const dataToken = secret();
        tokens.push(dataToken);
        await request(`${prefix}/${routePath.replace(/:[A-Za-z]+/g, dataToken)}.data`);
        const postToken = secret();
        tokens.push(postToken);
        await request(`${prefix}/${routePath.replace(/:[A-Za-z]+/g, postToken)}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
          body: "intent=cancel",
        });
      }
    }
    const text = log.text();
    expect(text).toContain('"msg":"request"');
    expect(text).toContain(`/scheduledCall/${REDACTED}`);
    for (const token of tokens) expect(text, token).not.toContain(token);
  });

  it("redacts secret query parameters: the wizard's resume link, the social login's code and state", async () => {
    const resume = secret();
    const code = secret();
    const state = secret();
    await request(`/en/clickWizard/1?resume=${resume}`);
    await request(`/api/auth/callback/google?code=${code}&state=${state}`);
    log.logger.info({ url: `http://localhost/en/orderComplete?order=${resume}x` }, "order link");
    const text = log.text();
    for (const token of [resume, code, state]) expect(text).not.toContain(token);
  });

  it("redacts a URL quoted by an error message, its stack and a referrer", () => {
    const token = secret();
    const error = new Error(`loader failed for http://localhost/de/tradeininvitation/${token}`);
    log.logger.error({ err: error, referer: `https://site.example/unsubscribe/${token}` }, "route error");
    log.logger.warn(`could not open /en/car-service/appointment/${token}?lang=en`);
    const text = log.text();
    expect(text).toContain("loader failed for http://localhost/de/tradeininvitation/[redacted]");
    expect(text).not.toContain(token);
  });

  it("leaves URLs without secrets as they are", () => {
    expect(redactSecrets("/en/cars/bmw-320d-4711?page=2")).toBe("/en/cars/bmw-320d-4711?page=2");
    expect(redactSecrets("/en/scheduledCall/abc")).toBe(`/en/scheduledCall/${REDACTED}`);
  });
});
