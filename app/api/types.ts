import type { pino } from "pino";
import type { ServiceContext } from "../core/context/service-context.server";
import type { SessionUser } from "../core/identity/session-user";
import type { Project } from "../core/tenancy/project";
import type { Db } from "../db/client.server";

/** Variables every API handler can read from `c.var`. */
export type ApiEnv = {
  Variables: {
    db: Db;
    project: Project;
    /** What services take first: db, project, signed-in user, the client's language (`apiLocale`). */
    services: ServiceContext;
    logger: pino.Logger;
    requestId: string;
    secureHeadersNonce?: string;
    user: SessionUser | null;
    sessionToken: string | null;
    secureCookies: boolean;
    clientIp: string;
    origin: string;
    authThrottle: boolean;
  };
};
