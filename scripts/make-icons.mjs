// @ts-check
// Renders the favicon set and the default social image from public/favicon.svg and the site's
// name, in Chromium, so they can be regenerated when the logo or name changes:
//   node scripts/make-icons.mjs
// Writes public/favicon.ico, public/apple-touch-icon.png, public/icon-192.png,
// public/icon-512.png and public/images/og-default.png (commit them).
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { sandboxFlags, systemChromiumPath } from './lib/chromium.mjs';

const logo = await readFile('public/favicon.svg', 'utf8');
const logoData = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

/**
 * An opaque square icon: the logo's background fills it, the mark keeps a safe margin.
 * @param {number} size in CSS pixels
 */
const squareIcon = (size) => `
  <body style="margin:0;width:${size}px;height:${size}px;background:#0a4f91">
    <img src="${logoData}" style="display:block;width:${size}px;height:${size}px">
  </body>`;

/** @param {{ name: string, tagline: string }} site */
const socialImage = ({ name, tagline }) => `
  <body style="margin:0;width:1200px;height:630px;background:#0a4f91;color:#fff;
    font-family:'DejaVu Sans','Liberation Sans',Arial,sans-serif;display:flex;align-items:center">
    <div style="padding:0 96px;display:flex;gap:56px;align-items:center">
      <img src="${logoData}" style="width:220px;height:220px;border-radius:40px;
        box-shadow:0 0 0 6px rgba(255,255,255,.25)">
      <div>
        <div style="font-size:84px;font-weight:700;line-height:1.05">${name}</div>
        <div style="margin-top:24px;font-size:40px;color:#fcd34d">${tagline}</div>
        <div style="margin-top:32px;font-size:30px;color:#dbeafe">
          Konsultasi · Tiket Pesawat · Dokumen · Perlindungan</div>
      </div>
    </div>
  </body>`;

/**
 * A .ico holding one PNG image, which every browser since IE Vista reads.
 * @param {Buffer} png
 * @param {number} size its width and height in pixels
 */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

const { site } = await import('../src/config/site.ts');
const browser = await chromium.launch({
  executablePath: systemChromiumPath(),
  args: sandboxFlags(),
});
try {
  const page = await browser.newPage();
  /**
   * @param {string} html
   * @param {number} width
   * @param {number} height
   */
  const render = async (html, width, height) => {
    await page.setViewportSize({ width, height });
    await page.setContent(html);
    return page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } });
  };
  await writeFile('public/favicon.ico', icoFromPng(await render(squareIcon(32), 32, 32), 32));
  await writeFile('public/apple-touch-icon.png', await render(squareIcon(180), 180, 180));
  await writeFile('public/icon-192.png', await render(squareIcon(192), 192, 192));
  await writeFile('public/icon-512.png', await render(squareIcon(512), 512, 512));
  await writeFile('public/images/og-default.png', await render(socialImage(site), 1200, 630));
  console.log('Wrote the favicon set and public/images/og-default.png.');
} finally {
  await browser.close();
}
