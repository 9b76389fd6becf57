/**
 * A real S3-protocol server for the file store's tests (decision 0065): s3rver (written by
 * others, speaking S3's HTTP API: signatures, multipart uploads, ranges, listings) on a free port of
 * 127.0.0.1 over a temporary folder, with one bucket. Its only account is `S3RVER` / `S3RVER`; other
 * credentials are refused as by AWS (InvalidAccessKeyId, 403). `stop()` takes it down (the bucket is
 * "down": connections refused) and `start()` brings it back on the same port with the same objects.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { FileStoreEnv } from "../../app/core/files/files.server";
import { freePort } from "./server-process";

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** The environment a server process needs to use the bucket (what an operator sets). */
  env: Record<string, string>;
  /** The same as FileStoreEnv for `fileStoreFromEnv`. */
  storeEnv: FileStoreEnv;
  /** Takes the server down: every connection is cut, new ones are refused. */
  stop: () => Promise<void>;
  /** Brings it back on the same port, with the objects it had. */
  start: () => Promise<void>;
  /** Every request it received, as `METHOD /path?query` (to see multipart uploads happen). */
  requests: string[];
  /** Stops it and removes its folder. */
  close: () => Promise<void>;
};

export async function startS3Server(bucket = "autohaus-test"): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), "autohaus-s3-"));
  const port = await freePort();
  let server: S3rver | null = null;
  const requests: string[] = [];
  const start = async () => {
    if (server) return;
    server = new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory,
      vhostBuckets: false,
      configureBuckets: [{ name: bucket }],
    });
    await server.run();
    server.httpServer?.on("request", (req) => requests.push(`${req.method} ${req.url}`));
  };
  const stop = async () => {
    const s = server;
    server = null;
    if (!s) return;
    s.httpServer?.closeAllConnections();
    await s.close();
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_FORCE_PATH_STYLE: "1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
  };
  return {
    endpoint,
    bucket,
    env,
    storeEnv: { UPLOAD_DIR: path.join(directory, "unused"), ...env, S3_FORCE_PATH_STYLE: "1" },
    stop,
    start,
    requests,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
