import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * Modules the root route (the storefront frame) always loads, and that some route chunks share: left to
 * themselves they become a dozen sub-kilobyte chunks, each with its own request and gzip overhead. One
 * `frame` chunk holds them; every page loads the root anyway, so no page loads more (decision 0015).
 */
const FRAME_MODULES =
  /\/app\/(ui\/(menu|frame|dialogs\/legal-dialog|icon|site-data|nonce|form-field)|core\/i18n\/|core\/tenancy\/menu-versions|shared\/(route-table|locales|locale-path|contrast)|features\/auth\/(login-form|social-buttons))|\/lucide\/dist\/esm\/icons\/(heart|x|globe|user|contrast|chevron-down|menu|shopping-cart)\.mjs$/;

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "frame", test: (id: string) => FRAME_MODULES.test(id) && !id.includes(".css") },
              ],
            },
          },
        },
      },
    },
  },
  server: { watch: { ignored: ["**/data/**", "**/build/**", "**/test-results/**"] } },
});
