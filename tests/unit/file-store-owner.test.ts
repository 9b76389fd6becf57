/**
 * The file store's owner (decision 0065): every upload and every read goes through the file store. No code outside
 * `app/core/files/` names the upload folder (`UPLOAD_DIR`, an `uploadDir` value), and no product module
 * outside it writes files with `node:fs`, so nothing can put a file beside the store (on one machine's
 * disk, where the other machines never see it).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOTS = ["app", "server", "seed", "scripts"];
/** The store itself, and the environment's schema that defines the variable. */
const OWNERS = [/^app\/core\/files\//, /^app\/env\.server\.ts$/];
/** Product modules that write files for other reasons: PGlite's data folder, the build's compressed assets. */
const OTHER_WRITERS = new Set(["app/db/client.server.ts", "server/precompress-plugin.ts"]);
const FS_WRITE =
  /\b(writeFile|writeFileSync|appendFile|appendFileSync|mkdir|mkdirSync|rename|renameSync|rm|rmSync|unlink|unlinkSync|copyFile|copyFileSync|cp|cpSync|createWriteStream)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(process.cwd(), path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

/** The names a file imports from `node:fs` or `node:fs/promises`. */
function fsImports(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s+(?:type\s+)?([^;]*?)\s+from\s+"(?:node:)?fs(?:\/promises)?"/g)) {
    names.push(...(m[1] ?? "").replace(/[{}]/g, "").split(","));
  }
  return names.map((n) => n.trim().split(/\s+as\s+/)[0] ?? "").filter(Boolean);
}

const files = ROOTS.flatMap(sources);

describe("the file store owns the upload folder", () => {
  it("finds the sources it checks", () => {
    expect(files).toContain("app/core/files/local-file-store.server.ts");
    expect(files.length).toBeGreaterThan(200);
  });

  it("no file outside app/core/files names UPLOAD_DIR or an uploadDir", () => {
    const offenders = files
      .filter((f) => !OWNERS.some((o) => o.test(f)))
      .filter((f) => /UPLOAD_DIR|uploadDir/.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("no product module outside app/core/files writes files with node:fs", () => {
    const offenders = files
      .filter((f) => !f.startsWith("scripts/") && !OWNERS.some((o) => o.test(f)) && !OTHER_WRITERS.has(f))
      .filter((f) => fsImports(readFileSync(f, "utf8")).some((name) => FS_WRITE.test(name)));
    expect(offenders).toEqual([]);
  });

  it("recognises a writer (the check can fail)", () => {
    expect(
      fsImports('import { mkdir, writeFile } from "node:fs/promises";').some((n) => FS_WRITE.test(n)),
    ).toBe(true);
    expect(fsImports('import { readFileSync } from "node:fs";').some((n) => FS_WRITE.test(n))).toBe(false);
  });
});
