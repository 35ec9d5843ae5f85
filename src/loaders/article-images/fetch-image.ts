import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { forbiddenAddress, forbiddenKind } from './forbidden-address';
import { fetchFailed, ImageFailure, refused } from './image-failure';

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Whether loopback addresses may be fetched from (the local stack's image servers). */
  allowLoopback: boolean;
}

/** The build's download budget ran out while this download was waiting or in flight. */
export class BudgetSpent extends Error {
  override name = 'BudgetSpent';
}

const redirects = new Set([301, 302, 303, 307, 308]);

/**
 * The bytes at an owner's image address, fetched as if the address were hostile: only from
 * public addresses (checked on the address actually connected to, after DNS, and on every
 * redirect, followed here one by one up to `maxRedirects`), at most `maxBytes`, in at most
 * `timeoutMs` for the whole exchange. Its Content-Type is not trusted: the caller reads what the
 * bytes are. `budget` aborts when the build's time for downloads is spent (BudgetSpent).
 */
export async function fetchImage(url: string, limits: FetchLimits, budget?: AbortSignal) {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = budget ? AbortSignal.any([timeout, budget]) : timeout;
  let received = 0;
  const stopped = () => {
    if (budget?.aborted) return new BudgetSpent();
    const seconds = limits.timeoutMs / 1000;
    return fetchFailed(
      received
        ? `${received} bytes in ${seconds} s, not complete`
        : `no answer within ${seconds} s`,
    );
  };
  try {
    let address = parseAddress(url);
    for (let hop = 0; ; hop++) {
      const response = await get(address, limits, signal);
      const { location } = response.headers;
      if (redirects.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (hop === limits.maxRedirects) {
          throw fetchFailed(`more than ${limits.maxRedirects} redirects`);
        }
        address = parseAddress(new URL(location, address).href);
        continue;
      }
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299) {
        response.destroy();
        throw fetchFailed(`HTTP ${status}`);
      }
      return await readLimited(response, limits.maxBytes, (bytes) => (received = bytes));
    }
  } catch (error) {
    if (error instanceof ImageFailure) throw error;
    if (signal.aborted) throw stopped();
    throw fetchFailed(describeError(error));
  }
}

function parseAddress(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw fetchFailed('not a valid address');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw fetchFailed(`not an http(s) address: ${parsed.protocol}`);
  }
  return parsed;
}

/** One request, to the address the URL names only if that address is allowed. */
function get(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // Node connects to an IP address without a lookup: check it here.
  if (isIP(host)) {
    const reason = forbiddenAddress(host, limits);
    if (reason) return Promise.reject(refused(reason));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: checkedLookup(limits.allowLoopback),
        signal,
        // No keep-alive agent: a refused or abandoned response leaves no connection behind.
        agent: false,
        headers: { accept: 'image/*' },
      },
      resolve,
    );
    request.on('error', reject);
  });
}

/**
 * dns.lookup that fails for any name resolving to a forbidden address, so the address Node
 * connects to is the one checked (a second lookup could give another: DNS rebinding).
 */
function checkedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, []);
      for (const { address } of addresses) {
        const kind = forbiddenKind(address, { allowLoopback });
        if (kind) {
          const why = `${hostname} resolves to ${address}, ${kind}`;
          return callback(refused(why) as NodeJS.ErrnoException, []);
        }
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

async function readLimited(
  response: IncomingMessage,
  maxBytes: number,
  progress: (bytes: number) => void,
): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    throw refused(`${declared} bytes, over ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    progress(total);
    if (total > maxBytes) {
      response.destroy();
      throw refused(`more than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  if (!response.complete) throw fetchFailed(`the connection closed after ${total} bytes`);
  return Buffer.concat(chunks);
}

const errorCodes: Record<string, string> = {
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'DNS lookup failed',
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

function describeError(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  const known = code && errorCodes[code];
  return known ? `${known}, ${code}` : String(message ?? error);
}
