/** Why an image could not be fetched, in words for the build log. */
export class ImageFetchError extends Error {
  override name = 'ImageFetchError';
}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

const acceptedTypes = /^(image\/|application\/octet-stream\b)/i;

/**
 * The bytes of an owner's image. Refuses what is not an image (an HTML error page served with
 * 200), anything larger than `maxBytes`, and anything slower than `timeoutMs` in all.
 */
export async function fetchImage(url: string, { timeoutMs, maxBytes }: FetchLimits) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new ImageFetchError(`not an http(s) address`);
  }
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(parsed, { signal, headers: { accept: 'image/*' } });
  } catch (error) {
    throw new ImageFetchError(requestFailure(error, timeoutMs));
  }
  try {
    if (!response.ok) throw new ImageFetchError(`HTTP ${response.status}`);
    const type = response.headers.get('content-type') ?? '';
    if (type && !acceptedTypes.test(type)) throw new ImageFetchError(`not an image: ${type}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) throw new ImageFetchError(`${declared} bytes, over ${maxBytes}`);
    return await readLimited(response, maxBytes, timeoutMs);
  } finally {
    // A refused response's body is not read: release its connection.
    await response.body?.cancel().catch(() => {});
  }
}

async function readLimited(response: Response, maxBytes: number, timeoutMs: number) {
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const chunk of response.body ?? []) {
      total += chunk.byteLength;
      if (total > maxBytes) throw new ImageFetchError(`more than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    throw new ImageFetchError(requestFailure(error, timeoutMs));
  }
  return Buffer.concat(chunks);
}

function requestFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = error instanceof Error ? (error.cause as Partial<Error> & { code?: string }) : null;
  const message = error instanceof Error ? error.message : String(error);
  if (cause?.code) return `${message} (${cause.code})`;
  return cause?.message ? `${message}: ${cause.message}` : message;
}
