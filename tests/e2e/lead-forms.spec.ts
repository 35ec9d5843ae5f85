import { countPagePath } from '../../src/config/analytics';
import { site } from '../../src/config/site';
import type { Page } from '@playwright/test';
import {
  expect,
  expectedChatUrl,
  firstTapTimeout,
  leadForm,
  newTabFrom,
  test,
  stubOffMachine,
} from './support/fixtures';

interface FormCase {
  id: string;
  path: string;
  missingText: string;
  fill: Record<string, string>;
  /** The WhatsApp text the visitor should see, written out by hand. */
  message: string;
}

const cases: FormCase[] = [
  {
    id: 'contact',
    path: '/',
    missingText: 'Mohon isi semua field yang wajib diisi.',
    fill: {
      'Nama Lengkap': 'Siti Aminah',
      'Nomor WhatsApp': '0812-1111-2222',
      Pesan: 'Paspor saya habis bulan depan & saya mau ke Taiwan #segera',
    },
    message:
      `Halo ${site.name}, saya ingin menghubungi Anda.\n\n` +
      'Nama Lengkap: Siti Aminah\nNomor WhatsApp: 0812-1111-2222\n' +
      'Jenis Layanan: Konsultasi Pekerja Migran\n' +
      'Pesan:\nPaspor saya habis bulan depan & saya mau ke Taiwan #segera',
  },
  {
    id: 'consultation',
    path: '/konsultasi-migran',
    missingText: 'Mohon isi negara tujuan dan daerah asal Anda.',
    fill: { 'Negara Tujuan': 'Taiwan', 'Daerah Asal': 'Ponorogo, Jawa Timur' },
    message:
      `Halo ${site.name}, saya ingin konsultasi sebagai calon pekerja migran.\n\n` +
      'Negara Tujuan: Taiwan\nDaerah Asal: Ponorogo, Jawa Timur',
  },
  {
    id: 'ticket',
    path: '/pesan-tiket',
    missingText: 'Mohon isi tujuan dan tanggal keberangkatan.',
    fill: { Tujuan: 'Surabaya - Taipei', 'Tanggal Keberangkatan': '2026-12-15' },
    message:
      `Halo ${site.name}, saya ingin memesan tiket pesawat.\n\n` +
      'Tujuan: Surabaya - Taipei\nTanggal Keberangkatan: Selasa, 15 Desember 2026',
  },
  {
    id: 'protection',
    path: '/layanan-perlindungan',
    missingText: 'Mohon isi nama dan daerah asal Anda.',
    fill: { 'Nama Lengkap': 'Dewi Lestari', 'Daerah Asal': 'Madiun' },
    message:
      `Halo ${site.name}, saya membutuhkan layanan perlindungan pekerja migran.\n\n` +
      'Nama Lengkap: Dewi Lestari\nDaerah Asal: Madiun',
  },
  {
    id: 'document',
    path: '/pengurusan-dokumen',
    missingText: 'Mohon isi nama dan jenis dokumen yang diurus.',
    fill: { 'Nama Lengkap': 'Budi Santoso', 'Jenis Dokumen': 'Paspor dan E-KTKLN' },
    message:
      `Halo ${site.name}, saya ingin mengurus dokumen pekerja migran.\n\n` +
      'Nama Lengkap: Budi Santoso\nJenis Dokumen: Paspor dan E-KTKLN',
  },
];

for (const form of cases) {
  test.describe(`${form.id} form on ${form.path}`, () => {
    test('missing fields: exact destructive toast, focus on the first, nothing cleared', async ({
      page,
    }) => {
      await page.goto(form.path);
      const element = await leadForm(page, form.id);
      const labels = Object.keys(form.fill);
      for (const label of labels) {
        await expect(element.getByLabel(label)).toHaveAttribute('required', '');
      }
      const lastLabel = labels.at(-1)!;
      await element.getByLabel(lastLabel).fill(form.fill[lastLabel]!);
      await element.getByRole('button', { name: /WhatsApp/ }).click();

      const toast = page.getByTestId('toast');
      await expect(toast).toHaveAttribute('data-variant', 'destructive');
      await expect(toast).toContainText('Data Tidak Lengkap');
      await expect(toast).toContainText(form.missingText);
      await expect(page.getByRole('alert')).toContainText(form.missingText);
      await expect(element.getByLabel(labels[0]!)).toBeFocused();
      await expect(element.getByLabel(labels[0]!)).toHaveAttribute('aria-invalid', 'true');
      await expect(element.getByLabel(lastLabel)).toHaveValue(form.fill[lastLabel]!);
    });

    test('complete: opens the pre-filled chat in a new tab, thanks, and clears', async ({
      page,
    }) => {
      await page.goto(form.path);
      const element = await leadForm(page, form.id);
      // What the form sends, if anything: the site's own scripts (the toaster loads with its
      // first toast) are not the form sending data, nor the count of the chat it opens (issue
      // 34), whose body is checked to be only the page, the kind and the source.
      const serverRequests: string[] = [];
      const counts: unknown[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        const ownScript = request.method() === 'GET' && url.pathname.startsWith('/_astro/');
        if (request.method() === 'POST' && url.pathname === countPagePath) {
          counts.push(request.postDataJSON());
        } else if (!ownScript || url.origin !== new URL(page.url()).origin) {
          serverRequests.push(request.url());
        }
      });
      for (const [label, value] of Object.entries(form.fill)) {
        await element.getByLabel(label).fill(value);
      }
      const chat = await newTabFrom(element.getByRole('button', { name: /WhatsApp/ }));
      expect(chat.url()).toBe(expectedChatUrl(form.message));
      expect(new URL(chat.url()).searchParams.get('text')).toBe(form.message);

      await expect(page.getByRole('status')).toContainText('WhatsApp Dibuka');
      for (const label of Object.keys(form.fill)) {
        await expect(element.getByLabel(label)).toHaveValue('');
      }
      expect(serverRequests, 'a lead form sends nothing to any server').toEqual([]);
      await expect.poll(() => counts.length).toBeGreaterThan(0);
      expect(counts.at(-1)).toEqual({ path: form.path, kind: 'chat', source: 'langsung' });
    });
  });
}

