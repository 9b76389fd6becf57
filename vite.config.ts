import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompress } from "./server/precompress-plugin";

/**
 * Modules the root route (the storefront frame) always loads, and that some route chunks share: left to
 * themselves they become a dozen sub-kilobyte chunks, each with its own request and gzip overhead. One
 * `frame` chunk holds them; every page loads the root anyway, so no page loads more (decision 0015).
 */
const FRAME_MODULES =
  /\/app\/(ui\/(menu|frame|dialogs\/legal-dialog|icon|site-data|nonce|form-field)|core\/i18n\/|core\/tenancy\/menu-versions|shared\/(route-table|locales|locale-path|contrast)|features\/auth\/(login-form|social-buttons))|\/lucide\/dist\/esm\/icons\/(heart|x|globe|user|contrast|chevron-down|menu|shopping-cart)\.mjs$/;

/** Storefront building blocks that are not routes (see the `shared` group below). */
const SHARED_MODULES =
  /\/app\/(features\/(catalog|favorites|contact|locations|cms)|core\/(catalog|locations|contact|favorites|cms|media)|shared|ui)\/|\/lucide\/dist\/esm\//;

/**
 * The back-office UI kit (decision 0023) lives under `app/ui/` but is not a storefront building block:
 * `SHARED_MODULES` matches it, and in the `shared` chunk, which storefront pages load, two back-office
 * routes sharing a kit module would put it on every storefront page. Kit modules and the Lucide icons
 * only the kit draws stay with the back-office routes (or in chunks only they load). Its libraries
 * (floating-ui, downshift, dnd-kit) match no group.
 */
const BACK_OFFICE_KIT = /\/app\/ui\/backoffice\//;
const lucideImports = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide"/g)].flatMap((m) =>
    (m[1] ?? "")
      .split(",")
      .map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? "",
      )
      .filter(Boolean)
      .map((name) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()),
  );
const APP_SOURCES = readdirSync("app", { recursive: true, encoding: "utf8" })
  .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
  .map((f) => path.resolve("app", f));
// Icons the kit draws that at most one other module imports: such an icon was never in `shared` (it needs
// two importing chunks), and two back-office routes must not put it there.
const iconUses = new Map<string, number>();
for (const f of APP_SOURCES.filter((f) => !BACK_OFFICE_KIT.test(f)))
  for (const icon of new Set(lucideImports(f))) iconUses.set(icon, (iconUses.get(icon) ?? 0) + 1);
const KIT_ONLY_ICONS = new Set(
  APP_SOURCES.filter((f) => BACK_OFFICE_KIT.test(f))
    .flatMap(lucideImports)
    .filter((icon) => (iconUses.get(icon) ?? 0) <= 1),
);
const isKitOnlyIcon = (id: string) =>
  KIT_ONLY_ICONS.has(/\/lucide\/dist\/esm\/icons\/([a-z0-9-]+)\.mjs$/.exec(id)?.[1] ?? "");

/**
 * Modules that import zod (form schemas the server validates with, some loaded lazily by forms). Were one
 * of them put in the `shared` chunk, every page that loads the chunk would load zod too (about 24 KB gzip
 * on the car list), so they stay with the routes that import them.
 */
const ZOD_IMPORTERS = new Set(
  APP_SOURCES.filter((f) => !f.includes(".server.")).filter((f) =>
    /from "zod"/.test(readFileSync(f, "utf8")),
  ),
);

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "frame", test: (id: string) => FRAME_MODULES.test(id) && !id.includes(".css") },
                // Small modules that several pages share (formatting, car pictures, the heart button,
                // address and opening hours...): one request instead of up to ten sub-kilobyte ones,
                // which on HTTP/1.1 queue for the six connections the LCP picture needs (decision 0017).
                {
                  name: "shared",
                  test: (id: string) =>
                    SHARED_MODULES.test(id) &&
                    !BACK_OFFICE_KIT.test(id) &&
                    !isKitOnlyIcon(id) &&
                    !id.includes(".css") &&
                    !ZOD_IMPORTERS.has(id),
                  minShareCount: 2,
                  maxModuleSize: 12_000,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: { watch: { ignored: ["**/data/**", "**/build/**", "**/test-results/**"] } },
});
