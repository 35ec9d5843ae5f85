import { site } from '../../src/config/site';
import { services } from '../../src/data/services';
import { expect, test } from './support/fixtures';

const routes = [
  {
    path: '/',
    heading: 'Berangkat kerja ke Taiwan dan luar negeri dengan tenang, aman, dan resmi',
  },
  ...services.map((service) => ({ path: service.href, heading: service.heading })),
  { path: '/blog', heading: 'Blog' },
];

for (const { path, heading } of routes) {
  test(`${path} renders its heading in Indonesian with no console errors @host`, async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('footer')).toContainText(
      `© ${new Date().getFullYear()} ${site.name}. Hak cipta dilindungi.`,
    );
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });
}

test('an unknown path gets the 404 page with status 404 and a way back @host', async ({ page }) => {
  const response = await page.goto('/tidak-ada-halaman-ini');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan');
  await expect(page.getByRole('link', { name: 'Ke Beranda' })).toHaveAttribute('href', '/');
});

test('the home page shows the stats, four services, reasons, testimonials and contact', async ({
  page,
}) => {
  await page.goto('/');
  const stats: [value: string, label: string][] = [
    ['10.000+', 'Pelanggan Tiket'],
    ['5.000+', 'Pekerja Migran'],
    ['10', 'Tahun Pengalaman'],
    ['24/7', 'Dukungan'],
  ];
  for (const [value, label] of stats) {
    await expect(page.locator('dl').getByText(value, { exact: true })).toBeVisible();
    await expect(page.locator('dl').getByText(label, { exact: true })).toBeVisible();
  }
  const cards = page.locator('#layanan > div > ul > li');
  await expect(cards).toHaveCount(4);
  for (const service of services) {
    await expect(
      page
        .locator('#layanan')
        .getByRole('link', { name: new RegExp(service.buttonText) })
        .filter({
          has: page.locator(`text=${service.title}`),
        }),
    ).toHaveAttribute('href', service.href);
  }
  await expect(page.getByRole('heading', { name: 'Mengapa Memilih Kami?' })).toBeVisible();
  const ratings = page.getByRole('img', { name: 'Penilaian 5 dari 5 bintang' });
  await expect(ratings).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Hubungi Saya (WA)' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expect(page.locator('#kontak')).toContainText('24 Jam, Senin - Minggu');
  await expect(page.locator('#kontak')).toContainText('Balasan dalam 1 jam kerja');
  await expect(page.locator('#kontak')).toContainText('Ponorogo, Jawa Timur');
});

test('the footer links to the quick routes, every service, phone and email', async ({ page }) => {
  await page.goto('/pesan-tiket');
  const footer = page.locator('footer');
  for (const href of ['/', '/konsultasi-migran', '/pesan-tiket', '/blog', '/#kontak']) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  for (const service of services) {
    await expect(footer.getByRole('link', { name: service.title })).toHaveAttribute(
      'href',
      service.href,
    );
  }
  await expect(footer.locator('a[href^="tel:+62"]')).toBeVisible();
  await expect(footer).toContainText(`Telepon/WhatsApp: ${site.phone.display}`);
  await expect(footer).toContainText(`Email: ${site.email}`);
  await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(footer).toContainText('Ponorogo, Jawa Timur');
});
