import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * A value only the browser knows (the address, what the device can do), read during render
 * without a hydration mismatch: the static HTML and the first client render get `serverValue`,
 * then React re-renders with `browserValue()`. It must return the same value for the same state.
 */
export function useBrowserValue<T>(browserValue: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNothing, browserValue, () => serverValue);
}

const always = () => true;

/** True once the island has hydrated, false in the static HTML. */
export function useHydrated(): boolean {
  return useBrowserValue(always, false);
}