test('contact form: the chosen service is in the message and resets to its default', async ({
  page,
}) => {
  await page.goto('/');
  const element = await leadForm(page, 'contact');
  await expect(element.getByLabel('Jenis Layanan')).toHaveValue('Konsultasi Pekerja Migran');
  await element.getByLabel('Nama Lengkap').fill('Rina');
  await element.getByLabel('Nomor WhatsApp').fill('0813 5555 6666');
  await element.getByLabel('Jenis Layanan').selectOption('Pemesanan Tiket Pesawat');
  await element.getByLabel('Pesan').fill('Baris satu\nBaris dua 🙏');
  const chat = await newTabFrom(element.getByRole('button', { name: /WhatsApp/ }));
  expect(new URL(chat.url()).searchParams.get('text')).toBe(
    `Halo ${site.name}, saya ingin menghubungi Anda.\n\n` +
      'Nama Lengkap: Rina\nNomor WhatsApp: 0813 5555 6666\n' +
      'Jenis Layanan: Pemesanan Tiket Pesawat\nPesan:\nBaris satu\nBaris dua 🙏',
  );
  await expect(element.getByLabel('Jenis Layanan')).toHaveValue('Konsultasi Pekerja Migran');
  await expect(element.getByLabel('Pesan')).toHaveValue('');
  await expect(element.getByLabel('Pesan')).toHaveAttribute('rows', '4');
});

test('a blocked new tab keeps what was typed and offers a link to the same chat', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // What a popup blocker does: window.open returns null.
    window.open = () => null;
  });
  await page.goto('/konsultasi-migran');
  const element = await leadForm(page, 'consultation');
  await element.getByLabel('Negara Tujuan').fill('Hong Kong');
  await element.getByLabel('Daerah Asal').fill('Blitar');
  await element.getByRole('button', { name: /WhatsApp/ }).click();

  await expect(page.getByRole('alert')).toContainText('WhatsApp Belum Terbuka');
  await expect(element.getByLabel('Negara Tujuan')).toHaveValue('Hong Kong');
  await expect(element.getByLabel('Daerah Asal')).toHaveValue('Blitar');
  const link = element.getByRole('link', { name: 'Buka Chat WhatsApp' });
  const expected = expectedChatUrl(
    `Halo ${site.name}, saya ingin konsultasi sebagai calon pekerja migran.\n\n` +
      'Negara Tujuan: Hong Kong\nDaerah Asal: Blitar',
  );
  await expect(link).toHaveAttribute('href', expected);

  const chat = await newTabFrom(link);
  expect(chat.url()).toBe(expected);
  await expect(element.getByLabel('Negara Tujuan')).toHaveValue('');
  await expect(page.getByRole('status')).toContainText('WhatsApp Dibuka');
});

/**
 * Fills the consultation form and sends it as the browser sends it without the island: what
 * reached the site's own host on the way, and the chat that opened.
 */
async function sentWithoutIsland(page: Page) {
  await stubOffMachine(page);
  const origin = new URL(page.url()).origin;
  const reachedHost: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) return;
    // As a log line shows it: '+' is a space in a query string.
    const seen = `${request.method()} ${request.url()} ${request.postData() ?? ''}`;
    reachedHost.push(decodeURIComponent(seen.replace(/\+/g, ' ')));
  });
  const form = await leadForm(page, 'consultation');
  await form.getByLabel('Negara Tujuan').fill('Taiwan Selatan');
  await form.getByLabel('Daerah Asal').fill('Ponorogo, Jawa Timur');
  await form.getByRole('button', { name: /WhatsApp/ }).click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\//, { timeout: firstTapTimeout });
  return { reachedHost, chat: new URL(page.url()) };
}

const consultationGreeting = `Halo ${site.name}, saya ingin konsultasi sebagai calon pekerja migran.`;

test.describe('a lead form with neither its script nor a service worker', () => {
  // A first visit on a bad connection: no worker yet, and the form's code never comes.
  test.use({ serviceWorkers: 'block' });

  test('goes straight to the WhatsApp chat: nothing typed reaches the site’s host', async ({
    page,
  }) => {
    // Astro asks again with a query: blocked by its path, not its address.
    const formCode = (url: URL) => /\/_astro\/LeadForm\.[\w-]+\.js$/.test(url.pathname);
    await page.route(formCode, (route) => route.abort('blockedbyclient'));
    await page.goto('/konsultasi-migran');
    const { reachedHost, chat } = await sentWithoutIsland(page);
    expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${site.phone.international}`);
    expect(chat.searchParams.get('text')).toBe(consultationGreeting);
    expect(reachedHost.filter((line) => /Taiwan Selatan|Ponorogo/.test(line))).toEqual([]);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the page reads and its lead form reaches the chat, nothing typed reaching the site’s host', async ({
    page,
  }) => {
    await page.goto('/konsultasi-migran');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { reachedHost, chat } = await sentWithoutIsland(page);
    expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${site.phone.international}`);
    expect(chat.searchParams.get('text')).toBe(consultationGreeting);
    expect(reachedHost.filter((line) => /Taiwan Selatan|Ponorogo/.test(line))).toEqual([]);
  });
});
