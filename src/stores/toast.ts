import { atom } from 'nanostores';
import { toastSettings } from '../config/site';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it dismisses itself. */
  duration?: number;
}

/** The toasts on screen, newest first; never more than `toastSettings.limit`. */
export const $toasts = atom<readonly Toast[]>([]);

const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** Shows a toast from any island; older toasts beyond the limit are dropped. */
export function toast({
  duration = toastSettings.durationMs,
  variant = 'default',
  ...text
}: ToastInput): number {
  const id = nextId++;
  const kept = [{ id, variant, ...text }, ...$toasts.get()];
  for (const dropped of kept.slice(toastSettings.limit)) {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  }
  $toasts.set(kept.slice(0, toastSettings.limit));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  );
  return id;
}

const carriedKey = 'toast:next-page';

/**
 * Shows a toast on the next page this tab loads (e.g. after a redirect), through
 * sessionStorage; the Toaster calls `showCarriedToast` when it starts.
 */
export function toastOnNextPage(input: ToastInput): void {
  try {
    sessionStorage.setItem(carriedKey, JSON.stringify(input));
  } catch {
    // Storage can be unavailable (private mode, quota); the toast is then simply not carried.
  }
}

export function showCarriedToast(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(carriedKey);
    sessionStorage.removeItem(carriedKey);
  } catch {
    return;
  }
  if (raw) toast(JSON.parse(raw) as ToastInput);
}
