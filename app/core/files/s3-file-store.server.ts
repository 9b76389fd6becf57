/**
 * The file store in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Hetzner, IONOS, OVH,
 * decision 0065) through the official AWS SDK. Uploads go through `@aws-sdk/lib-storage`'s `Upload`: one
 * PutObject for small bodies, a multipart upload in 5 MB parts for larger ones, aborted on failure, so
 * an object is there whole or not at all. A bucket that cannot be reached (connection refused, timeout,
 * a 5xx answer) is `FileStoreUnavailableError` (the request's 503 with Retry-After); credentials or a
 * bucket that are wrong stop the server at start (`check`, `FileStoreConfigError`).
 */
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import {
  assertKey,
  assertPrefix,
  contentTypeOf,
  type FileStore,
  FileStoreConfigError,
  FileStoreUnavailableError,
  type ObjectInfo,
  type StoredObject,
  streamToBuffer,
} from "./file-store.server";

export type S3Options = {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Both or neither; neither: the SDK's own chain (environment, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** How long to wait for a connection before the bucket counts as down (default 3 s). */
  connectTimeoutMs?: number;
};

/** Multipart part size: S3's minimum, so a 5 MB+ body is sent in parts of 5 MB. */
const PART_SIZE = 5 * 1024 * 1024;

type SdkError = Error & { $metadata?: { httpStatusCode?: number }; code?: string; Code?: string };

function statusOf(error: unknown): number | undefined {
  return (error as SdkError)?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const e = error as SdkError;
  return statusOf(error) === 404 || e?.name === "NoSuchKey" || e?.name === "NotFound";
}

/** No answer at all (network, timeout) or a server-side failure: the bucket is down for now. */
function isUnavailable(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined) return status >= 500;
  const e = error as SdkError;
  // No HTTP status: the request never got an answer (refused, reset, timed out, name not found).
  return e instanceof Error && !(e instanceof FileStoreConfigError);
}

export function s3FileStore(options: S3Options): FileStore {
  const { bucket } = options;
  const where = `bucket ${bucket}${options.endpoint ? ` at ${options.endpoint}` : ` in ${options.region}`}`;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Many S3-compatible stores know only the checksums S3 asked for before 2025 (Content-MD5).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // One retry: a request waits seconds, not minutes, for a bucket that is down.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: options.connectTimeoutMs ?? 3_000, requestTimeout: 120_000 },
  });

  /** Runs an SDK call; a bucket that cannot answer becomes FileStoreUnavailableError. */
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!isNotFound(error) && isUnavailable(error)) {
        throw new FileStoreUnavailableError(
          `S3 ${where} unavailable (${what}): ${(error as Error).message}`,
          {
            cause: error,
          },
        );
      }
      throw error;
    }
  }

  async function* listAll(prefix: string): AsyncGenerator<ObjectInfo> {
    let token: string | undefined;
    do {
      const page = await call("list", () =>
        client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            ...(prefix ? { Prefix: prefix } : {}),
            ...(token ? { ContinuationToken: token } : {}),
          }),
        ),
      );
      for (const o of page.Contents ?? []) {
        if (!o.Key) continue;
        yield { key: o.Key, size: o.Size ?? 0, ...(o.LastModified ? { lastModified: o.LastModified } : {}) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  const store: FileStore = {
    kind: "s3",
    description: where,

    async put(key, body, putOptions = {}) {
      assertKey(key);
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: putOptions.contentType ?? contentTypeOf(key),
          ...(putOptions.sha256 ? { Metadata: { sha256: putOptions.sha256 } } : {}),
        },
        partSize: PART_SIZE,
        queueSize: 2,
        // A failed multipart upload is aborted: no parts are left behind, no object appears.
        leavePartsOnError: false,
      });
      await call("put", () => upload.done());
    },

    async get(key, range) {
      assertKey(key);
      try {
        const res = await call("get", () =>
          client.send(
            new GetObjectCommand({
              Bucket: bucket,
              Key: key,
              ...(range ? { Range: `bytes=${range.start}-${range.end ?? ""}` } : {}),
            }),
          ),
        );
        const body = res.Body as Readable;
        const size = res.ContentLength ?? 0;
        const object: StoredObject = {
          body,
          size,
          totalSize: size,
          contentType: res.ContentType ?? contentTypeOf(key),
          ...(res.LastModified ? { lastModified: res.LastModified } : {}),
        };
        const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.ContentRange ?? "");
        if (range && match) {
          object.range = { start: Number(match[1]), end: Number(match[2]) };
          object.totalSize = Number(match[3]);
        }
        return object;
      } catch (error) {
        if (isNotFound(error) || statusOf(error) === 416) return null;
        throw error;
      }
    },

    async read(key) {
      const object = await store.get(key);
      return object ? await call("read", () => streamToBuffer(object.body)) : null;
    },

    async head(key) {
      assertKey(key);
      try {
        const res = await call("head", () =>
          client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
        );
        return {
          key,
          size: res.ContentLength ?? 0,
          ...(res.ContentType ? { contentType: res.ContentType } : {}),
          ...(res.Metadata?.sha256 ? { sha256: res.Metadata.sha256 } : {}),
          ...(res.LastModified ? { lastModified: res.LastModified } : {}),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertKey(key);
      await call("delete", () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },

    async deletePrefix(prefix) {
      assertPrefix(prefix);
      const keys: string[] = [];
      for await (const o of listAll(prefix)) keys.push(o.key);
      // One DeleteObject each (DeleteObjects asks for checksums some compatible stores do not know); a
      // prefix here is one picture's handful of variants.
      for (let i = 0; i < keys.length; i += 8) {
        await Promise.all(keys.slice(i, i + 8).map((key) => store.delete(key)));
      }
      return keys.length;
    },

    list(prefix) {
      assertPrefix(prefix);
      return listAll(prefix);
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = statusOf(error);
        const detail = (error as Error).name || (error as Error).message;
        if (status === 403 || status === 401)
          throw new FileStoreConfigError(
            `S3 ${where} refused the credentials (${status} ${detail}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY`,
          );
        if (status === 404)
          throw new FileStoreConfigError(`S3 ${where} does not exist (404): check S3_BUCKET and S3_ENDPOINT`);
        if (status === 301 || status === 400)
          throw new FileStoreConfigError(
            `S3 ${where} answered ${status} ${detail}: check S3_REGION, S3_ENDPOINT and S3_FORCE_PATH_STYLE`,
          );
        throw new FileStoreConfigError(
          `S3 ${where} cannot be reached (${status ?? (error as SdkError).code ?? detail}): check S3_ENDPOINT and the network`,
        );
      }
    },
  };
  return store;
}
