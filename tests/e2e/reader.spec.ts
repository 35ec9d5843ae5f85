import type { Page } from '@playwright/test';
import {
  seededArticle,
  seededArticleWithoutThumbnail as unbuilt,
} from '../../scripts/fixtures/seeded-articles.mjs';
import { expectNoViolations } from './support/axe';
import { expect, hydrated, test } from './support/fixtures';
import { goOffline, read } from './support/offline';

const articlePath = `/blog/${seededArticle.slug}`;

interface Spoken {
  text: string;
  lang: string;
  rate: number;
  voice: string | null;
}

/**
 * The browser's speech replaced by one the test drives: voices are listed only when the test
 * says so (as Chrome lists them late, with `voiceschanged`), each utterance is recorded and
 * ends only when the test finishes it, and cancel() ends the current one as Chrome does, with
 * an 'interrupted' error. Cancels are also noted in sessionStorage, to be read after leaving.
 */
async function stubSpeech(page: Page, voices: { name: string; lang: string }[]) {
  await page.addInitScript((voices) => {
    type Utterance = {
      text: string;
      lang: string;
      rate: number;
      voice: { name: string } | null;
      onend: ((event: object) => void) | null;
      onerror: ((event: { error: string }) => void) | null;
    };
    const spoken: object[] = [];
    const listeners = new Set<(event: Event) => void>();
    let listed: object[] = [];
    let current: Utterance | null = null;
    const synth = {
      getVoices: () => listed,
      speak(utterance: Utterance) {
        spoken.push({
          text: utterance.text,
          lang: utterance.lang,
          rate: utterance.rate,
          voice: utterance.voice?.name ?? null,
        });
        current = utterance;
      },
      cancel() {
        sessionStorage.setItem(
          'test-cancels',
          String(Number(sessionStorage.getItem('test-cancels')) + 1),
        );
        const stopped = current;
        current = null;
        stopped?.onerror?.({ error: 'interrupted' });
      },
      pause() {},
      resume() {},
      addEventListener: (type: string, listener: (event: Event) => void) =>
        type === 'voiceschanged' && listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: Event) => void) =>
        listeners.delete(listener),
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      configurable: true,
      value: class {
        lang = '';
        rate = 1;
        voice = null;
        onend = null;
        onerror = null;
        constructor(public text: string) {}
      },
    });
    Object.assign(window, {
      testSpeech: {
        spoken,
        listVoices() {
          listed = voices.map((voice) => ({ ...voice, localService: true, default: false }));
          for (const listener of listeners) listener(new Event('voiceschanged'));
        },
        finish() {
          const ended = current;
          current = null;
          ended?.onend?.({});
        },
      },
    });
  }, voices);
}

type TestSpeech = { spoken: Spoken[]; listVoices(): void; finish(): void };
const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { testSpeech: TestSpeech }).testSpeech.spoken);
const listVoices = (page: Page) =>
  page.evaluate(() => (window as unknown as { testSpeech: TestSpeech }).testSpeech.listVoices());
const finishPiece = (page: Page) =>
  page.evaluate(() => (window as unknown as { testSpeech: TestSpeech }).testSpeech.finish());

/** The pieces spoken so far, once there are `count` of them. */
async function spokenTexts(page: Page, count: number): Promise<string[]> {
  await expect.poll(async () => (await spoken(page)).length).toBe(count);
  return (await spoken(page)).map((piece) => piece.text);
}

const startButton = (page: Page) => page.getByRole('button', { name: 'Dengarkan Artikel' });
const readerStatus = (page: Page) => page.locator('[data-reader-status]');
const highlighted = 'rgb(254, 243, 199)';

