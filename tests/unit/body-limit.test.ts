import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BODY_PACE, watchPace } from '../../scripts/backend/body-limit.mjs';

describe('the pace a request body must keep', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const body = () => new EventEmitter() as unknown as IncomingMessage;
  const send = (req: IncomingMessage, bytes: number) => req.emit('data', Buffer.alloc(bytes));

  it('is 2 KiB in every 30 s, as PostgREST’s server asks', () => {
    expect(BODY_PACE).toEqual({ windowMs: 30_000, minBytes: 2048 });
  });

  it('lets a body through that sends enough in every window', () => {
    const req = body();
    const tooSlow = vi.fn();
    watchPace(req, tooSlow);
    for (let window = 0; window < 10; window += 1) {
      send(req, 2048);
      vi.advanceTimersByTime(30_000);
    }
    expect(tooSlow).not.toHaveBeenCalled();
  });

  it('stops one sent a byte every 10 s at the end of its first window, once', () => {
    const req = body();
    const tooSlow = vi.fn();
    watchPace(req, tooSlow);
    for (let second = 0; second < 120; second += 10) {
      send(req, 1);
      vi.advanceTimersByTime(10_000);
    }
    expect(tooSlow).toHaveBeenCalledTimes(1);
    expect(req.listenerCount('data')).toBe(0);
  });

  it('stops one that pauses for a window after a fast start', () => {
    const req = body();
    const tooSlow = vi.fn();
    watchPace(req, tooSlow);
    send(req, 1024 * 1024);
    vi.advanceTimersByTime(30_000);
    expect(tooSlow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(tooSlow).toHaveBeenCalledTimes(1);
  });

  it('no longer watches once told to stop', () => {
    const req = body();
    const tooSlow = vi.fn();
    const stop = watchPace(req, tooSlow);
    stop();
    vi.advanceTimersByTime(300_000);
    expect(tooSlow).not.toHaveBeenCalled();
  });
});
