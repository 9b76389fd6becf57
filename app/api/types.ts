import type { pino } from "pino";
import type { SessionUser } from "../core/identity/session-user";
import type { Project } from "../core/tenancy/project";
import type { Db } from "../db/client.server";

/** Variables every API handler can read from `c.var`. */
export type ApiEnv = {
  Variables: {
    db: Db;
    project: Project;
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
