import { describe, expect, it } from 'vitest';
import { readingOrder } from '../../src/reader/reading-order';
import { sentences, speechPieces } from '../../src/reader/sentences';
import { spokenText } from '../../src/reader/spoken';
import { element, isElement, parseHtml, type HtmlNode } from '../../src/lib/html/tree';

/**
 * Parsed HTML in the shape of the DOM, for the few properties the reading order uses; in the
 * browser it reads the page's own DOM.
 */
interface DomLike {
  nodeType: number;
  nodeValue: string | null;
  localName: string;
  childNodes: DomLike[];
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
}

function domLike(node: HtmlNode): DomLike {
  if (typeof node === 'string') return { ...bare, nodeType: 3, nodeValue: node };
  if (!isElement(node)) return { ...bare, nodeType: 8 };
  return {
    ...bare,
    nodeType: 1,
    localName: node.tag,
    childNodes: node.children.map(domLike),
    hasAttribute: (name) => name in node.attrs,
    getAttribute: (name) => node.attrs[name] ?? null,
  };
}
const bare: DomLike = {
  nodeType: 0,
  nodeValue: null,
  localName: '',
  childNodes: [],
  hasAttribute: () => false,
  getAttribute: () => null,
};

const read = (html: string) =>
  readingOrder(domLike(element('div', parseHtml(html))) as unknown as Element).map((item) => ({
    tag: item.node.localName,
    text: item.text,
  }));

describe('readingOrder', () => {
  it('reads the title and the content in order: headings, paragraphs, lists, quotes, tables', () => {
    const html =
      '<h1>Judul Artikel</h1><div class="prose">' +
      '<p>Paragraf <strong>pertama</strong>, dengan <a href="/x">tautan</a>.</p>' +
      '<h2>Dokumen</h2><ul><li>Paspor</li><li>KTP <em>asli</em></li></ul>' +
      '<blockquote><p>Kutipan penting.</p></blockquote>' +
      '<table><caption>Biaya</caption><tr><th>Jenis</th><th>Harga</th></tr>' +
      '<tr><td>Visa</td><td>Rp 2.500.000</td></tr></table>' +
      '<ol><li>Langkah satu<ol><li>Bagian a</li></ol></li></ol></div>';
    expect(read(html)).toEqual([
      { tag: 'h1', text: 'Judul Artikel' },
      { tag: 'p', text: 'Paragraf pertama, dengan tautan.' },
      { tag: 'h2', text: 'Dokumen' },
      { tag: 'li', text: 'Paspor' },
      { tag: 'li', text: 'KTP asli' },
      { tag: 'p', text: 'Kutipan penting.' },
      { tag: 'caption', text: 'Biaya' },
      { tag: 'th', text: 'Jenis' },
      { tag: 'th', text: 'Harga' },
      { tag: 'td', text: 'Visa' },
      { tag: 'td', text: 'Rp 2.500.000' },
      { tag: 'li', text: 'Langkah satu' },
      { tag: 'li', text: 'Bagian a' },
    ]);
  });

  it("reads an image as 'Gambar: {alt}' where it has alt text, in its place", () => {
    expect(
      read(
        '<p>Sebelum.</p><p><img src="/a.webp" alt="Antrean di bandara"></p><img src="/b.webp" alt=""><p>Sesudah.</p>',
      ),
    ).toEqual([
      { tag: 'p', text: 'Sebelum.' },
      { tag: 'img', text: 'Gambar: Antrean di bandara' },
      { tag: 'p', text: 'Sesudah.' },
    ]);
  });

  it('never reads code, scripts or hidden text, nor empty blocks', () => {
    expect(
      read(
        '<p>Ketik <code>npm start</code> lalu tunggu.</p><pre>kode panjang</pre>' +
          '<script>alert(1)</script><p hidden>Tersembunyi</p>' +
          '<p aria-hidden="true">Juga tersembunyi</p><p>   </p><p>Akhir.</p>',
      ),
    ).toEqual([
      { tag: 'p', text: 'Ketik lalu tunggu.' },
      { tag: 'p', text: 'Akhir.' },
    ]);
  });

  it('reads text outside any block with the element holding it', () => {
    expect(read('<div>Teks lepas <b>tebal</b>.</div><p>Lalu paragraf.</p>')).toEqual([
      { tag: 'div', text: 'Teks lepas tebal.' },
      { tag: 'p', text: 'Lalu paragraf.' },
    ]);
  });
});

