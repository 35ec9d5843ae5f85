import { describe, expect, it } from 'vitest';
import {
  checkHostLimits,
  fillTemplate,
  headersForPath,
  parseHeadersFile,
} from '../../integrations/security-headers/headers-file.mjs';

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

describe('host limits', () => {
  const csp = (length: number) => {
    const prefix = "  Content-Security-Policy: script-src 'self' ";
    return `/*\n${prefix}${'x'.repeat(length - prefix.length)}\n`;
  };

  it("accepts lines up to Cloudflare Pages' 2,000 characters, indentation included", () => {
    expect(() => checkHostLimits(csp(2000))).not.toThrow();
    expect(() => checkHostLimits(csp(2001))).toThrow(
      '_headers line 2 (Content-Security-Policy) has 2001 characters; Cloudflare Pages accepts 2000',
    );
  });

  it('accepts at most 100 rules', () => {
    const rules = (n: number) =>
      Array.from({ length: n }, (_, i) => `/p${i}\n  X-Robots-Tag: noindex\n`).join('');
    expect(() => checkHostLimits(rules(100))).not.toThrow();
    expect(() => checkHostLimits(rules(101))).toThrow('101 rules; Cloudflare Pages accepts 100');
  });
});
