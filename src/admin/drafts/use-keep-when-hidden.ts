import { useEffect, type RefObject } from 'react';

/**
 * Calls `keepNow` when the page is hidden or left: the phone may discard a background tab (the
 * owner copying from WhatsApp, picking a photo), and what was typed must be kept first. On
 * unmount the pending `timer` (a keep waiting for typing to pause) is cleared.
 */
export function useKeepWhenHidden(
  keepNow: () => void,
  timer: RefObject<ReturnType<typeof setTimeout> | undefined>,
) {
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') keepNow();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', keepNow);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', keepNow);
      // The keep pending when the page goes, not the one pending when this effect ran.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      clearTimeout(timer.current);
    };
  }, [keepNow, timer]);
}
