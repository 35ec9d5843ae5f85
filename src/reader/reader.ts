/**
 * 'Dengarkan Artikel' (issue 36), loaded when the visitor taps it: the article's title and
 * content read aloud in sentence-sized pieces by the device's Indonesian voice, the block being
 * read highlighted and kept in view, with 'Jeda' / 'Lanjutkan', 'Berhenti' and 'Kecepatan'.
 * Plain DOM, no framework: it must stay small (3 KB gzip) and work offline on a kept article.
 */
import { readerLang, readerRateKey, readerRates, readerTexts } from '../config/reader';
import { readerButtonClass } from './button-class';
import { readingOrder, type ReadItem } from './reading-order';
import { speechPieces } from './sentences';
import { spokenText } from './spoken';
import { indonesianVoice } from './voice';

interface Piece {
  text: string;
  item: number;
}

const highlight = [
  ['background-color', '#fef3c7'],
  ['box-shadow', '0 0 0 0.25rem #fef3c7'],
] as const;

let stopCurrent: (() => void) | undefined;

function storedRate(): number {
  try {
    const rate = Number(localStorage.getItem(readerRateKey));
    if (readerRates.some((offered) => offered.rate === rate)) return rate;
  } catch {
    // No storage: the usual speed.
  }
  return 1;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]>,
): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

/** Starts reading the article that holds `button` (the 'Dengarkan Artikel' button). */
export function start(button: HTMLButtonElement) {
  const synth = window.speechSynthesis;
  const article = button.closest('article');
  const row = button.parentElement;
  const status = row?.querySelector<HTMLElement>('[data-reader-status]');
  if (!synth || !article || !row || !status) return;
  stopCurrent?.();

  const title = article.querySelector('h1, h2');
  // The body's opening paragraph and the rest, on either side of the first picture.
  const content = [...article.querySelectorAll('[data-reader-content]')];
  const items: ReadItem[] = [
    ...(title ? readingOrder(title) : []),
    ...content.flatMap((part) => readingOrder(part)),
  ];
  const pieces: Piece[] = items.flatMap((item, index) =>
    speechPieces(item.text).map((text) => ({ text, item: index })),
  );
  const voice = indonesianVoice(synth);
  let rate = storedRate();
  let at = 0;
  let run = 0;
  let paused = false;
  let lit: HTMLElement | undefined;
  let utterance: SpeechSynthesisUtterance | undefined;

  const pause = element('button', { type: 'button', className: readerButtonClass });
  const stopButton = element('button', {
    type: 'button',
    className: readerButtonClass,
    textContent: readerTexts.stop,
  });
  const speed = element('select', { className: readerButtonClass });
  for (const offered of readerRates) {
    speed.append(element('option', { value: String(offered.rate), textContent: offered.label }));
  }
  speed.value = String(rate);
  const speedLabel = element('label', {
    className: 'inline-flex items-center gap-x-3 text-sm font-semibold text-slate-800',
    textContent: readerTexts.speed,
  });
  speedLabel.append(speed);
  const controls = element('div', { className: 'flex flex-wrap items-center gap-x-3 gap-y-2' });
  controls.setAttribute('role', 'group');
  controls.setAttribute('aria-label', readerTexts.controls);
  controls.append(pause, stopButton, speedLabel);

  const light = (index: number | undefined) => {
    const next = index === undefined ? undefined : (items[index]?.node as HTMLElement);
    if (next === lit) return;
    if (lit) for (const [property] of highlight) lit.style.removeProperty(property);
    lit = next;
    if (!lit) return;
    for (const [property, value] of highlight) lit.style.setProperty(property, value);
    const box = lit.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight) {
      const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
      lit.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    }
  };

  const say = (state: string) => {
    pause.textContent = paused ? readerTexts.resume : readerTexts.pause;
    status.textContent = state;
  };

  const speakFrom = (index: number) => {
    const mine = ++run;
    synth.cancel();
    at = index;
    const piece = pieces[index];
    if (!piece) return stop();
    paused = false;
    say(readerTexts.reading);
    light(piece.item);
    utterance = new SpeechSynthesisUtterance(spokenText(piece.text));
    utterance.lang = readerLang;
    if (voice) utterance.voice = voice;
    utterance.rate = rate;
    utterance.onend = () => {
      if (mine === run) speakFrom(index + 1);
    };
    utterance.onerror = (event) => {
      if (mine !== run || event.error === 'interrupted' || event.error === 'canceled') return;
      console.error(`Dengarkan Artikel: the voice failed (${event.error})`);
      stop();
      status.textContent = readerTexts.failed;
    };
    synth.speak(utterance);
  };

  const hold = () => {
    run++;
    synth.cancel();
    paused = true;
    say(readerTexts.paused);
  };

  const jump = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('a, button, select, label, [data-reader]')) return;
    let item = -1;
    items.forEach((candidate, index) => {
      if (candidate.node.contains(target)) item = index;
    });
    const piece = pieces.findIndex((candidate) => candidate.item === item);
    if (piece >= 0) speakFrom(piece);
  };

  const stop = () => {
    run++;
    synth.cancel();
    if (utterance) utterance.onend = null;
    utterance = undefined;
    light(undefined);
    controls.remove();
    button.style.removeProperty('display');
    status.textContent = '';
    article.removeEventListener('click', jump);
    removeEventListener('pagehide', stop);
    if (stopCurrent === stop) stopCurrent = undefined;
  };

  pause.addEventListener('click', () => (paused ? speakFrom(at) : hold()));
  stopButton.addEventListener('click', () => {
    stop();
    button.focus();
  });
  speed.addEventListener('change', () => {
    rate = Number(speed.value);
    try {
      localStorage.setItem(readerRateKey, speed.value);
    } catch {
      // Not remembered on this device; this reading still uses it.
    }
    if (!paused) speakFrom(at);
  });
  article.addEventListener('click', jump);
  addEventListener('pagehide', stop);
  stopCurrent = stop;

  button.style.display = 'none';
  row.insertBefore(controls, status);
  pause.focus();
  speakFrom(0);
}
