/**
 * What the toolbar's dialogs accept as a link's or an image's address: what the sanitize policy
 * keeps (its schemes), written so that it leads somewhere. Each check gives the message to show
 * in the dialog, or null.
 */
import { webAddressPattern as webAddress } from '../draft-checks';
import { imageSchemes, linkSchemes } from '../../../lib/sanitize';

const schemeOf = (address: string) => /^([a-z][a-z\d+.-]*):/i.exec(address)?.[1]?.toLowerCase();

export const addressMessages = {
  linkMissing: 'Isi alamat tautan, misalnya https://www.contoh.com.',
  linkInvalid:
    'Alamat tautan harus diawali https:// atau http://, misalnya https://www.contoh.com ' +
    '(boleh juga mailto:, tel:, atau / untuk halaman di situs ini).',
  imageMissing: 'Isi alamat gambar, misalnya https://www.contoh.com/foto.jpg.',
  imageInvalid:
    'Alamat gambar harus diawali https:// atau http://, misalnya https://www.contoh.com/foto.jpg.',
};

/** http(s) with a host, mailto: or tel: with something after it, or a path on this site. */
export function linkAddressProblem(input: string): string | null {
  const address = input.trim();
  if (!address) return addressMessages.linkMissing;
  if (/\s/.test(address)) return addressMessages.linkInvalid;
  if (address.startsWith('/') && !address.startsWith('//')) return null;
  const scheme = schemeOf(address);
  if (!scheme || !linkSchemes.includes(scheme)) return addressMessages.linkInvalid;
  const ok = scheme.startsWith('http')
    ? webAddress.test(address)
    : address.length > scheme.length + 1;
  return ok ? null : addressMessages.linkInvalid;
}

export function imageAddressProblem(input: string): string | null {
  const address = input.trim();
  if (!address) return addressMessages.imageMissing;
  const scheme = schemeOf(address);
  const ok = !!scheme && imageSchemes.includes(scheme) && webAddress.test(address);
  return ok ? null : addressMessages.imageInvalid;
}
