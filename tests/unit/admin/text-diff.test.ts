import { describe, expect, it } from 'vitest';
import {
  contentDifferences,
  diffParagraphs,
  foldUnchanged,
  htmlParagraphs,
} from '../../../src/admin/history/text-diff';

describe('htmlParagraphs', () => {
  it('reads an article’s HTML as the owner does: one paragraph per block, no tags', () => {
    expect(
      htmlParagraphs(
        '<h2>Biaya &amp; Syarat</h2><p>Biaya resmi<br>Rp 1.000.000 &#8211; tidak lebih.</p>' +
          '<ul><li>Paspor</li><li><strong>KTP</strong> asli</li></ul>' +
          '<p><img src="https://example.com/a.jpg" alt="Contoh paspor"></p><p>&nbsp;</p>',
      ),
    ).toEqual([
      'Biaya & Syarat',
      'Biaya resmi\nRp 1.000.000 – tidak lebih.',
      '• Paspor',
      '• KTP asli',
      '[Gambar: Contoh paspor]',
    ]);
  });
});

describe('diffParagraphs and foldUnchanged', () => {
  it('compares a paragraph changed in place word by word', () => {
    expect(diffParagraphs(['Biaya resmi Rp 1.000.000.'], ['Biaya resmi Rp 1.500.000.'])).toEqual([
      {
        kind: 'changed',
        pieces: [
          { type: 'same', text: 'Biaya resmi Rp ' },
          { type: 'removed', text: '1.000.000.' },
          { type: 'added', text: '1.500.000.' },
        ],
      },
    ]);
  });

  it('reads a rewritten phrase as one struck phrase and one new one', () => {
    expect(
      diffParagraphs(['Bayar di kantor cabang resmi.'], ['Bayar lewat transfer bank resmi.']),
    ).toEqual([
      {
        kind: 'changed',
        pieces: [
          { type: 'same', text: 'Bayar ' },
          { type: 'removed', text: 'di kantor cabang' },
          { type: 'added', text: 'lewat transfer bank' },
          { type: 'same', text: ' resmi.' },
        ],
      },
    ]);
  });

  it('shows a paragraph removed or added whole, and keeps the others as they are', () => {
    expect(diffParagraphs(['Satu', 'Dua', 'Tiga'], ['Satu', 'Tiga', 'Empat'])).toEqual([
      { kind: 'same', text: 'Satu' },
      { kind: 'changed', pieces: [{ type: 'removed', text: 'Dua' }] },
      { kind: 'same', text: 'Tiga' },
      { kind: 'changed', pieces: [{ type: 'added', text: 'Empat' }] },
    ]);
  });

  it('folds long unchanged stretches, keeping one paragraph of context around a change', () => {
    const then = Array.from({ length: 10 }, (_, i) => `Paragraf ${i + 1}.`);
    const now = then.map((text, i) => (i === 5 ? 'Paragraf enam, diubah.' : text));
    const shown = foldUnchanged(diffParagraphs(then, now));
    expect(shown.map((block) => block.kind)).toEqual([
      'folded',
      'same',
      'changed',
      'same',
      'folded',
    ]);
    expect(shown[0]).toEqual({ kind: 'folded', count: 4 });
    expect(shown[4]).toEqual({ kind: 'folded', count: 3 });
  });

  it('is empty when nothing differs', () => {
    expect(contentDifferences('<p>Sama.</p>', '<p>Sama.</p>')).toEqual([]);
  });
});
