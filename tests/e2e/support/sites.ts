import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4399);
// Below Linux's ephemeral range (32768–60999): an outgoing connection (a build fetching images,
// a request to the API) takes a random local port there, and once took the empty site's
// database port just before it started (EADDRINUSE on CI).
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 25391);

/** The two sites the e2e tests run against, each on its own throwaway local backend. */
export const e2eSites = {
  seeded: { port, backendPort, url: `http://127.0.0.1:${port}` },
  empty: { port: port + 1, backendPort: backendPort + 2, url: `http://127.0.0.1:${port + 1}` },
} as const;

/** Where `npm start --info-file` tells the tests its backend's URL and anon key. */
export const backendInfoFile = (site: keyof typeof e2eSites) =>
  path.join(tmpdir(), `migran-e2e-${e2eSites[site].port}.json`);

export function backendInfo(site: keyof typeof e2eSites): { url: string; anonKey: string } {
  return JSON.parse(readFileSync(backendInfoFile(site), 'utf8'));
}
