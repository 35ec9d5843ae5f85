import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, serializeJsonLd } from '../../src/lib/structured-data';

describe('serializeJsonLd', () => {
  it('leaves no character that could end the script element or open a comment', () => {
    const data = { headline: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs and makes their URLs absolute', () => {
    const crumbs = [
      { name: 'Beranda', path: '/' },
      { name: 'Blog', path: '/blog' },
    ];
    expect(breadcrumbJsonLd(crumbs, new URL('https://contoh.id'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Beranda', item: 'https://contoh.id/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://contoh.id/blog' },
      ],
    });
  });
});
