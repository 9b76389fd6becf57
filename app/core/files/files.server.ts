/**
 * Which file store this process uses (decision 0065): an S3 bucket when `S3_BUCKET` is set, else the
 * local disk below `UPLOAD_DIR`. The server sets it once at start (`configureFileStore`); modules that
 * get no request context (the trade-in wizard's hooks, the outbox's `files_delete`) ask `fileStore()`.
 * Kept on `globalThis` because the built React Router bundle has its own copy of this module beside the
 * server's, in one process.
 */
import { type Env, readEnv } from "../../env.server";
import type { FileStore } from "./file-store.server";
import { localFileStore } from "./local-file-store.server";
import { s3FileStore } from "./s3-file-store.server";

const STORE_KEY = Symbol.for("autohaus.fileStore");
type WithStore = { [STORE_KEY]?: FileStore };

export type FileStoreEnv = Pick<
  Env,
  | "UPLOAD_DIR"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_FORCE_PATH_STYLE"
  | "AWS_ACCESS_KEY_ID"
  | "AWS_SECRET_ACCESS_KEY"
>;

/** The store the environment names (not checked: see `FileStore.check`). */
export function fileStoreFromEnv(env: FileStoreEnv): FileStore {
  if (!env.S3_BUCKET) return localFileStore(env.UPLOAD_DIR);
  return s3FileStore({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "1",
    accessKeyId: env.AWS_ACCESS_KEY_ID,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
  });
}

export function configureFileStore(store: FileStore): void {
  (globalThis as WithStore)[STORE_KEY] = store;
}

/** The process's store: the one the server configured, else the one the environment names. */
export function fileStore(): FileStore {
  const g = globalThis as WithStore;
  g[STORE_KEY] ??= fileStoreFromEnv(readEnv());
  return g[STORE_KEY];
}
