import { describe, expect, it } from 'vitest';
import {
  addressMessages,
  imageAddressProblem,
  linkAddressProblem,
} from '../../../src/admin/editor/toolbar/address-check';
import {
  addressDialogs,
  formatCommands,
  isPlainPaste,
  shortcutCommand,
} from '../../../src/admin/editor/toolbar/format-commands';
import { sanitizeArticleHtml } from '../../../src/lib/sanitize';

const keys = (key: string, mods: Partial<Record<'ctrl' | 'meta' | 'shift' | 'alt', boolean>>) => ({
  key,
  ctrlKey: !!mods.ctrl,
  metaKey: !!mods.meta,
  shiftKey: !!mods.shift,
  altKey: !!mods.alt,
});

describe('the format toolbar', () => {
  it('has the buttons, named exactly, in order', () => {
    expect(formatCommands.map((command) => command.name)).toEqual([
      'Tebal',
      'Miring',
      'Judul Bagian',
      'Subjudul',
      'Daftar',
      'Daftar Bernomor',
      'Kutipan',
      'Tautan',
      'Gambar',
    ]);
    expect(addressDialogs.link.fields.map((field) => field.label)).toEqual(['Alamat tautan']);
    expect(addressDialogs.image.fields.map((field) => field.label)).toEqual([
      'Alamat gambar',
      'Teks alternatif',
    ]);
  });

  it('runs Tebal, Miring and Tautan with Ctrl or ⌘ and B, I, K only', () => {
    expect(shortcutCommand(keys('b', { ctrl: true }))?.name).toBe('Tebal');
    expect(shortcutCommand(keys('I', { meta: true }))?.name).toBe('Miring');
    expect(shortcutCommand(keys('k', { ctrl: true }))?.name).toBe('Tautan');
    expect(shortcutCommand(keys('b', {}))).toBeUndefined();
    expect(shortcutCommand(keys('b', { ctrl: true, shift: true }))).toBeUndefined();
    expect(shortcutCommand(keys('k', { ctrl: true, alt: true }))).toBeUndefined();
    expect(shortcutCommand(keys('z', { ctrl: true }))).toBeUndefined();
  });

  it('tells Ctrl/⌘+Shift+V (paste as it is) from Ctrl/⌘+V', () => {
    expect(isPlainPaste(keys('V', { ctrl: true, shift: true }))).toBe(true);
    expect(isPlainPaste(keys('v', { meta: true, shift: true }))).toBe(true);
    expect(isPlainPaste(keys('v', { ctrl: true }))).toBe(false);
  });
});

describe('addresses in the dialogs', () => {
  const goodLinks = [
    'https://www.bp2mi.go.id/pengaduan?x=1#a',
    ' http://contoh.com ',
    'mailto:info@contoh.com',
    'tel:+6281234567890',
    '/konsultasi-migran',
  ];

  it.each(goodLinks)('takes %s as a link, and the sanitize policy keeps it', (address) => {
    expect(linkAddressProblem(address)).toBeNull();
    expect(sanitizeArticleHtml(`<a href="${address.trim()}">x</a>`)).toContain(
      `href="${address.trim()}"`,
    );
  });

  it('asks for a link address that is missing, or not one the policy keeps', () => {
    expect(linkAddressProblem('  ')).toBe(addressMessages.linkMissing);
    for (const address of [
      'javascript:alert(1)',
      'www.contoh.com',
      'https://',
      '//contoh.com',
      'ftp://contoh.com',
      'https://contoh .com',
      'mailto:',
    ]) {
      expect(linkAddressProblem(address), address).toBe(addressMessages.linkInvalid);
    }
  });

  it('takes only http(s) image addresses, as the policy does', () => {
    expect(imageAddressProblem('https://contoh.com/foto.jpg')).toBeNull();
    expect(imageAddressProblem('')).toBe(addressMessages.imageMissing);
    for (const address of ['data:image/png;base64,AAAA', 'file:///C:/foto.jpg', 'foto.jpg']) {
      expect(imageAddressProblem(address), address).toBe(addressMessages.imageInvalid);
    }
  });
});
