import { atom } from 'nanostores';
import { takeSession, writeSession } from '../lib/session-store';
import { carriedToastKey, toastShownEvent } from '../lib/toast-signal';

/** Toast behaviour from the client's specification. */
export const toastSettings = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
} as const;

export type ToastVariant = 'default' | 'destructive';

/** A button in the toast that does something about it ('Coba Lagi'); it closes the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Never carried to the next page (toastOnNextPage): it is code. */
  action?: ToastAction;
  /** Milliseconds before it dismisses itself. */
  duration?: number;
}

/** The toasts on screen, newest first; never more than `toastSettings.limit`. */
export const $toasts = atom<readonly Toast[]>([]);

interface Countdown {
  /** Unset while paused. */
  handle?: ReturnType<typeof setTimeout>;
  remainingMs: number;
  startedAt: number;
}

const countdowns = new Map<number, Countdown>();
let nextId = 1;

function startCountdown(id: number, ms: number): void {
  countdowns.set(id, {
    handle: setTimeout(() => dismissToast(id), ms),
    remainingMs: ms,
    startedAt: Date.now(),
  });
}

function stopCountdown(id: number): void {
  clearTimeout(countdowns.get(id)?.handle);
  countdowns.delete(id);
}

export function dismissToast(id: number): void {
  stopCountdown(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/**
 * Holds a toast's countdown while the pointer is on it or focus is in it, so it cannot vanish
 * while someone reads or is about to close it (WCAG 2.2.1); `resumeToast` goes on from there.
 */
export function pauseToast(id: number): void {
  const countdown = countdowns.get(id);
  if (!countdown || countdown.handle === undefined) return;
  clearTimeout(countdown.handle);
  countdown.handle = undefined;
  countdown.remainingMs -= Date.now() - countdown.startedAt;
}

export function resumeToast(id: number): void {
  const countdown = countdowns.get(id);
  if (!countdown || countdown.handle !== undefined) return;
  startCountdown(id, Math.max(countdown.remainingMs, 0));
}

/** Shows a toast from any island; older toasts beyond the limit are dropped. */
export function toast({
  duration = toastSettings.durationMs,
  variant = 'default',
  ...text
}: ToastInput): number {
  const id = nextId++;
  const kept = [{ id, variant, ...text }, ...$toasts.get()];
  for (const dropped of kept.slice(toastSettings.limit)) stopCountdown(dropped.id);
  $toasts.set(kept.slice(0, toastSettings.limit));
  startCountdown(id, duration);
  // Wakes the toaster if it has not loaded yet (client:toast).
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(toastShownEvent));
  return id;
}

/**
 * Shows a toast on the next page this tab loads (e.g. after a redirect), through
 * sessionStorage; the Toaster calls `showCarriedToast` when it starts.
 */
export function toastOnNextPage(input: ToastInput): void {
  writeSession(carriedToastKey, JSON.stringify(input));
}

export function showCarriedToast(): void {
  const raw = takeSession(carriedToastKey);
  if (raw) toast(JSON.parse(raw) as ToastInput);
}
