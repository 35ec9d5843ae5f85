import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromNetwork } from '../../src/service-worker/network-answer';

/** A promise settled by the test, as the browser would settle a preload or a fetch. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const page = (text: string) => new Response(text);

describe('fromNetwork', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers with the preload when it comes in time, and fetches nothing', async () => {
    const fetchIt = vi.fn(() => Promise.resolve(page('fetched')));
    const answer = fromNetwork(Promise.resolve(page('preloaded')), fetchIt, 4000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await (await answer).text()).toBe('preloaded');
    expect(fetchIt).not.toHaveBeenCalled();
  });

  it('fetches at once where there is no preload', async () => {
    const fetchIt = vi.fn(() => Promise.resolve(page('fetched')));
    const answer = fromNetwork(Promise.resolve(undefined), fetchIt, 4000);
    expect(await (await answer).text()).toBe('fetched');
    expect(fetchIt).toHaveBeenCalledTimes(1);
  });

  it('a preload that never settles is answered by a fetch after the patience', async () => {
    const fetchIt = vi.fn(() => Promise.resolve(page('fetched')));
    const answer = fromNetwork(new Promise(() => {}), fetchIt, 4000);
    await vi.advanceTimersByTimeAsync(3999);
    expect(fetchIt).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await answer).text()).toBe('fetched');
  });

  it('a slow preload that answers before the fetch still wins', async () => {
    const preload = pending<Response | undefined>();
    const fetched = pending<Response>();
    const answer = fromNetwork(preload.promise, () => fetched.promise, 4000);
    await vi.advanceTimersByTimeAsync(5000);
    preload.resolve(page('preloaded'));
    expect(await (await answer).text()).toBe('preloaded');
  });

  it('a failed preload (no signal) gets a fetch at once, and fails when that fails too', async () => {
    const fetchIt = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const answer = fromNetwork(Promise.reject(new TypeError('offline')), fetchIt, 4000);
    await expect(answer).rejects.toThrow('Failed to fetch');
    expect(fetchIt).toHaveBeenCalledTimes(1);
  });

  it('a preload that never settles and a fetch that fails (offline) fail after the patience', async () => {
    const answer = fromNetwork(
      new Promise(() => {}),
      () => Promise.reject(new TypeError('Failed to fetch')),
      4000,
    );
    const settled = expect(answer).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(4000);
    await settled;
  });
});
