import { readFileSync } from 'node:fs';

const folder = new URL('../fixtures/clipboard/', import.meta.url);

/**
 * A clipboard sample as a browser hands it to a paste (`google-docs.html`, `whatsapp.txt`), or
 * the HTML it must give (`google-docs.expected.html`; saved with a final line break, which is
 * not part of it).
 */
export const clipboardSample = (file: string) => readFileSync(new URL(file, folder), 'utf8');

export const expectedHtml = (sample: string) =>
  clipboardSample(`${sample}.expected.html`).replace(/\n$/, '');
