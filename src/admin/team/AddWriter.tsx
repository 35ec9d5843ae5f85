import { useRef, useState, type FormEvent } from 'react';
import FormField from '../../components/FormField';
import Spinner from '../../components/Spinner';
import OwnerForm from '../shared/OwnerForm';
import NewKey from './NewKey';
import { teamNameProblem } from './team-name';
import { teamTexts } from './team-texts';

/** What adding came to: the new key, or a message for the name field (null: told elsewhere). */
export type AddOutcome = { ok: true; key: string } | { ok: false; field: string | null };

export interface AddWriterProps {
  /** Makes the key for the (trimmed) name. */
  onAdd: (name: string) => Promise<AddOutcome>;
  /** The team as last read: a new key revoked since is no longer shown. */
  team: readonly { name: string; revoked_at: string | null }[];
}

/** Whether `name`'s key has been revoked since it was made (no active key has that name). */
const revokedSince = (name: string, team: AddWriterProps['team']) => {
  const same = team.filter((k) => k.name.toLowerCase() === name.toLowerCase());
  return same.length > 0 && same.every((k) => k.revoked_at);
};

/**
 * 'Tambah Penulis': a name, 'Buat Kunci', and the new key shown once. A name the database would
 * refuse is told on the field and not sent; what was typed stays when anything fails.
 */
export default function AddWriter({ onAdd, team }: AddWriterProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const input = nameRef.current;
    if (!input) return;
    const problem = teamNameProblem(input.value);
    if (problem) {
      setError(problem);
      input.focus();
      return;
    }
    const name = input.value.trim();
    setBusy(true);
    setMade(null);
    const outcome = await onAdd(name);
    setBusy(false);
    if (outcome.ok) {
      input.value = '';
      setError(undefined);
      setMade({ name, key: outcome.key });
    } else if (outcome.field) {
      setError(outcome.field);
      input.focus();
    }
  };

  return (
    <section aria-labelledby="tambah-penulis" className="max-w-xl space-y-4">
      <h2 id="tambah-penulis" className="text-xl font-bold text-slate-900">
        {teamTexts.addHeading}
      </h2>
      <p className="text-slate-700">{teamTexts.addIntro}</p>
      <OwnerForm
        onSubmit={(event) => void onSubmit(event)}
        onInput={() => setError(undefined)}
        className="space-y-3"
      >
        <FormField
          id="tim-nama"
          name="keyName"
          label={teamTexts.nameLabel}
          autoComplete="off"
          hint={teamTexts.nameHint}
          error={error}
          inputRef={nameRef}
        />
        <button
          type="submit"
          className="btn-primary min-h-11 py-2 aria-disabled:cursor-wait"
          aria-disabled={busy || undefined}
        >
          {busy ? (
            <>
              <Spinner />
              {teamTexts.creating}
            </>
          ) : (
            teamTexts.create
          )}
        </button>
      </OwnerForm>
      {made && !revokedSince(made.name, team) && (
        <NewKey key={made.key} name={made.name} value={made.key} onDone={() => setMade(null)} />
      )}
    </section>
  );
}
