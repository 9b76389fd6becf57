import type { pino } from "pino";
import type { ServiceContext } from "./core/context/service-context.server";
import type { FileStore } from "./core/files/file-store.server";
import type { SessionUser } from "./core/identity/session-user";
import type { Project } from "./core/tenancy/project";
import type { ReadCache } from "./core/tenancy/read-cache.server";
import type { Db } from "./db/client.server";

/** What the server hands to every loader and action (see server/app.ts). */
export type AppContext = {
  db: Db;
  project: Project;
  /**
   * What services take first: this request's db, project and signed-in user, in the project's default
   * language (loaders switch to the URL's with `pageContext(...).services` or `withLocale`).
   */
  services: ServiceContext;
  requestId: string;
  nonce: string;
  logger: pino.Logger;
  /** Public origin of the request, for canonical links and the sitemap. */
  origin: string;
  /** The signed-in user (null for visitors) and the raw session token (for logout). */
  user: SessionUser | null;
  sessionToken: string | null;
  /** Whether cookies are set Secure (HTTPS, or production off localhost). */
  secureCookies: boolean;
  clientIp: string;
  /** Login, sign-up and reset attempts are throttled (off only in benchmarks and browser tests). */
  authThrottle: boolean;
  /** Where uploads are kept (decision 0065: the local disk or an S3 bucket). */
  files: FileStore;
  /** The development mailbox exists (no SMTP_URL, not production; see app/env.server.ts). */
  devMailbox: boolean;
  /** The demo of a bare `npm start` (DEMO=1, public passwords): every page shows the demo banner. */
  demo?: boolean;
  /**
   * HTML for crawlers that the document ends with (JSON-LD, `ui/seo/json-ld.ts`): not part of the React
   * tree, so it is neither hydrated nor sent again as loader data.
   */
  documentTail: string[];
  /** Short memory of public content reads (navigation, posts, brands, locations), per project. */
  reads: ReadCache;
  /** Tells the process that the project's settings changed (forgets cached project and pages). */
  projectChanged: () => void;
  /**
   * The first error a loader, action or render of this request threw (set by entry.server's
   * `handleError`); the server answers an outage among them with 503/507 (server/outage.ts).
   */
  failure?: unknown;
};

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
