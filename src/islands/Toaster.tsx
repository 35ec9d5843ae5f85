import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useHydrated } from '../hooks/use-browser-value';
import {
  $toasts,
  dismissToast,
  pauseToast,
  resumeToast,
  showCarriedToast,
  toastSettings,
  type Toast,
} from '../stores/toast';

function ToastCard({ toast }: { toast: Toast }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const holds = useRef({ pointer: false, focus: false });
  const destructive = toast.variant === 'destructive';
  const hold = (what: 'pointer' | 'focus', on: boolean) => {
    holds.current[what] = on;
    if (holds.current.pointer || holds.current.focus) pauseToast(toast.id);
    else resumeToast(toast.id);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (Math.abs(offset) > toastSettings.swipeThresholdPx) dismissToast(toast.id);
    else setOffset(0);
  };

  return (
    <div
      data-testid="toast"
      data-variant={toast.variant}
      className={`pointer-events-auto flex w-full touch-pan-y select-none items-start gap-3 rounded-lg border p-4 shadow-lg motion-safe:animate-toast-in ${
        destructive
          ? 'border-red-700 bg-red-700 text-white'
          : 'border-slate-200 bg-white text-slate-900'
      }`}
      style={
        offset
          ? {
              transform: `translateX(${offset}px)`,
              opacity: 1 - Math.min(Math.abs(offset) / 200, 0.6),
            }
          : undefined
      }
      onPointerEnter={() => hold('pointer', true)}
      onPointerLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={() => hold('focus', false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm opacity-95">{toast.description}</p>}
        {toast.action && (
          <button
            type="button"
            onClick={() => {
              dismissToast(toast.id);
              toast.action?.run();
            }}
            className={`mt-3 rounded-md border px-3 py-1.5 text-sm font-semibold focus-visible:outline focus-visible:outline-2 ${
              destructive
                ? 'border-white text-white hover:bg-red-800 focus-visible:outline-white'
                : 'border-slate-400 text-slate-900 hover:bg-slate-100'
            }`}
          >
            {toast.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className={`-m-1 rounded p-1 focus-visible:outline focus-visible:outline-2 ${
          destructive
            ? 'text-white hover:bg-red-800 focus-visible:outline-white'
            : 'text-slate-600 hover:bg-slate-100'
        }`}
        aria-label="Tutup notifikasi"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="currentColor">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </div>
  );
}

/**
 * Shows the toasts of the shared store. Both live regions exist in the static HTML so that
 * screen readers announce a toast the moment it is added: destructive ones assertively.
 */
export default function Toaster() {
  const stored = useStore($toasts);
  // It hydrates when a toast is already in the store (client:toast): the first render must
  // match the empty static HTML, and the toast follows at once.
  const toasts = useHydrated() ? stored : [];
  useEffect(showCarriedToast, []);
  const polite = toasts.filter((t) => t.variant !== 'destructive');
  const urgent = toasts.filter((t) => t.variant === 'destructive');
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col gap-2 p-4 sm:bottom-4 sm:left-auto sm:right-4 sm:w-96 sm:p-0">
      <div role="status" aria-live="polite" aria-atomic="true">
        {polite.map((t) => (
          <ToastCard key={t.id} toast={t} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {urgent.map((t) => (
          <ToastCard key={t.id} toast={t} />
        ))}
      </div>
    </div>
  );
}
