/**
 * Sends a prepared photo to Supabase Storage (the bucket article-images) with XMLHttpRequest,
 * the one browser API that reports upload progress. The same picture has the same name, so an
 * upload whose answer was lost is simply sent again, and "already exists" is success. A network
 * failure (no answer, a gateway or server error) is tried again three times with growing waits.
 */
import type { PreparedPhoto } from './prepare-photo';
import { bucketUrl, ownerHeaders, publicImageUrl, type StorageTarget } from './storage-bucket';

/** Why an upload did not store the photo. */
export type UploadFailure =
  | { kind: 'not-authorized'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'network'; message: string };

export class UploadFailed extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.message);
    this.name = 'UploadFailed';
  }
}

/** The waits before the second, third and fourth tries. */
export const RETRY_WAITS_MS = [1_000, 3_000, 6_000];

interface Answer {
  status: number;
  body: string;
}

function send(
  photo: PreparedPhoto,
  target: StorageTarget,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', bucketUrl(target.url, 'object', photo.name));
    for (const [name, value] of Object.entries(ownerHeaders(target))) {
      request.setRequestHeader(name, value);
    }
    request.setRequestHeader('content-type', photo.type);
    // The name is the content: the file at an address never changes.
    request.setRequestHeader('cache-control', 'max-age=31536000');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: request.responseText });
    request.onerror = request.ontimeout = () => resolve({ status: 0, body: '' });
    request.onabort = () => resolve({ status: -1, body: '' });
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(photo.blob);
  });
}

/** What an answer means: stored (or there already), refused for good, or worth another try. */
export function judgeAnswer({ status, body }: Answer): 'stored' | UploadFailure {
  if (status >= 200 && status < 300) return 'stored';
  if (status === 0 || status === 408 || status === 429 || status >= 500) {
    return {
      kind: 'network',
      message: status === 0 ? 'Tidak ada jawaban dari server.' : `Server menjawab ${status}.`,
    };
  }
  let refusal: { statusCode?: string; message?: string } = {};
  try {
    refusal = JSON.parse(body);
  } catch {
    // Not the Storage API's JSON: said as a status below.
  }
  if (refusal.statusCode === '409') return 'stored';
  if (refusal.statusCode === '403' || status === 401 || status === 403) {
    return { kind: 'not-authorized', message: refusal.message ?? `HTTP ${status}` };
  }
  return { kind: 'refused', message: refusal.message ?? `HTTP ${status}` };
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Stores `photo` and gives its public address; throws UploadFailed with why it could not.
 * @param onProgress the share of the file sent, 0 to 1, for the current try
 */
export async function uploadPhoto(
  photo: PreparedPhoto,
  target: StorageTarget,
  {
    onProgress = () => {},
    onRetry = () => {},
    waits = RETRY_WAITS_MS,
    signal,
  }: {
    onProgress?: (sent: number) => void;
    onRetry?: (failure: UploadFailure, attempt: number) => void;
    waits?: readonly number[];
    signal?: AbortSignal;
  } = {},
): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    onProgress(0);
    const answer = await send(photo, target, onProgress, signal);
    if (answer.status === -1 || signal?.aborted) {
      throw new UploadFailed({ kind: 'network', message: 'Unggahan dibatalkan.' });
    }
    const verdict = judgeAnswer(answer);
    if (verdict === 'stored') {
      onProgress(1);
      return publicImageUrl(target.url, photo.name);
    }
    const wait = waits[attempt];
    if (verdict.kind !== 'network' || wait === undefined) throw new UploadFailed(verdict);
    onRetry(verdict, attempt + 1);
    await pause(wait, signal);
  }
}
