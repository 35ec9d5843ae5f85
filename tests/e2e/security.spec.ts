import { uniqueSlug } from '../../scripts/fixtures/articles.mjs';
import { publisher } from './support/backend';
import { expect, test } from './support/fixtures';
import { backendInfo, e2eSites } from './support/sites';

test.describe('security headers on the served site', () => {
  test('every page gets the policy: Supabase for connect-src, only its own hashed inline code @host', async ({
    request,
  }) => {
    const backendOrigin = new URL(backendInfo('seeded').url).origin;
    for (const path of ['/', '/blog', '/admin/create-article', '/blog/belum-ada-artikel-ini']) {
      const response = await request.get(path);
      expect(response.status()).toBe(path.includes('belum-ada') ? 404 : 200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain(`connect-src 'self' ${backendOrigin};`);
      expect(csp).toContain("script-src 'self' 'unsafe-inline';");
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(csp).toContain("frame-ancestors 'none'");
      // The page's own policy, first in <head>: only the hashes of its inline code run.
      const own = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(
        await response.text(),
      )?.[1];
      expect(own).toMatch(
        /^script-src 'self'( 'sha256-[^']+')+; style-src 'self'( 'sha256-[^']+')+$/,
      );
      expect(headers['strict-transport-security']).toBe('max-age=31536000');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    }
  });

  test('a script injected into the page does not run @host', async ({ page, cspViolations }) => {
    const response = await page.goto('/');
    // Compressed as the hosts compress it: br from npm start's server, gzip from workerd run
    // locally (npm run test:cdn), which takes the first coding Chromium lists.
    expect(response?.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    await page
      .addScriptTag({ content: 'window.injected = true;' })
      .catch(() => 'blocked by the policy');
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    // Nor an inline handler, which the header's 'unsafe-inline' alone would let run.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.setAttribute('onclick', 'window.injected = true');
      document.body.append(button);
      button.click();
    });
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    await expect.poll(() => cspViolations.length).toBeGreaterThan(1);
    expect(cspViolations[0]).toContain("script-src 'self'");
    cspViolations.length = 0;
  });

  test('no other site can frame the pages @host', async ({ page, cspViolations }) => {
    await page.setContent(`<iframe src="${e2eSites.seeded.url}/blog"></iframe>`);
    await expect.poll(() => cspViolations.join('\n')).toContain("frame-ancestors 'none'");
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Blog' })).toHaveCount(0);
    await page.setContent('<p>selesai</p>');
    cspViolations.length = 0;
  });

  test('the host configuration file is not served', async ({ request }) => {
    const response = await request.get('/_headers');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('Permissions-Policy');
  });

  test('a hostile article runs none of its text, and the policy allows none of it', async ({
    page,
    cspViolations,
  }) => {
    test.slow(); // publishing rebuilds the site
    const script = (field: string) => `__xss='${field}'`;
    const style = (field: string) => `html{--xss:${field}}`;
    const breakOut = (field: string) =>
      `</script><script>${script(field)}</script></style><style>${style(field)}</style><!--`;
    const slug = uniqueSlug('uji-kolom-berbahaya');
    const { error } = await publisher()
      .from('articles')
      .insert({
        slug,
        title: `Judul ${breakOut('t')}`,
        summary: `Ringkasan ${breakOut('s')}`,
        thumbnail_url: 'https://images.example/foto.jpg',
        alt_text: `Foto ${breakOut('a')}`,
        category: breakOut('c'),
        author: `Penulis ${breakOut('w')}`,
        content: '<p>Isi artikel uji.</p>',
      });
    expect(error).toBeNull();
    await expect(async () => {
      expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);
    }).toPass({ timeout: 150_000 });

    const ran = () =>
      page.evaluate(() => ({
        script: (window as { __xss?: string }).__xss,
        style: getComputedStyle(document.documentElement).getPropertyValue('--xss'),
      }));
    await page.goto(`/blog/${slug}`);
    await expect(page.getByText('Isi artikel uji.')).toBeVisible();
    expect(await ran()).toEqual({ script: undefined, style: '' });
    expect(cspViolations).toEqual([]);

    // What any future HTML injection would add: the policy must refuse each of them.
    const fields = ['t', 's', 'a', 'c', 'w'];
    for (const field of fields) {
      await page.addScriptTag({ content: script(field) }).catch(() => 'blocked by the policy');
      await page.addStyleTag({ content: style(field) }).catch(() => 'blocked by the policy');
    }
    expect(await ran()).toEqual({ script: undefined, style: '' });
    await expect.poll(() => cspViolations.length).toBe(2 * fields.length);
    expect(cspViolations.filter((text) => /script-src 'self'/.test(text))).toHaveLength(5);
    expect(cspViolations.filter((text) => /style-src 'self'/.test(text))).toHaveLength(5);
    cspViolations.length = 0;
  });
});
