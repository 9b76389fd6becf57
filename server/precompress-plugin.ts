/**
 * Vite plugin: every hashed client asset leaves the build with `.br` (quality 11) and `.gz` (level 9)
 * files beside it, which the server sends as they are (decision 0017). Built here rather than with
 * vite-plugin-compression2, which compresses the server bundle too under Vite's environment API and
 * rewrites process.stdout while it runs.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
export const PRECOMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this, the compressed file plus its header saves nothing worth a file. */
const MIN_BYTES = 512;

export async function precompressFile(file: string): Promise<void> {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
    gz(data, { level: 9 }),
  ]);
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
}

/** Every compressible file under a folder: the bundle's assets and the copied public files. */
async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && PRECOMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

export function precompress(): Plugin {
  let outDir: string | undefined;
  return {
    name: "autohaus:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      outDir = options.dir;
    },
    async closeBundle() {
      if (!outDir) return;
      await Promise.all((await compressibleFiles(outDir)).map(precompressFile));
    },
  };
}
