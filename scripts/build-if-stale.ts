/** Runs `react-router build` when the sources changed since the last build (hash stored in build/). */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUTS = [
  "app",
  "locales",
  "public",
  "vite.config.ts",
  "server/precompress-plugin.ts",
  "react-router.config.ts",
  "package-lock.json",
];
const STAMP = "build/.source-hash";

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else yield entry;
}

export function sourceHash(): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) for (const file of files(input)) hash.update(file).update(readFileSync(file));
  return hash.digest("hex");
}

export function buildIfStale(): void {
  const hash = sourceHash();
  const current =
    existsSync("build/server/index.js") && existsSync(STAMP) && readFileSync(STAMP, "utf8") === hash;
  if (current) return;
  console.log("[autohaus] building the app (sources changed or no build yet)…");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, hash);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
