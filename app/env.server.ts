import { z } from "zod";

/** Every environment variable the platform reads, parsed once (documented in README.md). */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default("./data"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_DEMO: z.enum(["0", "1"]).optional(),
    /** Set by a bare `npm start` (no NODE_ENV): the demo, a production build that keeps the dev mailbox. */
    DEMO: z.enum(["0", "1"]).optional(),
    /** How many reverse proxies stand in front (0: none, the forwarded headers are ignored). */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    PUBLIC_URL: z.string().url().optional(),
    UPLOAD_DIR: z.string().default("./data/uploads"),
    /** Files in an S3-compatible bucket instead of UPLOAD_DIR (decision 0065): set = use S3. */
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "a bucket name (3-63 lower-case letters, digits, dots, hyphens)",
      )
      .optional(),
    /** The store's address for everything but AWS (MinIO, R2, Hetzner, IONOS, OVH). */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default("us-east-1"),
    /** 1: bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted stores want. */
    S3_FORCE_PATH_STYLE: z.enum(["0", "1"]).default("0"),
    AWS_ACCESS_KEY_ID: z.string().optional(),
    AWS_SECRET_ACCESS_KEY: z.string().optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default("Autohaus <no-reply@autohaus.example>"),
    /**
     * The default (demo) site's mailbox, `imap://` or `imaps://user:pass@host:port/FOLDER` (decision 0067):
     * replies and ADF leads are read from it; a site's admin may set its own on the communication centre.
     */
    IMAP_URL: z
      .string()
      .regex(/^imaps?:\/\//)
      .optional(),
    /** Longest wait between two looks at a mailbox while IMAP IDLE says nothing (decision 0067). */
    IMAP_POLL_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    /** VAPID contact for browser push (mailto: or https:); default: mailto: with MAIL_FROM's address. */
    PUSH_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:)/)
      .optional(),
    /** More push service host names pushes may go to (comma-separated; decision 0034). */
    PUSH_SERVICE_HOSTS: z.string().optional(),
    AUTH_THROTTLE: z.enum(["0", "1"]).default("1"),
    /** Base of the outbox's exponential backoff in seconds (decision 0021: 30; the fault tests shorten it). */
    OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().min(1).max(3600).default(30),
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    /** How often each process's scheduler looks for due periodic tasks (decision 0021); tests shorten it. */
    SCHEDULER_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * Server processes `npm start` runs on this machine (decision 0041). Default: one per core on
     * PostgreSQL; PGlite (no DATABASE_URL) is always one process.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  })
  .refine((e) => Boolean(e.AWS_ACCESS_KEY_ID) === Boolean(e.AWS_SECRET_ACCESS_KEY), {
    path: ["AWS_SECRET_ACCESS_KEY"],
    message: "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are set together or not at all",
  })
  .refine((e) => e.S3_BUCKET || !e.S3_ENDPOINT, {
    path: ["S3_BUCKET"],
    message: "S3_ENDPOINT is set but S3_BUCKET is not",
  });

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set" (as shells and CI systems often pass them).
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${issues}`);
  }
  return parsed.data;
}

/**
 * Whether the development mailbox exists (admins read the outbox there, reset links included): only
 * where mail cannot leave anyway (no SMTP_URL), and never in production but for the demo of `npm start`.
 */
export function devMailboxEnabled(env: Pick<Env, "NODE_ENV" | "SMTP_URL" | "DEMO">): boolean {
  if (env.SMTP_URL) return false;
  return env.NODE_ENV !== "production" || env.DEMO === "1";
}
