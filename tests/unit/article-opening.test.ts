import { describe, expect, it } from 'vitest';
import { splitOpening } from '../../src/lib/article-opening';

describe('splitOpening', () => {
  it('splits after the opening paragraph, whatever its attributes and inline markup', () => {
    const html =
      '<p class="lead">Dokumen <strong>wajib</strong>.</p>\n<h2>1. Paspor</h2><p>Dua.</p>';
    expect(splitOpening(html)).toEqual({
      opening: '<p class="lead">Dokumen <strong>wajib</strong>.</p>',
      rest: '\n<h2>1. Paspor</h2><p>Dua.</p>',
    });
  });

  it('takes a paragraph spread over lines whole', () => {
    expect(splitOpening('\n<p>Satu\nbaris dua</p><p>Tiga</p>')).toEqual({
      opening: '\n<p>Satu\nbaris dua</p>',
      rest: '<p>Tiga</p>',
    });
  });

  it('leaves a body that opens with anything else whole', () => {
    for (const html of [
      '<h2>Judul</h2><p>Isi</p>',
      '<picture><img alt=""></picture><p>Isi</p>',
      'teks',
      '',
      '<pre>x</pre><p>y</p>',
    ])
      expect(splitOpening(html)).toEqual({ opening: '', rest: html });
  });
});
