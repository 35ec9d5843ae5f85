import type { LaunchOptions } from '@playwright/test';
import { sandboxFlags, systemChromiumPath } from '../../../scripts/lib/chromium.mjs';

/** The system Chromium when there is one, else Playwright's own; no sandbox as root. */
export function chromiumLaunchOptions(): LaunchOptions {
  const args = [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    ...sandboxFlags(),
  ];
  const executablePath = systemChromiumPath();
  return executablePath ? { executablePath, args } : { args };
}
