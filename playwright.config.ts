import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { findChromium, findTestBrowser, HEADLESS_FLAGS } from "./tests/setup/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3199);
// Debian's old headless shell when installed (decision 0042), else Chromium. The shell reports every
// page's notification permission as denied whatever the test grants; the spec that needs the browser's
// real permission runs in the full Chromium.
const executablePath = findTestBrowser() ?? undefined;
const fullChromium = findChromium() ?? undefined;
const needsFullBrowser = /push-permission\.spec\.ts$/;
// Each run starts from a fresh database with the demo data (tests/setup/e2e-server.ts).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "autohaus-e2e-"));

const launchOptions = { executablePath, args: HEADLESS_FLAGS };
const fullLaunchOptions = { executablePath: fullChromium, args: HEADLESS_FLAGS };
const desktop = devices["Desktop Chrome"];
// The narrowest phone we design for: 360 px wide.
const phone = { ...devices["Pixel 7"], viewport: { width: 360, height: 740 } };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  // A trace records every action's DOM snapshot and screencast: kept for every test it cost a third of
  // the run (decision 0042). CI retries a failure once, and that retry records one; locally, --trace on.
  use: { baseURL: `http://localhost:${PORT}`, trace: "on-first-retry", launchOptions },
  projects: [
    { name: "desktop", testIgnore: needsFullBrowser, use: { ...desktop, launchOptions } },
    // Tests tagged @desktop-only check what is the same at every width (server answers, data, texts);
    // the phone projects leave them out (decision 0074).
    {
      name: "phone",
      testIgnore: needsFullBrowser,
      grepInvert: /@desktop-only/,
      use: { ...phone, launchOptions },
    },
    {
      name: "desktop-chromium",
      testMatch: needsFullBrowser,
      use: { ...desktop, launchOptions: fullLaunchOptions },
    },
    {
      name: "phone-chromium",
      testMatch: needsFullBrowser,
      grepInvert: /@desktop-only/,
      use: { ...phone, launchOptions: fullLaunchOptions },
    },
  ],
  webServer: {
    // PostgreSQL when TEST_DATABASE_URL is set (a database of its own, dropped on stop), else PGlite.
    command: "node --import tsx tests/setup/e2e-server.ts",
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Lets the server drain and drop its database; Playwright kills it after 10 s anyway.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    // Throttling would count every test's logins from 127.0.0.1 (it has its own integration tests).
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, "uploads"),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
      // As `npm start` serves (scripts/start.ts): the production build with React's production renderer
      // (NODE_ENV=test would load its development build, several times slower), demo data, dev mailbox.
      NODE_ENV: "production",
      SEED_DEMO: "1",
      DEMO: "1",
      AUTH_THROTTLE: "0",
    },
  },
});
