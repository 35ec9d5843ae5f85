/**
 * 'Dengarkan Artikel' (issue 36): the article read aloud by the phone's own Indonesian voice
 * (src/reader/). Its texts, speeds and limits, in one place.
 */
export const readerTexts = {
  start: 'Dengarkan Artikel',
  pause: 'Jeda',
  resume: 'Lanjutkan',
  stop: 'Berhenti',
  speed: 'Kecepatan',
  reading: 'Membacakan artikel',
  paused: 'Dijeda',
  controls: 'Pembaca artikel',
  image: 'Gambar:',
  failed: 'Artikel tidak dapat dibacakan. Coba lagi.',
} as const;

/** The speeds offered, the middle one first used; the label as Indonesian writes decimals. */
export const readerRates = [
  { rate: 0.75, label: '0,75×' },
  { rate: 1, label: '1×' },
  { rate: 1.25, label: '1,25×' },
] as const;

/** Where the chosen speed is remembered on the device (never sent anywhere). */
export const readerRateKey = 'dengarkan-kecepatan';

/**
 * The longest piece spoken at once. Chrome on Android stops an utterance after about 15 s and
 * some engines cut one at a few hundred characters; 200 characters is about 12 s at 1×.
 */
export const readerPieceChars = 200;

/** The voice's language, and the tags a browser may report for an Indonesian voice. */
export const readerLang = 'id-ID';
export const indonesianVoiceTag = /^(id|in)([-_]|$)/i;
