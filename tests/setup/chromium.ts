import { existsSync } from "node:fs";

/**
 * Flags for every headless Chromium of ours (browser tests, Lighthouse): no sandbox or GPU in a container,
 * and none of the browser's own connections, which this machine's closed network refuses.
 */
export const HEADLESS_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The Chromium for browser tests: CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own if present. */
export function findChromium(): string | null {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  for (const c of candidates) if (c && existsSync(c)) return c;
  return null;
}

/**
 * The browser of the Playwright tests: CHROMIUM_PATH when set, else Debian's old headless shell
 * (package chromium-headless-shell, the same engine without the browser's UI and compositor, and what
 * Playwright itself runs headless tests in), else the full Chromium. Decision 0042: the shell needed
 * markedly less CPU for the same tests on two cores.
 */
export function findTestBrowser(): string | null {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/lib/chromium/chromium-headless-shell",
  ];
  for (const c of candidates) if (c && existsSync(c)) return c;
  return findChromium();
}
