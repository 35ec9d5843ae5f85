import { useEffect, useRef, useState } from 'react';
import { useBrowserValue } from '../../hooks/use-browser-value';
import { fillPublishKey, rememberPublishKey, rememberedPublishKey } from './publish-key';

/**
 * The publishing key field of a page that reads with the key ('Kelola Artikel', 'Statistik
 * Pembaca'), the one place such a page reads and keeps it: filled with the key remembered in this
 * browser session, remembering what is typed. `key` is what the page reads with ('' for none);
 * `current()` is the key as typed now, for a write (a withdraw or restore).
 */
export function useKeyField() {
  const inputRef = useRef<HTMLInputElement>(null);
  const remembered = useBrowserValue(rememberedPublishKey, '');
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => fillPublishKey(inputRef.current), []);

  return {
    inputRef,
    key: typed ?? remembered,
    invalid,
    /** The owner typed in the field. */
    onInput(value: string) {
      rememberPublishKey(value);
      setTyped(value.trim());
      setInvalid(false);
    },
    /** The key as the field has it now ('' when none). */
    current: () => inputRef.current?.value.trim() ?? '',
    /** A write is sent with `key`: it is kept for the session. */
    used: rememberPublishKey,
    /** The database refused it, or it is missing: marked, and focused to be fixed. */
    refused() {
      setInvalid(true);
      inputRef.current?.focus();
    },
  };
}

export type KeyField = ReturnType<typeof useKeyField>;
