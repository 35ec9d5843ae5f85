import { describe, expect, it } from 'vitest';
import {
  imageEdit,
  insertEdit,
  linkEdit,
  listFromLines,
  wrapSelection,
  type FieldEdit,
  type FieldSelection,
} from '../../../src/admin/editor/toolbar/text-format';

/** `text` with `[` and `]` marking the selection (one `|` for a cursor). */
function field(text: string): FieldSelection {
  const marked = text.includes('|') ? text.replace('|', '[]') : text;
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), start, end };
}

/** The field after the edit, marked the same way. */
function after({ value }: FieldSelection, edit: FieldEdit): string {
  const next = value.slice(0, edit.start) + edit.text + value.slice(edit.end);
  const [start, end] = edit.select;
  if (start === end) return `${next.slice(0, start)}|${next.slice(start)}`;
  return `${next.slice(0, start)}[${next.slice(start, end)}]${next.slice(end)}`;
}

const edited = (text: string, edit: (selection: FieldSelection) => FieldEdit) =>
  after(field(text), edit(field(text)));

describe('wrapSelection', () => {
  it('wraps the selected text, which stays selected', () => {
    expect(edited('<p>Bawa [paspor] asli.</p>', (s) => wrapSelection(s, 'strong'))).toBe(
      '<p>Bawa <strong>[paspor]</strong> asli.</p>',
    );
    expect(edited('[Biaya Resmi]', (s) => wrapSelection(s, 'h2'))).toBe('<h2>[Biaya Resmi]</h2>');
  });

  it('leaves the spaces selected around a word outside the tags', () => {
    expect(edited('Bawa[ paspor ]asli', (s) => wrapSelection(s, 'em'))).toBe(
      'Bawa <em>[paspor]</em> asli',
    );
  });

  it('inserts the empty element with the cursor inside when nothing is selected', () => {
    expect(edited('Isi |', (s) => wrapSelection(s, 'blockquote'))).toBe(
      'Isi <blockquote>|</blockquote>',
    );
    expect(edited('|', (s) => wrapSelection(s, 'h3'))).toBe('<h3>|</h3>');
  });
});

describe('listFromLines', () => {
  it('makes each selected line an item of one list, the cursor after it', () => {
    expect(edited('[Paspor\nKTP\nKartu Keluarga]', (s) => listFromLines(s, 'ul'))).toBe(
      '<ul>\n<li>Paspor</li>\n<li>KTP</li>\n<li>Kartu Keluarga</li>\n</ul>|',
    );
  });

  it('takes whole lines, leaves blank ones out and a paragraph gives its text', () => {
    expect(edited('Syarat:\nPas[por\n\n<p>KT]P</p>\nSelesai.', (s) => listFromLines(s, 'ol'))).toBe(
      'Syarat:\n<ol>\n<li>Paspor</li>\n<li>KTP</li>\n</ol>|\nSelesai.',
    );
  });

  it('stops at a line the selection only ends before', () => {
    expect(edited('[Satu\nDua\n]Tiga', (s) => listFromLines(s, 'ul'))).toBe(
      '<ul>\n<li>Satu</li>\n<li>Dua</li>\n</ul>|\nTiga',
    );
  });

  it('inserts an empty list with the cursor in its item when nothing is selected', () => {
    expect(edited('Awal |', (s) => listFromLines(s, 'ol'))).toBe('Awal <ol>\n<li>|</li>\n</ol>');
    expect(edited('Awal[\n\n]', (s) => listFromLines(s, 'ul'))).toBe(
      'Awal<ul>\n<li>|</li>\n</ul>\n\n',
    );
  });
});

describe('links and images', () => {
  it('links the selected text, escaping the address for its attribute', () => {
    const href = 'https://contoh.com/cari?q="a"&b=<c>';
    expect(edited('Lihat [situs resmi].', (s) => linkEdit(s, href))).toBe(
      'Lihat <a href="https://contoh.com/cari?q=&quot;a&quot;&amp;b=&lt;c&gt;">[situs resmi]</a>.',
    );
    expect(edited('Lihat |', (s) => linkEdit(s, 'https://bp2mi.go.id'))).toBe(
      'Lihat <a href="https://bp2mi.go.id">|</a>',
    );
  });

  it('puts an image after the selection, escaping its address and text', () => {
    const alt = 'Foto "Taoyuan" <bandara> & kota';
    expect(
      edited('<p>[Bandara]</p>', (s) => imageEdit(s, 'https://contoh.com/a.jpg?x=1&y=2', alt)),
    ).toBe(
      '<p>Bandara<img src="https://contoh.com/a.jpg?x=1&amp;y=2" ' +
        'alt="Foto &quot;Taoyuan&quot; &lt;bandara&gt; &amp; kota">|</p>',
    );
  });
});

describe('insertEdit', () => {
  it('puts HTML in place of the selection, the cursor after it', () => {
    expect(edited('Bawa [ini] ya', (s) => insertEdit(s, '<strong>itu</strong>'))).toBe(
      'Bawa <strong>itu</strong>| ya',
    );
  });

  it('puts blocks on lines of their own, adding only the line breaks missing', () => {
    expect(edited('<p>Awal.</p>|<p>Akhir.</p>', (s) => insertEdit(s, '<h2>Baru</h2>', true))).toBe(
      '<p>Awal.</p>\n<h2>Baru</h2>|\n<p>Akhir.</p>',
    );
    expect(
      edited('<p>Awal.</p>\n|\n<p>Akhir.</p>', (s) => insertEdit(s, '<p>Baru</p>', true)),
    ).toBe('<p>Awal.</p>\n<p>Baru</p>|\n<p>Akhir.</p>');
    expect(edited('|', (s) => insertEdit(s, '<p>Baru</p>', true))).toBe('<p>Baru</p>|');
  });
});
