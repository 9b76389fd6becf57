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
 * in the `shared` chunk, which storefront pages load, it would put back-office code (and, through it,
 * nothing else: its libraries are not matched) on every storefront page. It stays with the back-office
 * routes that import it, or in chunks only they load.
 */
const BACK_OFFICE_KIT = /\/app\/ui\/backoffice\//;

/**
 * Modules that import zod (form schemas the server validates with, some loaded lazily by forms). Were one
 * of them put in the `shared` chunk, every page that loads the chunk would load zod too (about 24 KB gzip
 * on the car list), so they stay with the routes that import them.
 */
const ZOD_IMPORTERS = new Set(
  readdirSync("app", { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes(".server.") && !f.includes(".test."))
    .map((f) => path.resolve("app", f))
    .filter((f) => /from "zod"/.test(readFileSync(f, "utf8"))),
);

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  resolve: { tsconfigPaths: true },
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
