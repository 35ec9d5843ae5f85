/**
 * Inline on article pages and the 404 page (the article fallback): marks the page when the
 * device has an Indonesian voice, which shows 'Dengarkan Artikel' (its space is kept, so nothing
 * moves), and loads the reader (src/reader/reader.ts) only when it is tapped. Voices are asked
 * for once the page has loaded and the main thread is idle, so the first screen never waits.
 */
import { indonesianVoice } from './voice';

declare const __READER_URL__: string;

type Reader = typeof import('./reader');

const synth = window.speechSynthesis;
if (synth) {
  const mark = () => {
    if (indonesianVoice(synth)) document.documentElement.dataset.voice = '';
  };
  addEventListener('load', () => {
    (window.requestIdleCallback || setTimeout).call(window, () => {
      synth.addEventListener('voiceschanged', mark);
      mark();
    });
  });
  let reader: Promise<Reader> | undefined;
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(
      '[data-reader-start]',
    );
    if (!button) return;
    reader ??= import(/* @vite-ignore */ __READER_URL__) as Promise<Reader>;
    reader.then(
      (loaded) => loaded.start(button),
      (error: unknown) => {
        reader = undefined;
        console.error('Dengarkan Artikel: the reader could not load', error);
        const status = button.parentElement?.querySelector<HTMLElement>('[data-reader-status]');
        if (status) status.textContent = status.dataset.failed ?? '';
      },
    );
  });
}
