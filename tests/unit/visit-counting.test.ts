import { describe, expect, it } from 'vitest';
import { countingRefused, visitCounting } from '../../src/config/analytics';
import { site } from '../../src/config/site';
import { freeConsultationUrl, isBusinessChat, shareUrls, whatsappUrl } from '../../src/lib/links';
import { normalizePath } from '../../src/lib/page-path';
import { visitSource } from '../../src/lib/visit-source';

const own = 'sahabatmigran.id';

describe('visitSource: the source of a visit from the referrer host only', () => {
  it.each([
    ['https://wa.me/', 'whatsapp'],
    ['https://web.whatsapp.com/', 'whatsapp'],
    ['https://l.wl.co/l?u=https%3A%2F%2Fsahabatmigran.id%2Fblog%2Fx', 'whatsapp'],
    ['android-app://com.whatsapp/', 'whatsapp'],
    ['android-app://com.whatsapp.w4b', 'whatsapp'],
    ['https://www.facebook.com/', 'facebook'],
    ['https://m.facebook.com/groups/123', 'facebook'],
    ['https://l.facebook.com/l.php?u=x', 'facebook'],
    ['https://lm.facebook.com/', 'facebook'],
    ['https://fb.me/abc', 'facebook'],
    ['https://l.messenger.com/', 'facebook'],
    ['android-app://com.facebook.katana/', 'facebook'],
    ['android-app://com.facebook.lite/', 'facebook'],
    ['https://www.google.com/', 'google'],
    ['https://www.google.co.id/', 'google'],
    ['https://google.com.tw/', 'google'],
    ['https://www.google.de/', 'google'],
    ['android-app://com.google.android.googlequicksearchbox/', 'google'],
    ['android-app://com.google.android.apps.searchlite/', 'google'],
    ['https://google.evil.com/', 'lainnya'],
    ['https://evilgoogle.com/', 'lainnya'],
    ['https://www.google.com.evil.io/', 'lainnya'],
    ['https://facebook.com.evil.io/', 'lainnya'],
    ['https://notfacebook.com/', 'lainnya'],
    ['https://wa.me.evil.io/', 'lainnya'],
    ['https://evilwa.me/', 'lainnya'],
    ['https://www.bing.com/', 'lainnya'],
    ['https://www.instagram.com/', 'lainnya'],
    ['android-app://com.instagram.android/', 'lainnya'],
    ['http://localhost:9999/', 'lainnya'],
    ['', 'langsung'],
    ['not a url', 'langsung'],
    [`https://${own}/blog`, 'langsung'],
    [`https://${own.toUpperCase()}/`, 'langsung'],
  ] as const)('%s → %s', (referrer, source) => {
    expect(visitSource(referrer, own)).toBe(source);
  });

  it('takes another port on the same host for another site', () => {
    expect(visitSource('http://127.0.0.1:4500/', '127.0.0.1:4500')).toBe('langsung');
    expect(visitSource('http://127.0.0.1:4501/', '127.0.0.1:4500')).toBe('lainnya');
  });
});

describe('isBusinessChat: a chat with the business number, not a share', () => {
  it('counts the chat links the site builds', () => {
    expect(isBusinessChat(freeConsultationUrl)).toBe(true);
    expect(isBusinessChat(whatsappUrl('Halo'))).toBe(true);
    expect(isBusinessChat(`https://wa.me/${site.phone.international}`)).toBe(true);
  });

  it('never a share to WhatsApp, another number or another host', () => {
    expect(isBusinessChat(shareUrls('https://x.id/blog/a', 'A').whatsapp)).toBe(false);
    expect(isBusinessChat('https://wa.me/6289999999999')).toBe(false);
    expect(isBusinessChat(`https://wa.me/${site.phone.international}0`)).toBe(false);
    expect(isBusinessChat(`http://wa.me/${site.phone.international}`)).toBe(false);
    expect(isBusinessChat(`https://evil.io/wa.me/${site.phone.international}`)).toBe(false);
    expect(isBusinessChat('tel:+6281234567890')).toBe(false);
    expect(isBusinessChat('')).toBe(false);
  });
});

describe('countingRefused: GPC, DNT and crawlers are never counted', () => {
  const phone =
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/120.0.0.0 Mobile Safari/537.36';

  it('counts an ordinary phone, a headless test browser and a Cubot phone', () => {
    expect(countingRefused({ userAgent: phone })).toBe(false);
    expect(countingRefused({ userAgent: phone, doNotTrack: '0' })).toBe(false);
    expect(countingRefused({ userAgent: phone.replace('Chrome/', 'HeadlessChrome/') })).toBe(false);
    expect(
      countingRefused({ userAgent: 'Mozilla/5.0 (Linux; Android 9; Cubot P40) Chrome/99' }),
    ).toBe(false);
  });

  it('refuses Global Privacy Control and Do Not Track', () => {
    expect(countingRefused({ userAgent: phone, globalPrivacyControl: true })).toBe(true);
    expect(countingRefused({ userAgent: phone, doNotTrack: '1' })).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp)',
    'Mozilla/5.0 (compatible; Bytespider)',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome/120 Mobile Safari/537.36 Chrome-Lighthouse',
    'facebookexternalhit crawler',
  ])('refuses a crawler naming itself: %s', (userAgent) => {
    expect(countingRefused({ userAgent })).toBe(true);
  });
});

describe('visitCounting: which built pages count', () => {
  it.each([
    '/',
    '/konsultasi-migran',
    '/blog',
    '/blog/2',
    '/blog/kategori/panduan',
    '/blog/x',
    '/privasi',
  ])('%s counts its visit', (path) => expect(visitCounting(path)).toBe('page'));
  it.each(['/admin', '/admin/create-article', '/admin/edit-article', '/blog/cari', '/offline'])(
    '%s never counts',
    (path) => expect(visitCounting(path)).toBe(null),
  );
  it('the 404 page counts only the article its fallback shows', () => {
    expect(visitCounting('/404')).toBe('article-fallback');
  });
});

describe('normalizePath: the path sent is the path the site links', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/blog/', '/blog'],
    ['/blog.html', '/blog'],
    ['/blog/x.html', '/blog/x'],
    ['/blog/kategori/panduan/index.html', '/blog/kategori/panduan'],
  ])('%s → %s', (path, expected) => expect(normalizePath(path)).toBe(expected));
});
