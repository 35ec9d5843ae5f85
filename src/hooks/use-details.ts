import { useMemo, useRef } from 'react';

/**
 * A `<details>` whose open state the browser keeps: its `<summary>` opens and closes it with no
 * script, so a tap that lands before the island's code is answered at once. The island reads and
 * sets the state on the element, never in a copy of its own, so a menu opened before hydration
 * is open to it too, and a key pressed right after a tap finds it as the visitor sees it.
 */
export function useDetails() {
  const ref = useRef<HTMLDetailsElement>(null);
  return useMemo(
    () => ({
      ref,
      isOpen: () => ref.current?.open ?? false,
      setOpen: (open: boolean) => {
        if (ref.current) ref.current.open = open;
      },
    }),
    [],
  );
}
