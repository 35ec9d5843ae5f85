import { describe, expect, it } from 'vitest';
import { pastedHtml } from '../../../src/admin/editor/toolbar/paste-content';
import { plainTextToHtml } from '../../../src/admin/editor/toolbar/plain-text-paste';
import { clipboardSample, expectedHtml } from '../support/clipboard';

describe('plainTextToHtml', () => {
  it('turns a WhatsApp message into paragraphs, lists, bold and italics', () => {
    expect(plainTextToHtml(clipboardSample('whatsapp.txt'))).toBe(expectedHtml('whatsapp'));
  });

  it('leaves one line without marks, and HTML source, to be pasted as they are', () => {
    expect(plainTextToHtml('Biaya 3 < 5 juta & bebas potongan')).toBeNull();
    expect(plainTextToHtml('<h2>Judul</h2>\n\n<p>Isi</p>')).toBeNull();
    expect(plainTextToHtml('  \n ')).toBeNull();
  });

  it('marks one line, and escapes what would be read as HTML', () => {
    expect(plainTextToHtml('Bawa *paspor* dan _KTP_ ya')).toBe(
      'Bawa <strong>paspor</strong> dan <em>KTP</em> ya',
    );
    expect(plainTextToHtml('Gaji < 20 juta\r\nPotongan & biaya')).toBe(
      '<p>Gaji &lt; 20 juta<br>Potongan &amp; biaya</p>',
    );
  });

  it('reads no marks inside words or around spaces', () => {
    expect(plainTextToHtml('file_surat_izin.pdf dan 2 * 3 * 4')).toBeNull();
    expect(plainTextToHtml('*_penting_* dan _*juga*_')).toBe(
      '<strong><em>penting</em></strong> dan <em><strong>juga</strong></em>',
    );
  });
});

describe('pastedHtml', () => {
  it('cleans the HTML when the clipboard has it, and says whether it is blocks', () => {
    expect(pastedHtml({ html: '<p>Isi <b>penting</b></p>', text: 'Isi penting' })).toEqual({
      html: '<p>Isi <strong>penting</strong></p>',
      block: true,
    });
    expect(pastedHtml({ html: '<span style="x">kata</span>', text: 'kata' })).toEqual({
      html: 'kata',
      block: false,
    });
  });

  it('turns the text into HTML when the HTML cleans to nothing or is missing', () => {
    const text = 'Satu\n\nDua';
    expect(pastedHtml({ html: '<img src="file:///C:/foto.png">', text })?.html).toBe(
      '<p>Satu</p>\n<p>Dua</p>',
    );
    expect(pastedHtml({ html: '', text })?.html).toBe('<p>Satu</p>\n<p>Dua</p>');
  });

  it('leaves HTML source, and one plain line, to the browser', () => {
    const colouredCode = '<div style="color:#800000"><span>&lt;h2&gt;Judul&lt;/h2&gt;</span></div>';
    expect(pastedHtml({ html: colouredCode, text: '<h2>Judul</h2>' })).toBeNull();
    expect(pastedHtml({ html: '', text: 'satu baris' })).toBeNull();
  });
});
