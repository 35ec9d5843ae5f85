import { useEffect, useMemo, useRef } from 'react';

/**
 * The one guard against answers that arrive late. `begin()` as a request starts returns
 * `isLatest`, true until a later request begins, `end()` is called or the component is gone:
 * act on the answer only while it is, so an older answer never overwrites a newer one. An
 * effect that asks returns `end`, so its request is dropped when its dependencies change.
 */
export function useLatestRequest() {
  const latest = useRef(0);
  const requests = useMemo(
    () => ({
      begin() {
        const id = ++latest.current;
        return () => latest.current === id;
      },
      end() {
        latest.current += 1;
      },
    }),
    [],
  );
  useEffect(() => requests.end, [requests]);
  return requests;
}
