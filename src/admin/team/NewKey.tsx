import { useEffect, useRef, useState } from 'react';
import FormField from '../../components/FormField';
import { copyFailedText, newKeyNote, teamTexts } from './team-texts';

export interface NewKeyProps {
  /** Whose key it is. */
  name: string;
  /** The key, as the database returned it this once. */
  value: string;
  onDone: () => void;
}

/**
 * A new key, shown this once (only its hash is kept): read-only, focused so that it is read out
 * with what to do with it, and copied with 'Salin'. It lives only in this component's props:
 * never in the address, the session's storage or the console.
 */
export default function NewKey({ name, value, onDone }: NewKeyProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => inputRef.current?.focus(), []);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      // No clipboard (an old browser, a refused permission): the owner copies it by hand.
      inputRef.current?.focus();
      inputRef.current?.select();
      setCopy('failed');
    }
  };

  return (
    <div className="space-y-3 rounded-xl border border-brand-700 bg-brand-50 p-4">
      <FormField
        id="tim-kunci-baru"
        name="newKey"
        label={teamTexts.newKeyLabel}
        defaultValue={value}
        readOnly
        mono
        autoComplete="off"
        spellCheck={false}
        hint={newKeyNote(name)}
        inputRef={inputRef}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary min-h-11 py-2" onClick={() => void onCopy()}>
          {teamTexts.copy}
        </button>
        <button type="button" className="btn-outline min-h-11 py-2 text-brand-700" onClick={onDone}>
          {teamTexts.done}
        </button>
      </div>
      <p role="status" className="min-h-6 text-sm font-medium text-slate-900">
        {copy === 'copied' ? teamTexts.copied : copy === 'failed' ? copyFailedText : ''}
      </p>
    </div>
  );
}
