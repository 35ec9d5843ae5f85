import { useEffect, useRef, useState } from 'react';
import { useBrowserValue } from '../../hooks/use-browser-value';
import { fillPublishKey, rememberPublishKey, rememberedPublishKey } from '../shared/publish-key';

/**
 * The list's publishing key field, the one place the list reads and keeps the key: filled with
 * the key remembered in this browser session, remembering what is typed. `key` is what the list
 * is read with ('' for none); `current()` is the key as typed now, for a withdraw or restore.
 */
export function useListKey() {
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
    /** A withdraw or restore is sent with `key`: it is kept for the session. */
    used: rememberPublishKey,
    /** The database refused it, or it is missing: marked, and focused to be fixed. */
    refused() {
      setInvalid(true);
      inputRef.current?.focus();
    },
  };
}
