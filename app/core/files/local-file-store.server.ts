/**
 * The file store on the local disk (the default): key `a/b.webp` is the file `UPLOAD_DIR/a/b.webp`. The
 * only module that reads or writes the upload folder (tests/unit/upload-dir-owner.test.ts). Objects are
 * written under a temporary name (a dot file, which no key can name) and renamed, so a reader never sees
 * half a file.
 */
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import {
  assertKey,
  assertPrefix,
  type ByteRange,
  contentTypeOf,
  type FileStore,
  FileStoreConfigError,
  type ObjectInfo,
  type StoredObject,
} from "./file-store.server";

const isMissing = (error: unknown) =>
  ["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

export function localFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(base, ...key.split("/"));
  };

  async function* walk(dir: string, rel: string): AsyncGenerator<ObjectInfo> {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const key = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full, key);
      else if (entry.isFile()) {
        const s = await stat(full).catch(() => null);
        if (s) yield { key, size: s.size, contentType: contentTypeOf(key), lastModified: s.mtime };
      }
    }
  }

  const store: FileStore = {
    kind: "local",
    description: base,
    localDir: base,

    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`,
      );
      try {
        if (Buffer.isBuffer(body)) await writeFile(temp, body);
        else await pipeline(body, createWriteStream(temp));
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key, range?: ByteRange): Promise<StoredObject | null> {
      const file = fileOf(key);
      let size: number;
      try {
        const s = await stat(file);
        if (!s.isFile()) return null;
        size = s.size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const contentType = contentTypeOf(key);
      if (!range) return { body: createReadStream(file), size, totalSize: size, contentType };
      if (range.start >= size) return null;
      const end = Math.min(range.end ?? size - 1, size - 1);
      return {
        body: createReadStream(file, { start: range.start, end }),
        size: end - range.start + 1,
        totalSize: size,
        range: { start: range.start, end },
        contentType,
      };
    },

    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw error;
      }
    },

    async head(key) {
      try {
        const s = await stat(fileOf(key));
        return s.isFile()
          ? { key, size: s.size, contentType: contentTypeOf(key), lastModified: s.mtime }
          : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async deletePrefix(prefix) {
      assertPrefix(prefix);
      let count = 0;
      for await (const object of store.list(prefix)) {
        await rm(fileOf(object.key), { force: true });
        count++;
      }
      // A folder prefix (`trade-in/{id}/`) leaves no empty folder behind.
      if (prefix.endsWith("/"))
        await rm(path.join(base, ...prefix.slice(0, -1).split("/")), { recursive: true, force: true });
      return count;
    },

    async *list(prefix) {
      assertPrefix(prefix);
      // Walk only the folder the prefix is in, and keep the keys that start with it.
      const slash = prefix.lastIndexOf("/");
      const dirKey = slash < 0 ? "" : prefix.slice(0, slash);
      const dir = dirKey ? path.join(base, ...dirKey.split("/")) : base;
      for await (const object of walk(dir, dirKey)) if (object.key.startsWith(prefix)) yield object;
    },

    async check() {
      try {
        await mkdir(base, { recursive: true });
      } catch (error) {
        throw new FileStoreConfigError(`UPLOAD_DIR ${base} cannot be created: ${(error as Error).message}`);
      }
    },
  };
  return store;
}
