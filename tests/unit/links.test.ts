import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { freeConsultationUrl, mailtoUrl, telUrl, whatsappUrl } from '../../src/lib/links';

const textOf = (url: string) => new URL(url).searchParams.get('text');

describe('whatsappUrl', () => {
  it('points at the business number on wa.me', () => {
    expect(whatsappUrl('Halo')).toBe(`https://wa.me/${site.phone.international}?text=Halo`);
  });

  it('encodes newlines, &, #, emoji and Indonesian text so the chat receives them unchanged', () => {
    const text = 'Nama: Siti & Dewi\nAlamat: Jl. Merdeka #5\nTujuan: Taiwan 🇹🇼 ✈️\nTerima kasih 🙏';
    const url = whatsappUrl(text);
    expect(url).toBe(
      `https://wa.me/${site.phone.international}?text=` +
        'Nama%3A%20Siti%20%26%20Dewi%0AAlamat%3A%20Jl.%20Merdeka%20%235%0A' +
        'Tujuan%3A%20Taiwan%20%F0%9F%87%B9%F0%9F%87%BC%20%E2%9C%88%EF%B8%8F%0A' +
        'Terima%20kasih%20%F0%9F%99%8F',
    );
    expect(url).not.toMatch(/[\s#&](?!.*\?)/u);
    expect(textOf(url)).toBe(text);
  });

  it('never lets the text break out of the query: ?, =, + and % survive', () => {
    const text = 'Harga 100% + pajak? a=b';
    expect(textOf(whatsappUrl(text))).toBe(text);
  });

  it('accepts another number', () => {
    expect(whatsappUrl('x', '628111')).toBe('https://wa.me/628111?text=x');
  });
});

describe('contact links', () => {
  it('builds tel: with + and digits only', () => {
    expect(telUrl('62 812-3456')).toBe('tel:+628123456');
    expect(telUrl()).toBe(`tel:+${site.phone.international}`);
  });

  it('builds mailto:, with an encoded subject when given', () => {
    expect(mailtoUrl()).toBe(`mailto:${site.email}`);
    expect(mailtoUrl('a@b.id', 'Tanya & jawab')).toBe('mailto:a@b.id?subject=Tanya%20%26%20jawab');
  });

  it("opens the free consultation chat with the spec's exact message", () => {
    expect(textOf(freeConsultationUrl)).toBe(`Halo ${site.name}, saya ingin konsultasi gratis.`);
  });
});
