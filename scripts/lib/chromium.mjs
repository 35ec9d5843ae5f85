// @ts-check
import { existsSync } from 'node:fs';

const systemChromium = '/usr/bin/chromium';

/**
 * Browsers cannot be downloaded on our machines, so the system Chromium is used when present;
 * undefined elsewhere means Playwright's own (`npx playwright install chromium`).
 * @returns {string | undefined}
 */
export function systemChromiumPath() {
  return existsSync(systemChromium) ? systemChromium : undefined;
}

/**
 * Chromium refuses to start as root (CI) with its sandbox on.
 * @returns {string[]}
 */
export function sandboxFlags() {
  return process.getuid?.() === 0 ? ['--no-sandbox'] : [];
}
