import ConfirmDialog from '../shared/ConfirmDialog';
import type { TeamKey } from './team-api';
import { confirmText, confirmTitle } from './team-texts';

export interface RevokeDialogProps {
  /** The key to confirm revoking; the dialog is open while there is one. */
  teamKey: TeamKey | null;
  /** Revoking is under way: the confirm button waits, Escape does nothing. */
  busy: boolean;
  onConfirm: (teamKey: TeamKey) => void;
  /** It has closed: by 'Batal', by Escape, or because `teamKey` became null. */
  onClose: () => void;
}

/** Asks before a key is revoked, as 'Tarik Artikel' asks. */
export default function RevokeDialog({ teamKey, ...props }: RevokeDialogProps) {
  return (
    <ConfirmDialog
      subject={teamKey}
      id="cabut-kunci"
      title={(key) => confirmTitle(key.name)}
      text={confirmText}
      confirmLabel="Cabut"
      busyLabel="Mencabut..."
      {...props}
    />
  );
}
