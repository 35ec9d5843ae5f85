import { useEffect, useId, useRef, useState } from 'react';
import { adminBackend } from '../shared/backend';
import { photoTexts } from './photo-texts';
import type { SavedPhoto } from './saved-photos';

export interface SavedPhotosProps {
  publishKey: () => string;
  onUseAsThumbnail: (url: string) => void;
  onInsert: (url: string) => void;
}

type Listing =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'no-key' }
  | { state: 'listed'; photos: SavedPhoto[] };

/**
 * 'Gambar Tersimpan': the images already uploaded, newest first, each to reuse as the thumbnail
 * or in the content, so that one is never uploaded twice.
 */
export default function SavedPhotos({ publishKey, onUseAsThumbnail, onInsert }: SavedPhotosProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-outline text-brand-700" onClick={() => setOpen(true)}>
        {photoTexts.savedTitle}
      </button>
      {open && (
        <SavedPhotosDialog
          publishKey={publishKey}
          onClose={() => setOpen(false)}
          onUseAsThumbnail={onUseAsThumbnail}
          onInsert={onInsert}
        />
      )}
    </>
  );
}

function SavedPhotosDialog({
  publishKey,
  onClose,
  onUseAsThumbnail,
  onInsert,
}: SavedPhotosProps & { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const chosen = useRef<(() => void) | null>(null);
  const id = useId();
  // Without the key the bucket lists nothing, whatever is stored: ask for the key instead.
  const [key] = useState(() => publishKey());
  const [listing, setListing] = useState<Listing>(
    !adminBackend ? { state: 'failed' } : key ? { state: 'loading' } : { state: 'no-key' },
  );

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    let current = true;
    if (!adminBackend || !key) return;
    const target = { ...adminBackend, publishKey: key };
    import('./saved-photos')
      .then(({ listSavedPhotos }) => listSavedPhotos(target))
      .then(
        (photos) => current && setListing({ state: 'listed', photos }),
        (error: unknown) => {
          console.error('SavedPhotos: listing the uploaded images failed:', error);
          if (current) setListing({ state: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [key]);

  const choose = (then: () => void) => {
    chosen.current = then;
    ref.current?.close();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-judul`}
      onClose={() => {
        onClose();
        chosen.current?.();
      }}
      className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-800 shadow-xl backdrop:bg-slate-900/60"
    >
      <h2 id={`${id}-judul`} className="text-xl font-bold text-slate-900">
        {photoTexts.savedTitle}
      </h2>
      <div className="mt-4 max-h-[60vh] overflow-y-auto">
        {listing.state === 'loading' && <p role="status">{photoTexts.savedLoading}</p>}
        {listing.state === 'failed' && <p role="alert">{photoTexts.savedFailed}</p>}
        {listing.state === 'no-key' && <p role="alert">{photoTexts.savedNeedsKey}</p>}
        {listing.state === 'listed' && listing.photos.length === 0 && (
          <p>{photoTexts.savedEmpty}</p>
        )}
        {listing.state === 'listed' && listing.photos.length > 0 && (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {listing.photos.map((photo) => (
              <li key={photo.name} className="space-y-2">
                <img
                  src={photo.url}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
                />
                <button
                  type="button"
                  className="btn-outline w-full px-2 py-1.5 text-sm text-brand-700"
                  aria-label={`${photoTexts.useAsThumbnail}: ${photo.name}`}
                  onClick={() => choose(() => onUseAsThumbnail(photo.url))}
                >
                  {photoTexts.useAsThumbnail}
                </button>
                <button
                  type="button"
                  className="btn-outline w-full px-2 py-1.5 text-sm text-brand-700"
                  aria-label={`${photoTexts.insertInContent}: ${photo.name}`}
                  onClick={() => choose(() => onInsert(photo.url))}
                >
                  {photoTexts.insertInContent}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-6 flex justify-end">
        <button type="button" className="btn-primary" onClick={() => ref.current?.close()}>
          {photoTexts.close}
        </button>
      </div>
    </dialog>
  );
}
