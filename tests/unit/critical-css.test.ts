import { describe, expect, it } from 'vitest';
import { parseStylesheet, subsetCss } from '../../integrations/critical-css/css-subset.mjs';
import { moveStylesheets } from '../../integrations/critical-css/move-stylesheets.mjs';
import { scanPage } from '../../integrations/critical-css/page-scan.mjs';

/** The CSS that pages of one route get: the rules that can apply to any of them. */
function critical(css: string, pages: string[]): string {
  const sheet = parseStylesheet(css);
  const tokens = new Set<string>();
  for (const html of pages) scanPage(html, sheet.vocabulary).tokens.forEach((t) => tokens.add(t));
  return subsetCss(sheet, tokens);
}

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('critical CSS: which rules a route keeps', () => {
  it('keeps the rules that match any page of the route and drops the others', () => {
    const css = '.a{color:red}.b{color:green}.c{color:blue}#main{margin:0}p.lead{font-size:2em}';
    const pages = [page('<p class="a">x</p>'), page('<div id="main" class=" b  x">y</div>')];
    expect(critical(css, pages)).toBe('.a{color:red}.b{color:green}#main{margin:0}');
    expect(critical(css, [page('<p class="lead">z</p>')])).toBe('p.lead{font-size:2em}');
  });

  it('keeps the selectors of a list that match, in the order of the stylesheet', () => {
    const css = 'h1,h2,.x h3{font-weight:700}a{color:inherit}';
    expect(critical(css, [page('<h2>t</h2><div class="x"><h3>u</h3></div>')])).toBe(
      'h2,.x h3{font-weight:700}',
    );
  });

  it('keeps rules inside @media and @supports with their block, and drops emptied blocks', () => {
    const css =
      '@media (min-width:640px){.sm\\:flex{display:flex}.unused{color:red}}' +
      '@media print{.other{color:red}}' +
      '@supports (display:grid){@media (min-width:1024px){.lg\\:grid{display:grid}}}';
    expect(critical(css, [page('<div class="sm:flex lg:grid">x</div>')])).toBe(
      '@media (min-width:640px){.sm\\:flex{display:flex}}' +
        '@supports (display:grid){@media (min-width:1024px){.lg\\:grid{display:grid}}}',
    );
  });

  it('keeps the state and pseudo-element variants of the classes a page uses', () => {
    const css =
      '.btn:hover{color:red}.btn:focus-visible{outline:2px solid}.btn::after{content:""}' +
      '.group:hover .group-hover\\:underline{text-decoration:underline}' +
      '.peer:checked~.peer-checked\\:block{display:block}.other:hover{color:blue}' +
      '.list>li:first-child{margin:0}input::placeholder{color:gray}';
    const html = page(
      '<a class="btn group"><span class="group-hover:underline">x</span></a>' +
        '<input class="peer"><div class="peer-checked:block"></div><ul class="list"><li>y</li></ul>',
    );
    expect(critical(css, [html])).toBe(css.replace('.other:hover{color:blue}', ''));
  });

  it('keeps the rules for an open <details>, which the browser opens with no script', () => {
    const kept =
      '.group[open] .group-open\\:block{display:block}details[open] summary{font-weight:700}';
    const css = `${kept}.other[open]{color:blue}`;
    const html = page(
      '<details class="group"><summary class="group-open:block">x</summary></details>',
    );
    expect(critical(css, [html])).toBe(kept);
  });

  it('keeps the base rules every page needs: *, :root, html, body, ::backdrop', () => {
    const css =
      '*,:before,:after{--tw-ring-offset-width:0px;box-sizing:border-box}::backdrop{--tw-x:0}' +
      ':root{--brand:#06803a}html,:host{line-height:1.5}body{margin:0}table{border:0}';
    expect(critical(css, [page('<p>x</p>')])).toBe(css.replace('table{border:0}', ''));
  });

  it('compares attributes as HTML does: type without case, classes with it', () => {
    const css =
      '[type=button]{cursor:pointer}[hidden]{display:none}[role=alert]{color:red}' +
      '[type=submit]{color:blue}.Big{font-size:2em}[data-state]{opacity:1}';
    const html = page('<button type="BUTTON" hidden>x</button><p class="big" data-state="on">');
    expect(critical(css, [html])).toBe(
      '[type=button]{cursor:pointer}[hidden]{display:none}' + '[data-state]{opacity:1}',
    );
  });

  it('needs one alternative of :is() and :where(), and takes :not() as possibly true', () => {
    const css =
      '.prose :where(ol[type=A s]):not(:where([class~=not-prose] *)){list-style:upper-alpha}' +
      '.prose :where(blockquote,figure){margin:1em}.prose :is(table){width:100%}';
    const html = page('<div class="prose"><figure>f</figure><ol type="a"><li>x</li></ol></div>');
    expect(critical(css, [html])).toBe(css.replace('.prose :is(table){width:100%}', ''));
  });

  it('counts the tbody a browser adds to a table written without one', () => {
    const css = '.prose :where(tbody tr){border:1px}.prose :where(thead th){font-weight:700}';
    const html = page('<div class="prose"><table><tr><td>x</td></tr></table></div>');
    expect(critical(css, [html])).toBe('.prose :where(tbody tr){border:1px}');
  });

  it('keeps @keyframes and @font-face only when a kept rule names them', () => {
    const css =
      '@font-face{font-family:"Brand Sans";src:url(/b.woff2)}@font-face{font-family:Other;src:url(/o.woff2)}' +
      '@keyframes spin{to{transform:rotate(360deg)}}@keyframes toast-in{0%{opacity:0}}' +
      '.animate-spin{animation:spin 1s linear infinite}.toast{animation:toast-in .2s}' +
      '.brand{font-family:Brand Sans,sans-serif}.x{font-family:Other}';
    expect(critical(css, [page('<i class="animate-spin brand"></i>')])).toBe(
      '@font-face{font-family:"Brand Sans";src:url(/b.woff2)}' +
        '@keyframes spin{to{transform:rotate(360deg)}}' +
        '.animate-spin{animation:spin 1s linear infinite}.brand{font-family:Brand Sans,sans-serif}',
    );
  });

  it('keeps a selector it cannot read rather than lose it', () => {
    // css-what refuses the old shadow-piercing combinator; postcss reads the rule.
    const css = '.x >>> .y{color:red}.z{color:blue}';
    expect(critical(css, [page('<p>x</p>')])).toBe('.x >>> .y{color:red}');
  });

  it('gives every page of a route the same CSS, whatever order the pages come in', () => {
    const css = '.a{color:red}.b{color:green}@media (min-width:640px){.c{color:blue}}.d{margin:0}';
    const pages = [page('<p class="a">'), page('<p class="c">'), page('<p class="b a">')];
    const once = critical(css, pages);
    expect(once).toBe('.a{color:red}.b{color:green}@media (min-width:640px){.c{color:blue}}');
    expect(critical(css, [...pages].reverse())).toBe(once);
    expect(critical(css, [pages[1]!, pages[0]!, pages[2]!, pages[1]!])).toBe(once);
  });

  it('takes no tokens from text that only looks like elements', () => {
    const css = '.a{color:red}.evil{color:blue}script{display:none}';
    const html = page(
      '<p class="a" title="<b class=evil>">&lt;i class="evil"&gt;</p><!-- <i class="evil"> -->',
    );
    expect(critical(css, [html])).toBe('.a{color:red}');
  });
});

