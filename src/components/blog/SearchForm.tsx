import type { Ref, SubmitEvent, SyntheticEvent } from 'react';
import { searchPath } from '../../config/blog';
import FormField from '../FormField';

export const searchFieldId = 'cari-artikel';

interface Props {
  defaultValue?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Set by the search page's island: it searches as the visitor types. */
  onInput?: (event: SyntheticEvent<HTMLFormElement>) => void;
  onSubmit?: (event: SubmitEvent<HTMLFormElement>) => void;
}

/**
 * The blog's search form. Without JavaScript it is a plain GET to the search page, so on the
 * list pages it costs nothing until it is used; the search page's island adds live results.
 */
export default function SearchForm({ defaultValue, inputRef, onInput, onSubmit }: Props) {
  return (
    <form
      role="search"
      action={searchPath}
      method="get"
      className="flex max-w-xl items-end gap-2"
      onInput={onInput}
      onSubmit={onSubmit}
    >
      <div className="flex-1">
        <FormField
          id={searchFieldId}
          name="q"
          label="Cari artikel"
          type="search"
          defaultValue={defaultValue}
          placeholder="Contoh: paspor, BPJS, gaji"
          autoComplete="off"
          maxLength={100}
          inputRef={inputRef}
        />
      </div>
      <button type="submit" className="btn-primary px-4 py-2.5">
        Cari
      </button>
    </form>
  );
}
