import type { pino } from "pino";
import type { Project } from "./core/tenancy/project";
import type { Db } from "./db/client.server";

/** What the server hands to every loader and action (see server/app.ts). */
export type AppContext = {
  db: Db;
  project: Project;
  requestId: string;
  nonce: string;
  logger: pino.Logger;
  /** Public origin of the request, for canonical links and the sitemap. */
  origin: string;
};

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
