import { existsSync } from "node:fs";

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
