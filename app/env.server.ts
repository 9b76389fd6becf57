import { z } from "zod";

/** Every environment variable the platform reads, parsed once (documented in README.md). */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.enum(["0", "1"]).optional(),
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  PUBLIC_URL: z.string().url().optional(),
  UPLOAD_DIR: z.string().default("./data/uploads"),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Autohaus <no-reply@autohaus.example>"),
  AUTH_THROTTLE: z.enum(["0", "1"]).default("1"),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
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