describe('sentences', () => {
  it('splits at the end of each sentence', () => {
    expect(sentences('Siapkan paspor. Apakah sudah? Bagus! Lanjut… ke bandara.')).toEqual([
      'Siapkan paspor.',
      'Apakah sudah?',
      'Bagus!',
      'Lanjut…',
      'ke bandara.',
    ]);
  });

  it("does not end a sentence at 'dll.', 'No.', 'Rp.', an initial or a number", () => {
    expect(
      sentences(
        'Bawa paspor, KTP, dll. yang masih berlaku. Biaya Rp. 2.500.000 dibayar di loket No. 5 ' +
          'kepada H. Ahmad pukul 10.00 WIB. Selesai.',
      ),
    ).toEqual([
      'Bawa paspor, KTP, dll. yang masih berlaku.',
      'Biaya Rp. 2.500.000 dibayar di loket No. 5 kepada H. Ahmad pukul 10.00 WIB.',
      'Selesai.',
    ]);
  });

  it("keeps a heading's number with its words", () => {
    expect(sentences('2. Dokumen penempatan')).toEqual(['2. Dokumen penempatan']);
    expect(sentences('Berlaku sejak 2025. Lalu diperbarui.')).toEqual([
      'Berlaku sejak 2025.',
      'Lalu diperbarui.',
    ]);
  });

  it('keeps a closing quote with its sentence', () => {
    expect(sentences('Ia berkata, "Tunggu." Lalu pergi.')).toEqual([
      'Ia berkata, "Tunggu."',
      'Lalu pergi.',
    ]);
  });
});

describe('speechPieces', () => {
  it('cuts a long sentence at a comma within the limit, never mid-word', () => {
    const sentence =
      'Sebelum berangkat ke Taiwan, pastikan kontrak kerja sudah ditandatangani, paspor masih ' +
      'berlaku paling sedikit delapan belas bulan, dan semua biaya sudah dijelaskan secara tertulis ' +
      'oleh perusahaan penempatan yang resmi terdaftar.';
    const pieces = speechPieces(sentence, 100);
    expect(pieces.every((piece) => piece.length <= 100)).toBe(true);
    expect(pieces.join(' ')).toBe(sentence);
    expect(pieces[0]).toBe(
      'Sebelum berangkat ke Taiwan, pastikan kontrak kerja sudah ditandatangani,',
    );
  });

  it('cuts at a space where there is no comma, and joins lines', () => {
    const pieces = speechPieces('kata '.repeat(60).trim(), 50);
    expect(pieces.every((piece) => piece.length <= 50 && !piece.startsWith(' '))).toBe(true);
    expect(pieces.join(' ')).toBe('kata '.repeat(60).trim());
    expect(speechPieces('Satu\nbaris.\n\nDua.')).toEqual(['Satu baris.', 'Dua.']);
  });
});

describe('spokenText', () => {
  it('says amounts in rupiah and Taiwan dollars after the number', () => {
    expect(spokenText('Biaya Rp 2.500.000 dan Rp. 15.000, gaji NT$ 27.470.')).toBe(
      'Biaya 2.500.000 rupiah dan 15.000 rupiah, gaji 27.470 dolar Taiwan.',
    );
    expect(spokenText('Rp2,5 juta')).toBe('2,5 juta rupiah');
  });

  it('says abbreviations, dates, times and phone numbers in words a voice reads well', () => {
    expect(spokenText('Paspor, KTP, dll. ke loket No. 5 tanggal 28/11/2026 pukul 10.00 WIB.')).toBe(
      'Paspor, KTP, dan lain-lain ke loket nomor 5 tanggal 28 November 2026 pukul 10 WIB.',
    );
    expect(spokenText('jam 08.30')).toBe('jam 8 lewat 30 menit');
    expect(spokenText('Hubungi 0812-3456-7890 atau +62 812 3456 789.')).toBe(
      'Hubungi 0 8 1 2, 3 4 5 6, 7 8 9 0 atau 6 2, 8 1 2, 3 4 5 6, 7 8 9.',
    );
    expect(spokenText('Versi 1/13/2026')).toBe('Versi 1/13/2026');
  });
});
