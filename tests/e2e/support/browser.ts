import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const systemChromium = '/usr/bin/chromium';

/**
 * Browsers cannot be downloaded on our machines, so the system Chromium is used when present;
 * elsewhere Playwright's own browser (`npx playwright install chromium`) is the fallback.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const useSystem = existsSync(systemChromium);
  const args = [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return useSystem ? { executablePath: systemChromium, args } : { args };
}
