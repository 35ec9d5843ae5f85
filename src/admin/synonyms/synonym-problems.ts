/**
 * Why the database refused a list of synonyms (CONTRACT37: errcode 22023, `details` a JSON text
 * `{line, reason, word}`), and what the owner is told about it, in Indonesian, naming the line
 * and the word.
 */

/** A refusal as the database explains it; `line` is 1-based in the text that was sent. */
export interface ListProblem {
  line: number | null;
  reason: string;
  word: string | null;
}

/** The refusal's `details`; an answer that does not explain itself is a problem of no line. */
export function listProblem(details: string | null | undefined): ListProblem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(details ?? '');
  } catch {
    parsed = null;
  }
  const fields = (parsed ?? {}) as Record<string, unknown>;
  const line = fields.line;
  return {
    line: Number.isInteger(line) && (line as number) > 0 ? (line as number) : null,
    reason: typeof fields.reason === 'string' ? fields.reason : 'unknown',
    word: typeof fields.word === 'string' && fields.word !== '' ? fields.word : null,
  };
}

/** The limits the database keeps to (CONTRACT37), as the messages state them. */
export const synonymLimits = {
  wordLength: 40,
  wordsInPhrase: 3,
  groupSize: 12,
  groups: 200,
} as const;

const what = (word: string | null, otherwise: string) => (word ? `"${word}"` : otherwise);

/** What is wrong, by reason, without the line. */
function reasonText({ reason, word }: ListProblem): string {
  switch (reason) {
    case 'too_long':
      return `${what(word, 'Satu kata')} terlalu panjang: paling banyak ${synonymLimits.wordLength} karakter.`;
    case 'bad_characters':
      return (
        `${what(word, 'Satu kata')} memuat tanda yang tidak dapat dipakai. Pakai huruf, angka, ` +
        `spasi, tanda hubung (-) atau petik (') saja, dan pisahkan kata dengan koma.`
      );
    case 'too_many_words':
      return `${what(word, 'Satu sinonim')} terlalu panjang: satu sinonim paling banyak ${synonymLimits.wordsInPhrase} kata.`;
    case 'single_word':
      return (
        `${what(word, 'Baris ini')} belum punya pasangan. Tulis paling sedikit dua kata yang ` +
        'sama artinya dalam satu baris, dipisahkan koma.'
      );
    case 'too_many_in_group':
      return `Satu kelompok paling banyak ${synonymLimits.groupSize} kata. Bagi kelompok ini menjadi dua baris.`;
    case 'word_repeated':
      return `${what(word, 'Satu kata')} sudah ada di kelompok lain.`;
    case 'too_many_groups':
      return `Daftar paling banyak ${synonymLimits.groups} kelompok (baris).`;
    default:
      return word ? `${what(word, '')} tidak dapat disimpan.` : 'Daftar ini tidak dapat disimpan.';
  }
}

/** 'Baris 3: "hongkong" sudah ada di kelompok lain.' */
export function problemText(problem: ListProblem): string {
  const text = reasonText(problem);
  return problem.line ? `Baris ${problem.line}: ${text}` : text;
}

/**
 * Where line `line` (1-based) of `text` starts and ends, to select it in the field; null when
 * the text has no such line.
 */
export function lineRange(text: string, line: number): { start: number; end: number } | null {
  if (!Number.isInteger(line) || line < 1) return null;
  let start = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf('\n', start);
    if (next === -1) return null;
    start = next + 1;
  }
  const newline = text.indexOf('\n', start);
  let end = newline === -1 ? text.length : newline;
  if (end > start && text[end - 1] === '\r') end -= 1;
  return { start, end };
}
