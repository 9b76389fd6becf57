import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The back-office UI kit never reaches a storefront page (decision 0023): no storefront module
 * imports it. vite.config.ts keeps it out of the shared chunks; this keeps it out of the import graph.
 */
const STOREFRONT = [
  "app/root.tsx",
  "app/entry.client.tsx",
  "app/routes/store",
  "app/features/catalog",
  "app/features/favorites",
  "app/features/contact",
  "app/features/locations",
  "app/features/cms",
  "app/features/auth",
  "app/ui/menu",
  "app/ui/frame",
  "app/ui/dialogs",
  "app/shared",
  "app/core",
];

function sources(entry: string): string[] {
  const full = path.resolve(entry);
  try {
    return readdirSync(full, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
      .map((f) => path.join(full, f));
  } catch {
    return [full];
  }
}

describe("back-office kit boundary", () => {
  it("no storefront module imports app/ui/backoffice", () => {
    const offenders = STOREFRONT.flatMap(sources).filter((file) => {
      try {
        return /from\s+"[^"]*ui\/backoffice\//.test(readFileSync(file, "utf8"));
      } catch {
        return false;
      }
    });
    expect(offenders).toEqual([]);
  });
});
