import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from '../../../src/admin/editor/toolbar/paste-cleaner';
import { articleSanitizeOptions } from '../../../src/lib/sanitize';
import { clipboardSample, expectedHtml } from '../support/clipboard';

const samples = ['google-docs', 'word', 'web-page'];

describe('cleanPastedHtml', () => {
  it.each(samples)('gives the expected clean HTML for a %s copy', (sample) => {
    expect(cleanPastedHtml(clipboardSample(`${sample}.html`))).toBe(expectedHtml(sample));
  });

  it.each(samples)('gives HTML the cleaner and the policy keep as it is (%s)', (sample) => {
    const clean = expectedHtml(sample);
    expect(cleanPastedHtml(clean)).toBe(clean);
    const tags = [...clean.matchAll(/<([a-z0-9]+)/g)].map(([, tag]) => tag);
    const allowed = articleSanitizeOptions.allowedTags as string[];
    expect(tags.filter((tag) => !allowed.includes(tag!))).toEqual([]);
  });

  it("unwraps Google Docs' <b id=docs-internal-guid> and keeps what its spans make bold", () => {
    const copy =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b">' +
      '<span style="font-size:11pt;font-weight:400;">Bawa </span>' +
      '<span style="font-size:11pt;font-weight:700;">dokumen asli</span></b>';
    // A few words pasted into a sentence stay words: no paragraph around them.
    expect(cleanPastedHtml(copy)).toBe('Bawa <strong>dokumen asli</strong>');
    // Safari and Chrome on a Mac end a copy that took the line's end with a line break.
    expect(cleanPastedHtml('<span>kata</span><br class="Apple-interchange-newline">')).toBe('kata');
  });

  it('makes paragraphs of loose text in <div>s and drops empty ones and edge line breaks', () => {
    const copy =
      '<div>Satu</div><div><br></div><div>Dua <b>tebal</b> <i>miring</i><br></div>' +
      '<p>&nbsp;</p><p><span style="color:red"> </span></p><div><h2>Judul</h2>sisa</div>';
    expect(cleanPastedHtml(copy)).toBe(
      '<p>Satu</p>\n<p>Dua <strong>tebal</strong> <em>miring</em></p>\n<h2>Judul</h2>\n<p>sisa</p>',
    );
  });

  it('drops bold inside headings, and merges what a copy split into pieces', () => {
    expect(cleanPastedHtml('<h2><b>Biaya</b> Resmi</h2><p><b>Rp</b><b> 1.500.000</b></p>')).toBe(
      '<h2>Biaya Resmi</h2>\n<p><strong>Rp 1.500.000</strong></p>',
    );
  });

  it('keeps a Word heading numbered by a list a heading, with its number', () => {
    const heading =
      "<h2 style='mso-list:l2 level1 lfo3'><![if !supportLists]><span style='mso-list:Ignore'>" +
      '1.<span style=\'font:7.0pt "Times New Roman"\'>&nbsp;&nbsp; </span></span><![endif]>' +
      'Persiapan<o:p></o:p></h2>';
    expect(cleanPastedHtml(heading)).toBe('<h2>1. Persiapan</h2>');
  });

  it('keeps nothing the policy refuses', () => {
    const hostile =
      '<p onclick="steal()" style="color:red">Halo <a href="javascript:alert(1)">klik</a></p>' +
      '<script>alert(1)</script><img src="data:image/png;base64,AAAA" onerror="alert(2)">' +
      '<iframe src="https://evil.example/"></iframe><style>p{}</style>';
    expect(cleanPastedHtml(hostile)).toBe('<p>Halo klik</p>');
  });

  it('gives nothing for a copy with nothing in it', () => {
    expect(cleanPastedHtml('<meta charset="utf-8"><p><br></p><!-- kosong -->')).toBe('');
  });
});
