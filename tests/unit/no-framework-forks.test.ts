/**
 * Decision 0071: no dependency is patched on install. A patch made any release of the patched library,
 * a security fix included, break `npm install` until someone redid it; the document renderer
 * (app/entry.server.tsx) uses React Router's public API only. A patch comes back only with a bench
 * figure that misses its goal without it, an upgrade procedure in the README and its own test.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe("no framework forks", () => {
  it("installs every dependency as published: no patch files and no patch step", () => {
    const patches = existsSync(path.join(root, "patches")) ? readdirSync(path.join(root, "patches")) : [];
    expect(patches).toEqual([]);
    expect(Object.keys(pkg.scripts).filter((s) => /install/.test(s))).toEqual([]);
    expect({ ...pkg.dependencies, ...pkg.devDependencies }["patch-package"]).toBeUndefined();
  });

  it("renders documents without React Router's internals", () => {
    const entry = readFileSync(path.join(root, "app/entry.server.tsx"), "utf8");
    for (const internal of ["renderMeta", "streamCache", "serverHandoffStream", "UNSAFE_", "unstable_"])
      expect(entry).not.toContain(internal);
  });

  it("uses no UNSAFE_ export of React Router (or of any library) anywhere in app/", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) return name === "+types" ? [] : files(full);
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
      });
    const users = files(path.join(root, "app")).filter((file) =>
      /\bUNSAFE_\w+/.test(readFileSync(file, "utf8")),
    );
    expect(users.map((file) => path.relative(root, file))).toEqual([]);
  });
});
