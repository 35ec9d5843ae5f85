import { readSession, writeSession } from '../../lib/session-store';

/**
 * The publishing key, as the owner's pages keep it: only for this browser session (the field's
 * hint says so), read and written here and nowhere else.
 */
export const publishKeyStorageKey = 'admin:publish-key';

/** What every owner's form calls the key's field. */
export const publishKeyLabel = 'Kunci Publikasi';

export const publishKeyHint =
  'Diingat hanya selama sesi browser ini (hilang saat browser ditutup).';

/** A page that reads with the key asks once the owner has stopped typing it this long. */
export const keyTypingPauseMs = 300;

/** The key remembered in this session, trimmed; '' when there is none. */
export const rememberedPublishKey = () => readSession(publishKeyStorageKey)?.trim() ?? '';

/** Remembers the key, as typed, for this session. */
export function rememberPublishKey(value: string): void {
  writeSession(publishKeyStorageKey, value);
}

/** Fills an empty key field with the key remembered in this session, as it was typed. */
export function fillPublishKey(input: HTMLInputElement | HTMLTextAreaElement | null): void {
  if (input && !input.value) input.value = readSession(publishKeyStorageKey) ?? '';
}
