import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, pauseToast, resumeToast, toast } from '../../src/stores/toast';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of $toasts.get()) dismissToast(t.id);
    vi.useRealTimers();
  });

  it('shows at most one toast: the newest replaces the older', () => {
    toast({ title: 'Pertama' });
    toast({ title: 'Kedua', variant: 'destructive' });
    expect($toasts.get()).toEqual([
      expect.objectContaining({ title: 'Kedua', variant: 'destructive' }),
    ]);
  });

  it('dismisses itself after 5000 ms, not before', () => {
    toast({ title: 'Halo', description: 'Isi' });
    vi.advanceTimersByTime(4999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('waits while paused and then goes on with the time that was left', () => {
    const id = toast({ title: 'Dibaca' });
    vi.advanceTimersByTime(3000);
    pauseToast(id);
    vi.advanceTimersByTime(60_000);
    expect($toasts.get()).toHaveLength(1);
    resumeToast(id);
    resumeToast(id);
    vi.advanceTimersByTime(1999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it("a replaced toast's timer does not dismiss its successor", () => {
    toast({ title: 'Lama' });
    vi.advanceTimersByTime(3000);
    toast({ title: 'Baru' });
    vi.advanceTimersByTime(2500);
    expect($toasts.get().map((t) => t.title)).toEqual(['Baru']);
    vi.advanceTimersByTime(2500);
    expect($toasts.get()).toEqual([]);
  });

  it('can be dismissed by id and defaults to the default variant', () => {
    const id = toast({ title: 'Tutup saya' });
    expect($toasts.get()[0]?.variant).toBe('default');
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });
});
