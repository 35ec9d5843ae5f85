import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { inject } from 'vitest';
import { directivesOf } from '../support/content-security-policy';

export const site = inject('site');

/** The build's files whose names end in `extension`, by their paths in dist/. */
export const builtFiles = (extension: string) =>
  readdirSync(site.root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith(extension),
  );

/** A file of the build, by its path in dist/. */
export const builtFile = (file: string) => readFileSync(join(site.root, file), 'utf8');

/** What a host serves at a URL path: /a is a.html, / is index.html, /robots.txt itself. */
export const built = (urlPath: string) =>
  builtFile(urlPath === '/' ? 'index.html' : /\.\w+$/.test(urlPath) ? urlPath : `${urlPath}.html`);

/** A built page parsed as a browser would, so tests see elements, not text that looks like them. */
export const page = (urlPath: string) => parseDocument(built(urlPath));

type Doc = ReturnType<typeof parseDocument>;
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

const elements = (doc: Doc, name: string, test: (el: Element) => boolean = () => true) =>
  DomUtils.getElementsByTagName(name, doc).filter(test);

/** The content of `<meta property|name="key">`, or undefined. */
export function meta(doc: Doc, key: string): string | undefined {
  const [tag] = elements(doc, 'meta', (el) => (el.attribs.property ?? el.attribs.name) === key);
  return tag?.attribs.content;
}

export function canonical(doc: Doc): string | undefined {
  return elements(doc, 'link', (el) => el.attribs.rel === 'canonical')[0]?.attribs.href;
}

/** Every script element: its type ('' for classic scripts) and text. */
export function scripts(doc: Doc): { type: string; text: string }[] {
  return elements(doc, 'script').map((el) => ({
    type: el.attribs.type ?? '',
    text: DomUtils.textContent(el),
  }));
}

/** Every JSON-LD block of a page, parsed. */
export function jsonLd(doc: Doc): Record<string, unknown>[] {
  return scripts(doc)
    .filter((script) => script.type === 'application/ld+json')
    .map((script) => JSON.parse(script.text));
}

export function links(doc: Doc, rel: string): string[] {
  return elements(doc, 'link', (el) => el.attribs.rel === rel).map((el) => el.attribs.href ?? '');
}

export const absolute = (path: string) => new URL(path, site.siteUrl).href;

export const servicePages = [
  { path: '/konsultasi-migran', name: 'Konsultasi Pekerja Migran' },
  { path: '/pesan-tiket', name: 'Pemesanan Tiket Pesawat' },
  { path: '/pengurusan-dokumen', name: 'Pengurusan Dokumen' },
  { path: '/layanan-perlindungan', name: 'Layanan Perlindungan' },
] as const;

/** The policy a built page carries in its `<meta http-equiv>` for its inline code (issue 36). */
export function pagePolicy(doc: Doc) {
  const tags = elements(
    doc,
    'meta',
    (el) => el.attribs['http-equiv']?.toLowerCase() === 'content-security-policy',
  );
  return { count: tags.length, directives: directivesOf(tags[0]?.attribs.content ?? '') };
}
