import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../stores/toast';
import { adminBackend } from '../shared/backend';
import { keyMissingTitle, wrongKeyMessage, type EditorMessage } from '../shared/messages';
import { PhotoRefused } from './photo-refusal';
import type { PreparedPhoto } from './prepare-photo';
import type { UploadFailure } from './upload-photo';
import { photoTexts } from './photo-texts';

export interface PhotoUploadProps {
  id: string;
  /** 'Unggah gambar thumbnail', 'Unggah dari perangkat'. */
  label: string;
  /** The publishing key as the form has it now. */
  publishKey: () => string;
  /** The image is stored: its public address. */
  onUploaded: (url: string) => void;
  /** The key is missing or refused: the form points the owner to it. */
  onKeyProblem: (message: EditorMessage) => void;
  /** Called as the picker opens: what is typed must be kept before the phone leaves the page. */
  onPick?: () => void;
}

type State =
  | { step: 'idle' }
  | { step: 'preparing' }
  | { step: 'sending'; sent: number; retrying: boolean }
  | { step: 'refused'; message: string };

/**
 * A photo from the phone's gallery into Supabase Storage: prepared in the browser (upright,
 * 2,000 px at most, no metadata; preparePhoto), then sent with its progress shown, tried again
 * on a bad connection, and 'Coba Lagi' once those tries are spent. The rest of the form stays
 * usable meanwhile, and nothing typed in it is touched.
 */
export default function PhotoUpload({
  id,
  label,
  publishKey,
  onUploaded,
  onKeyProblem,
  onPick,
}: PhotoUploadProps) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const busy = useRef(false);

  const send = async (photo: PreparedPhoto) => {
    const key = publishKey();
    if (!adminBackend) {
      setState({ step: 'refused', message: photoTexts.notConfigured });
      return;
    }
    if (!key) {
      setState({ step: 'idle' });
      onKeyProblem({ title: keyMissingTitle, ...photoTexts.keyMissing, field: 'publishKey' });
      return;
    }
    busy.current = true;
    setState({ step: 'sending', sent: 0, retrying: false });
    try {
      // Loaded when the owner picks a photo: the page's first load does not carry it.
      const { uploadPhoto } = await import('./upload-photo');
      const url = await uploadPhoto(
        photo,
        { ...adminBackend, publishKey: key },
        {
          onProgress: (sent) => setState({ step: 'sending', sent, retrying: false }),
          onRetry: (failure, attempt) => {
            console.warn(`PhotoUpload: try ${attempt} failed (${failure.message}); trying again`);
            setState({ step: 'sending', sent: 0, retrying: true });
          },
        },
      );
      setState({ step: 'idle' });
      onUploaded(url);
    } catch (error) {
      setState({ step: 'idle' });
      // Not an UploadFailed: the upload's own code could not be loaded (the network).
      const failure: UploadFailure =
        error instanceof Error && error.name === 'UploadFailed'
          ? (error as Error & { failure: UploadFailure }).failure
          : { kind: 'network', message: String(error) };
      console.error(
        `PhotoUpload: ${photo.name} was not stored (${failure.kind}):`,
        failure.message,
      );
      if (failure.kind === 'not-authorized') {
        onKeyProblem(wrongKeyMessage);
        return;
      }
      toast({
        title: photoTexts.failedTitle,
        description:
          failure.kind === 'network'
            ? photoTexts.networkFailed
            : `${photoTexts.refusedByServer} (${failure.message})`,
        variant: 'destructive',
        duration: 15_000,
        action: { label: photoTexts.retry, run: () => void send(photo) },
      });
    } finally {
      busy.current = false;
    }
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so that the same photo can be picked again after a failure.
    input.value = '';
    if (!file || busy.current) return;
    setState({ step: 'preparing' });
    let photo: PreparedPhoto;
    try {
      const { preparePhoto } = await import('./prepare-photo');
      photo = await preparePhoto(file);
    } catch (error) {
      const message = error instanceof PhotoRefused ? error.message : photoTexts.unreadable;
      console.error(`PhotoUpload: ${file.name} (${file.type || 'no type'}) refused:`, error);
      setState({ step: 'refused', message });
      return;
    }
    await send(photo);
  };

  const hintId = `${id}-keterangan`;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-describedby={hintId}
        onClick={onPick}
        onChange={(event) => void onChange(event)}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-brand-700"
      />
      <p id={hintId} className="text-sm text-slate-600">
        {photoTexts.hint}
      </p>
      {state.step === 'preparing' && (
        <p role="status" className="text-sm text-slate-700">
          {photoTexts.preparing}
        </p>
      )}
      {state.step === 'sending' && (
        <div>
          <div
            role="progressbar"
            aria-label={photoTexts.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.sent * 100)}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-brand-600"
              style={{ width: `${Math.round(state.sent * 100)}%` }}
            />
          </div>
          <p className="mt-1 text-sm text-slate-700" aria-hidden="true">
            {state.retrying
              ? photoTexts.retrying
              : `${photoTexts.progressLabel}… ${Math.round(state.sent * 100)}%`}
          </p>
        </div>
      )}
      {state.step === 'refused' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
