import type { LaunchOptions } from '@playwright/test';
import { sandboxFlags, systemChromiumPath } from '../../../scripts/lib/chromium.mjs';

/**
 * The system Chromium when there is one, else Playwright's own; no sandbox as root. It resolves
 * no host name but localhost: the tests reach only this machine (fixtures.ts).
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const args = [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ...sandboxFlags(),
  ];
  const executablePath = systemChromiumPath();
  return executablePath ? { executablePath, args } : { args };
}
