import { useEffect, useId, useRef, useState } from 'react';
import { draftGist, draftNotice, type Draft } from './draft-store';
import { draftTexts } from './draft-texts';

export interface DraftOfferProps {
  drafts: readonly Draft<{ title?: string; content?: string }>[];
  /** The form holds text of its own, kept as its own draft. */
  typedToo: boolean;
  onRestore: (id: string) => void;
  onDiscard: (id: string) => void;
}

/** How far from the top the fixed header and the page's scroll padding reach. */
const coveredTop = () =>
  parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

/**
 * The drafts left by earlier visits, each to restore or discard, at the start of the form. The
 * browser restores a reloaded page to where the owner was, often far below it: a bar then
 * stays at the foot of the screen, saying so, with a button that brings the offer into view
 * and focus. Screen readers are told once, by a live region already in the page's HTML.
 */
export default function DraftOffer({ drafts, typedToo, onRestore, onDiscard }: DraftOfferProps) {
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const [inView, setInView] = useState(true);
  const offering = drafts.length > 0;

  useEffect(() => {
    const element = panel.current;
    if (!offering || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      ([entry]) => setInView(Boolean(entry && entry.intersectionRatio >= 0.5)),
      { rootMargin: `-${coveredTop()}px 0px 0px 0px`, threshold: [0, 0.5, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [offering]);

  const show = () => {
    const element = panel.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  };

  return (
    <>
      {offering && (
        <section
          ref={panel}
          tabIndex={-1}
          aria-labelledby={`${id}-judul`}
          className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <h2 id={`${id}-judul`} className="font-semibold">
            {draftTexts.heading}
          </h2>
          <ul className="mt-2 space-y-4">
            {drafts.map((draft) => (
              <li key={draft.id}>
                <p id={`${id}-${draft.id}-kapan`}>{draftNotice(draft.savedAt)}</p>
                <p id={`${id}-${draft.id}-isi`} className="mt-1 text-sm text-slate-700">
                  “{draftGist(draft.values)}”
                </p>
                <div className="mt-3 flex flex-wrap gap-3">
                  <button
                    type="button"
                    className="btn-primary"
                    aria-describedby={`${id}-${draft.id}-kapan ${id}-${draft.id}-isi`}
                    onClick={() => onRestore(draft.id)}
                  >
                    {draftTexts.restore}
                  </button>
                  <button
                    type="button"
                    className="btn-outline text-brand-700"
                    aria-describedby={`${id}-${draft.id}-kapan ${id}-${draft.id}-isi`}
                    onClick={() => onDiscard(draft.id)}
                  >
                    {draftTexts.discard}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          {typedToo && <p className="mt-4 text-sm text-slate-700">{draftTexts.typedToo}</p>}
        </section>
      )}
      {offering && !inView && (
        <div className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300 bg-amber-50 py-3 text-slate-900 shadow-lg">
          <div className="container-page flex items-center justify-between gap-3">
            <p className="font-medium">{draftTexts.bar(drafts.length)}</p>
            <button type="button" className="btn-primary shrink-0 py-2" onClick={show}>
              {draftTexts.show}
            </button>
          </div>
        </div>
      )}
    </>
  );
}

/** The live region that tells screen readers a page opened with drafts to offer. */
export function DraftAnnouncement({ offering }: { offering: boolean }) {
  return (
    <p role="status" className="sr-only">
      {offering ? draftTexts.announced : ''}
    </p>
  );
}
