import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  headersForPath,
  inlineHashes,
  parseHeadersFile,
} from '../../scripts/lib/headers-file.mjs';

const file = `# comment
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'; img-src https:

/_astro/*
  Cache-Control: public, max-age=31536000, immutable
/blog/:slug
  X-Robots-Tag: noarchive
  x-frame-options: SAMEORIGIN
`;

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('_headers', () => {
  it('parses patterns and their headers, keeping colons in values', () => {
    expect(parseHeadersFile(file)).toEqual([
      {
        pattern: '/*',
        headers: [
          ['X-Frame-Options', 'DENY'],
          ['Content-Security-Policy', "default-src 'self'; img-src https:"],
        ],
      },
      { pattern: '/_astro/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
      {
        pattern: '/blog/:slug',
        headers: [
          ['X-Robots-Tag', 'noarchive'],
          ['x-frame-options', 'SAMEORIGIN'],
        ],
      },
    ]);
  });

  it('refuses a header line with no pattern above it', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/line 1/);
  });

  it('applies every matching rule; splats match any depth, :placeholders one segment', () => {
    const rules = parseHeadersFile(file);
    expect(headersForPath(rules, '/')).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "default-src 'self'; img-src https:",
    });
    expect(headersForPath(rules, '/_astro/a/b.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersForPath(rules, '/blog/satu')).toMatchObject({
      'X-Robots-Tag': 'noarchive',
      'X-Frame-Options': 'DENY, SAMEORIGIN',
    });
    expect(headersForPath(rules, '/blog/satu/dua')['X-Robots-Tag']).toBeUndefined();
    expect(headersForPath(rules, '/blog.x')['X-Robots-Tag']).toBeUndefined();
  });

  it('fills placeholders and refuses unknown ones', () => {
    expect(fillTemplate('a {{ONE}} b {{TWO}}', { ONE: '1', TWO: '' })).toBe('a 1 b ');
    expect(() => fillTemplate('{{MISSING}}', {})).toThrow('no value for {{MISSING}}');
  });
});

describe('inline hashes', () => {
  it('hashes inline classic and module scripts and styles, not data blocks or src scripts', () => {
    const html =
      '<script>a()</script><script type="module">b()</script>' +
      '<script type="application/ld+json">{"x":1}</script><script src="/c.js"></script>' +
      '<style>p{color:red}</style><p>text</p>';
    const { scripts, styles } = inlineHashes(html);
    expect([...scripts]).toEqual([sha('a()'), sha('b()')]);
    expect([...styles]).toEqual([sha('p{color:red}')]);
  });
});
