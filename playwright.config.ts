import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "./server/node-flags";
import { findChromium } from "./tests/setup/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3199);
const executablePath = findChromium() ?? undefined;
// Each run starts from a fresh embedded database with the demo data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "autohaus-e2e-"));

const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: { baseURL: `http://localhost:${PORT}`, trace: "retain-on-failure", launchOptions },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } },
    // The narrowest phone we design for: 360 px wide.
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 360, height: 740 }, launchOptions } },
  ],
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(" ")} --import tsx server/main.ts`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Throttling would count every test's logins from 127.0.0.1 (it has its own integration tests).
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, "uploads"),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      NODE_ENV: "test",
      AUTH_THROTTLE: "0",
    },
  },
});
