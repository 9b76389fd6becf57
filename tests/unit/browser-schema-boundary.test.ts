import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The schemas and vocabularies the browser runs (the checkout form's validator, the order list's URL
 * filters, the shop's query) never reach the Drizzle tables: a value import of `app/db/` would ship
 * the table definitions and drizzle-orm with them (53 KB of the checkout validator's chunk before the
 * enums moved to core/commerce/commerce-enums.ts). Type-only imports are erased and allowed.
 */
const BROWSER_MODULES = [
  "app/core/commerce/checkout-schema.ts",
  "app/core/commerce/order-filters.ts",
  "app/core/commerce/cart-schema.ts",
  "app/core/commerce/commerce-enums.ts",
  "app/features/shop/shop-query.ts",
  "app/features/shop/shop-url.ts",
];

/** Relative modules a file imports as values (not `import type`, not only `type` specifiers). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const m of text.matchAll(/^(import|export)\s+(type\s+)?([^;]*?)\s+from\s+"(\.[^"]+)"/gms)) {
    const [, , typeOnly, clause = "", specifier = ""] = m;
    if (typeOnly) continue;
    const names = clause.match(/^\{([\s\S]*)\}$/)?.[1];
    if (names?.split(",").every((n) => n.trim() === "" || n.trim().startsWith("type "))) continue;
    const base = path.resolve(path.dirname(file), specifier);
    const target = [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((p) => existsSync(p));
    found.push(target ?? base);
  }
  return found;
}

function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [path.resolve(entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    queue.push(...valueImports(file));
  }
  return [...seen];
}

describe("browser schemas", () => {
  it.each(BROWSER_MODULES)("%s reaches no database module", (entry) => {
    const db = path.resolve("app/db");
    const offenders = reachable(entry)
      .filter((f) => f.startsWith(db + path.sep))
      .map((f) => path.relative(process.cwd(), f));
    expect(offenders).toEqual([]);
  });
});