describe('scanPage and moveStylesheets', () => {
  const vocabulary = parseStylesheet('.a{color:red}').vocabulary;
  const link = '<link rel="stylesheet" href="/_astro/site.B1.css">';

  it('finds the built stylesheets the head links, not others nor text that looks like them', () => {
    const html = page(
      `<p title='${link}'>x</p><link rel="stylesheet" href="/_astro/body.css">`,
      `<meta content='${link}'>${link}<link rel="stylesheet" href="https://cdn.example/x.css">` +
        '<link rel="stylesheet" href="/_astro/print.css" media="print">' +
        '<link rel="preload" href="/_astro/x.css" as="style">' +
        '<link rel="alternate stylesheet" href="/_astro/alt.css">',
    );
    const scan = scanPage(html, vocabulary);
    expect(scan.links.map((l) => l.href)).toEqual(['/_astro/site.B1.css']);
    expect(html.slice(scan.links[0]!.start, scan.links[0]!.end)).toBe(link);
    expect(html.slice(scan.bodyEnd)).toBe('</body></html>');
  });

  it('puts the inline CSS where the first link was and the links last in <body>', () => {
    const second = '<link rel=stylesheet href=/_astro/two.C2.css>';
    const html = page('<main>x</main>', `<meta charset="utf-8">${link}<title>t</title>${second}`);
    const moved = moveStylesheets(html, scanPage(html, vocabulary), '.a{color:red}');
    expect(moved).toBe(
      page(
        `<main>x</main>${link}${second}`,
        '<meta charset="utf-8"><style data-critical-css>.a{color:red}</style><title>t</title>',
      ),
    );
    const again = scanPage(moved, vocabulary);
    expect(again.links).toEqual([]);
  });

  it('leaves a page without stylesheets as it is', () => {
    const html = page('<p>x</p>');
    expect(moveStylesheets(html, scanPage(html, vocabulary), '.a{}')).toBe(html);
  });

  it('keeps a </style in the CSS from ending the element', () => {
    const html = page('x', link);
    const moved = moveStylesheets(html, scanPage(html, vocabulary), 'a::after{content:"</style>"}');
    expect(moved).toContain('<style data-critical-css>a::after{content:"<\\/style>"}</style>');
  });

  it('refuses a page with no </body>, or one that changed since it was scanned', () => {
    const open = `<html><head>${link}</head><body><p>x</p></html>`;
    expect(() => moveStylesheets(open, scanPage(open, vocabulary), '')).toThrow(/<\/body>/);
    const html = page('x', link);
    const scan = scanPage(html, vocabulary);
    expect(() => moveStylesheets(`<!-- -->${html}`, scan, '')).toThrow(/not where/);
  });
});