/** The scripts the page asks for, from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const firstPieces = [
  seededArticle.title,
  'Setiap tahun ada calon pekerja migran yang gagal berangkat, atau berangkat tanpa ' +
    'perlindungan, hanya karena satu dokumen tertinggal atau tidak sah.',
  'Gunakan daftar di bawah ini sebagai cek terakhir bersama keluarga.',
  'Gambar: Sayap pesawat terbang di atas awan',
  'Pastikan semua dokumen lengkap sebelum hari keberangkatan.',
  '1. Dokumen pribadi',
];

test.describe('Dengarkan Artikel', () => {
  test('appears when the Indonesian voice is listed, without moving the text, and loads nothing before the tap', async ({
    page,
  }) => {
    await stubSpeech(page, [
      { name: 'English', lang: 'en-US' },
      { name: 'Bahasa Indonesia', lang: 'id-ID' },
    ]);
    const scripts = scriptsOf(page);
    await page.goto(articlePath);
    await page.waitForLoadState('load');
    await expect(startButton(page)).toBeHidden();
    const content = page.locator('article [data-reader-content]').first();
    const before = await content.boundingBox();

    await listVoices(page);
    await expect(startButton(page)).toBeVisible();
    expect(await content.boundingBox()).toEqual(before);
    expect(scripts).toEqual([]);

    await startButton(page).click();
    await expect(readerStatus(page)).toHaveText('Membacakan artikel');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/_astro\/reader\.[\w-]+\.js$/);
    const first = (await spoken(page))[0];
    expect(first).toEqual({
      text: seededArticle.title,
      lang: 'id-ID',
      rate: 1,
      voice: 'Bahasa Indonesia',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS(
      'background-color',
      highlighted,
    );

    for (let piece = 1; piece < firstPieces.length; piece += 1) await finishPiece(page);
    expect(await spokenTexts(page, firstPieces.length)).toEqual(firstPieces);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveCSS(
      'background-color',
      highlighted,
    );
    await expect(page.getByRole('heading', { name: '1. Dokumen pribadi' })).toHaveCSS(
      'background-color',
      highlighted,
    );
    expect(scripts).toHaveLength(1);
  });

  test("'Jeda', 'Lanjutkan', 'Kecepatan', a tapped paragraph and 'Berhenti' act; the speed is remembered", async ({
    page,
  }) => {
    await stubSpeech(page, [{ name: 'Bahasa Indonesia', lang: 'in-ID' }]);
    await page.goto(articlePath);
    await page.waitForLoadState('load');
    await listVoices(page);
    await startButton(page).focus();
    await page.keyboard.press('Enter');
    const controls = page.getByRole('group', { name: 'Pembaca artikel' });
    await expect(controls.getByRole('button', { name: 'Jeda' })).toBeFocused();
    await expect(startButton(page)).toBeHidden();
    await expectNoViolations(page);

    await finishPiece(page);
    await spokenTexts(page, 2);
    await page.keyboard.press('Enter'); // 'Jeda', focused
    await expect(readerStatus(page)).toHaveText('Dijeda');
    await expect(controls.getByRole('button', { name: 'Lanjutkan' })).toBeFocused();
    await finishPiece(page); // nothing is being spoken: nothing follows
    await page.keyboard.press('Enter'); // 'Lanjutkan': the same piece again
    await expect(readerStatus(page)).toHaveText('Membacakan artikel');
    expect((await spokenTexts(page, 3))[2]).toBe(firstPieces[1]);

    await controls.getByLabel('Kecepatan').selectOption({ label: '1,25×' });
    const again = (await spoken(page))[3];
    expect(again).toMatchObject({ text: firstPieces[1], rate: 1.25 });

    // A paragraph tapped while reading: the reading goes on from there.
    await page.getByRole('heading', { name: '2. Dokumen penempatan' }).click();
    expect((await spoken(page)).at(-1)).toMatchObject({
      text: '2. Dokumen penempatan',
      rate: 1.25,
    });
    await finishPiece(page);
    expect((await spoken(page)).at(-1)?.text).toBe('Paspor yang masih berlaku panjang.');

    await controls.getByRole('button', { name: 'Berhenti' }).click();
    await expect(controls).toHaveCount(0);
    await expect(startButton(page)).toBeFocused();
    await expect(readerStatus(page)).toHaveText('');
    const count = (await spoken(page)).length;
    await finishPiece(page);
    expect(await spoken(page)).toHaveLength(count);
    await expect(page.locator('article [style*="background"]')).toHaveCount(0);

    // The speed stays on this device.
    await page.reload();
    await page.waitForLoadState('load');
    await listVoices(page);
    await startButton(page).click();
    await expect(page.getByLabel('Kecepatan')).toHaveValue('1.25');
    expect((await spoken(page))[0]).toMatchObject({ text: seededArticle.title, rate: 1.25 });

    // Leaving the page stops the voice.
    const cancels = await page.evaluate(() => Number(sessionStorage.getItem('test-cancels')));
    await page.getByRole('link', { name: '← Kembali ke Blog' }).click();
    await expect(page).toHaveURL('/blog');
    expect(
      await page.evaluate(() => Number(sessionStorage.getItem('test-cancels'))),
    ).toBeGreaterThan(cancels);
  });

  test('no button without an Indonesian voice, nor without speech at all', async ({ page }) => {
    await stubSpeech(page, [{ name: 'English', lang: 'en-US' }]);
    const scripts = scriptsOf(page);
    await page.goto(articlePath);
    await page.waitForLoadState('load');
    await listVoices(page);
    await expect(page.locator('[data-reader]')).toHaveCount(1);
    await expect(startButton(page)).toBeHidden();

    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
    });
    await page.reload();
    await page.waitForLoadState('load');
    await expect(startButton(page)).toBeHidden();
    expect(scripts).toEqual([]);
  });

  test('reads a kept article offline', async ({ page, context }) => {
    await stubSpeech(page, [{ name: 'Bahasa Indonesia', lang: 'id-ID' }]);
    await read(page, articlePath);
    await goOffline(page);
    try {
      await page.reload();
      await expect(page.locator('[data-offline-notice]')).toBeVisible();
      await listVoices(page);
      await startButton(page).click();
      await expect(readerStatus(page)).toHaveText('Membacakan artikel');
      await finishPiece(page);
      expect(await spokenTexts(page, 2)).toEqual(firstPieces.slice(0, 2));
    } finally {
      await context.setOffline(false);
    }
  });

  test.describe('on an article the 404 page shows before its page is built', () => {
    // A route holds every request of the page, which beside a service worker can stay
    // unanswered for good (support/fixtures.ts): this test is about the fallback, not the worker.
    test.use({ serviceWorkers: 'block' });

    test('the button is there too and reads the article', async ({ page }) => {
      await stubSpeech(page, [{ name: 'Bahasa Indonesia', lang: 'id' }]);
      // Its content has no photo: the build would have served a photo from this machine.
      const path = `/blog/${unbuilt.slug}`;
      await page.route(`**${path}`, (route) =>
        route.continue({
          url: new URL('/halaman-yang-tidak-pernah-ada', route.request().url()).href,
        }),
      );
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page, 'ArticleFallback');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(unbuilt.title, {
        timeout: 20_000,
      });
      await listVoices(page);
      await startButton(page).click();
      await expect(readerStatus(page)).toHaveText('Membacakan artikel');
      await finishPiece(page);
      const [title, first] = await spokenTexts(page, 2);
      expect(title).toBe(unbuilt.title);
      expect(first).toBe(
        'Calo dan perekrut ilegal biasanya datang dengan wajah ramah: tetangga, kenalan, atau ' +
          '"orang dalam" yang menjanjikan jalan pintas.',
      );
    });
  });
});
