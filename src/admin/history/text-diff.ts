/**
 * What differs between an earlier version of an article and the article now, as the owner reads
 * it: the text of the content (not its HTML), paragraph by paragraph, word by word inside a
 * changed paragraph, with long unchanged stretches folded away. Loaded only when a version is
 * opened ('Lihat').
 */
import { diffArrays } from 'diff';
import { readHtml } from '../../lib/html/read-html';

/** Elements that start and end a paragraph; a list item also starts with a bullet. */
const blockTags = new Set([
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre'],
  ...['figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'div', 'hr', 'section', 'article'],
]);

/**
 * The paragraphs of an article's HTML (already sanitized by the site's policy) as plain text:
 * headings, paragraphs and list items each one paragraph, an image as '[Gambar: its alt text]'.
 */
export function htmlParagraphs(html: string): string[] {
  let text = '';
  readHtml(html, {
    onopentag(name, attrs) {
      if (name === 'li') text += '\n\n• ';
      else if (name === 'img') {
        text += attrs.alt === undefined ? '\n\n[Gambar]\n\n' : `\n\n[Gambar: ${attrs.alt}]\n\n`;
      } else if (name === 'br') text += '\n';
      else if (blockTags.has(name)) text += '\n\n';
    },
    onclosetag(name) {
      if (blockTags.has(name)) text += '\n\n';
    },
    ontext(piece) {
      text += piece;
    },
  });
  return text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/[ \t\r\f\v\u00a0]+/g, ' ')
        .replace(/ *\n */g, '\n')
        .trim(),
    )
    .filter((paragraph) => paragraph !== '' && paragraph !== '•');
}

export interface DiffPiece {
  /** removed: only in the earlier version; added: only in the article now. */
  type: 'same' | 'removed' | 'added';
  text: string;
}

export type DiffBlock =
  | { kind: 'same'; text: string }
  | { kind: 'changed'; pieces: DiffPiece[] }
  /** Unchanged paragraphs folded away. */
  | { kind: 'folded'; count: number };

/**
 * Word by word, a word being everything between spaces ('Rp 1.500.000.' is two words, not five),
 * and the space between two changed words counted with them, so a rewritten phrase reads as one
 * struck phrase and one new one.
 */
export function diffWords(then: string, now: string): DiffPiece[] {
  const words = (text: string) => text.match(/\s+|\S+/g) ?? [];
  const parts = diffArrays(words(then), words(now));
  const pieces: DiffPiece[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) pieces.push({ type: 'removed', text: removed });
    if (added) pieces.push({ type: 'added', text: added });
    removed = added = '';
  };
  parts.forEach((part, index) => {
    const text = part.value.join('');
    const next = parts[index + 1];
    if (part.removed) removed += text;
    else if (part.added) added += text;
    else if ((removed || added) && /^\s+$/.test(text) && (next?.added || next?.removed)) {
      removed += removed ? text : '';
      added += added ? text : '';
    } else {
      flush();
      pieces.push({ type: 'same', text });
    }
  });
  flush();
  return pieces;
}

/** Paragraph by paragraph; a paragraph changed in place is compared word by word. */
export function diffParagraphs(then: readonly string[], now: readonly string[]): DiffBlock[] {
  const blocks: DiffBlock[] = [];
  const changes = diffArrays([...then], [...now]);
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i]!;
    if (!change.added && !change.removed) {
      for (const text of change.value) blocks.push({ kind: 'same', text });
      continue;
    }
    const next = changes[i + 1];
    const removed = change.removed ? change.value : [];
    let added = change.added ? change.value : [];
    if (change.removed && next?.added) {
      added = next.value;
      i++;
    }
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      const before = removed[k];
      const after = added[k];
      const pieces: DiffPiece[] =
        before !== undefined && after !== undefined
          ? diffWords(before, after)
          : before !== undefined
            ? [{ type: 'removed', text: before }]
            : [{ type: 'added', text: after! }];
      blocks.push({ kind: 'changed', pieces });
    }
  }
  return blocks;
}

/**
 * The blocks worth reading: every changed paragraph with `context` unchanged ones around it;
 * the other unchanged runs folded into a count. Empty when nothing changed.
 */
export function foldUnchanged(blocks: readonly DiffBlock[], context = 1): DiffBlock[] {
  const near = (index: number) =>
    blocks
      .slice(Math.max(0, index - context), index + context + 1)
      .some((block) => block.kind === 'changed');
  if (!blocks.some((block) => block.kind === 'changed')) return [];
  const shown: DiffBlock[] = [];
  blocks.forEach((block, index) => {
    if (block.kind !== 'same' || near(index)) {
      shown.push(block);
      return;
    }
    const last = shown[shown.length - 1];
    if (last?.kind === 'folded') last.count++;
    else shown.push({ kind: 'folded', count: 1 });
  });
  return shown;
}

/** The content's differences, ready to show: earlier version's HTML against the article's now. */
export function contentDifferences(thenHtml: string, nowHtml: string): DiffBlock[] {
  return foldUnchanged(diffParagraphs(htmlParagraphs(thenHtml), htmlParagraphs(nowHtml)));
}
