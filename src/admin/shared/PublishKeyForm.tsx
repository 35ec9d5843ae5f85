import type { ReactNode } from 'react';
import FormField from '../../components/FormField';
import KeyAccountName from './KeyAccountName';
import OwnerForm from './OwnerForm';
import { publishKeyHint, publishKeyLabel } from './publish-key';
import type { KeyField } from './use-key-field';

export interface PublishKeyFormProps {
  /** The field's id, unique on the site ('tim-publishKey'). */
  id: string;
  /** The page's key field (useKeyField): what is typed goes there. */
  field: KeyField;
  /** The database refused the key the page read with: the field is marked. */
  refused?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * The publishing key's own form, as every page that reads with the key shows it ('Tim Penulis',
 * 'Statistik Pembaca', 'Sinonim Pencarian'): a sign-in form to the browser's password manager.
 */
export default function PublishKeyForm({
  id,
  field,
  refused = false,
  className = 'max-w-md',
  children,
}: PublishKeyFormProps) {
  return (
    <OwnerForm
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name === 'publishKey') field.onInput(target.value);
      }}
      onSubmit={(event) => event.preventDefault()}
      className={className}
    >
      <KeyAccountName />
      <FormField
        id={id}
        name="publishKey"
        label={publishKeyLabel}
        type="password"
        autoComplete="current-password"
        invalid={field.invalid || refused}
        hint={publishKeyHint}
        inputRef={field.inputRef}
      />
      {children}
    </OwnerForm>
  );
}
