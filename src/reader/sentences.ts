import { readerPieceChars } from '../config/reader';

/**
 * Words that end with a full stop without ending the sentence ('dll.', 'No. 5', 'Rp. 2.500'),
 * lower case. A single letter (an initial, 'H. Ahmad') never ends one either.
 */
const abbreviations = new Set(
  (
    'dll dsb dst dkk no rp jl tn ny sdr bpk dr drs prof ir hj tgl hlm kec kab kel ' +
    'prov pt cv yth a.n u.p s.d'
  ).split(' '),
);

/** A sentence's end: . ! ? or … (repeated), closing quotes or brackets, then a space. */
const sentenceEnd = /[.!?…]+["'”’)\]]*\s+/g;

/** The text in sentences, in order, each trimmed; an abbreviation's full stop ends none. */
export function sentences(text: string): string[] {
  const found: string[] = [];
  let start = 0;
  for (const end of text.matchAll(sentenceEnd)) {
    const stop = end.index + end[0].length;
    // A heading's or a list's number ('1. Dokumen pribadi') is no sentence of its own.
    if (/^\s*\d+$/.test(text.slice(start, end.index))) continue;
    if (end[0].startsWith('.') && !end[0].startsWith('..')) {
      const word = /([\p{L}.]+)$/u.exec(text.slice(start, end.index))?.[1] ?? '';
      const bare = word.toLowerCase().replace(/^\.+/, '');
      if (bare.length === 1 || abbreviations.has(bare)) continue;
    }
    found.push(text.slice(start, stop).trim());
    start = stop;
  }
  found.push(text.slice(start).trim());
  return found.filter(Boolean);
}

/**
 * A sentence longer than `limit` cut where a reader would breathe: the last comma, semicolon
 * or colon within the limit, else the last space, else at the limit.
 */
function breathe(sentence: string, limit: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > limit) {
    const head = rest.slice(0, limit + 1);
    const pause = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(': '));
    const cut =
      pause > limit / 3 ? pause + 1 : head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : limit;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** What a block says, in the pieces spoken one after another: sentences, none over the limit. */
export function speechPieces(text: string, limit = readerPieceChars): string[] {
  return sentences(text.replace(/\s+/g, ' ')).flatMap((sentence) => breathe(sentence, limit));
}
