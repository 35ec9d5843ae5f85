import type { Locator, Page } from '@playwright/test';
import {
  seededArticle as seeded,
  seededArticleWithoutThumbnail,
} from '../../scripts/fixtures/seeded-articles.mjs';
import { services } from '../../src/data/services';
import { rememberKey } from './support/admin';
import { expectNoViolations } from './support/axe';
import { expect, firstTapTimeout, hydrated, leadForm, newTabFrom, test } from './support/fixtures';
import { layananButton, menuButton } from './support/menu';

const seededArticle = `/blog/${seeded.slug}`;

/**
 * For the pages that show an article in the browser (the editor, the fallback): one without
 * images. They show images from their own addresses, and the test's image host is http, which
 * the CSP (https images only) refuses; the same view with images is checked as a static page.
 */
const withoutImages = seededArticleWithoutThumbnail;

/**
 * Waits until every island that hydrates by itself has, so that axe checks the DOM visitors see.
 * client:visible islands are scrolled into view first; the page then goes back to the top.
 * client:edited ones hydrate only for an owner who has just edited the article;
 * client:interaction and client:toast ones when the visitor acts (their static HTML is what is
 * seen until then), except a search opened with ?q=, which hydrates at once; client:flagged ones
 * at once where <html> has their data attribute (the 404 page at an article's address), else
 * never.
 */
async function hydrateIslands(page: Page): Promise<void> {
  for (const island of await page.locator('astro-island[client="visible"]').all()) {
    await island.locator('> *').first().scrollIntoViewIfNeeded();
  }
  const byThemselves =
    'astro-island:not([client="edited"]):not([client="interaction"]):not([client="toast"])';
  for (const island of await page.locator(byThemselves).all()) {
    const hydrates = await island.evaluate((el) => {
      if (el.getAttribute('client') !== 'flagged') return true;
      const { value } = JSON.parse(el.getAttribute('opts') ?? '{}') as { value?: unknown };
      return String(value) in document.documentElement.dataset;
    });
    if (hydrates) await expect(island).not.toHaveAttribute('ssr', /.*/);
  }
  if (new URL(page.url()).searchParams.get('q')) {
    await expect(page.getByRole('main').getByRole('status')).toContainText('cocok dengan');
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

const pages = [
  { name: 'home', path: '/' },
  ...services.map((service) => ({ name: `service ${service.href}`, path: service.href })),
  { name: 'blog list', path: '/blog' },
  { name: 'category', path: '/blog/kategori/panduan' },
  { name: 'search results', path: '/blog/cari?q=ambulans' },
  { name: 'nothing found', path: '/blog/cari?q=qwzxv' },
  { name: 'typo offer', path: '/blog/cari?q=kesehatn' },
  { name: 'article', path: seededArticle },
  { name: 'privacy', path: '/privasi' },
  { name: 'admin', path: '/admin/create-article' },
];

test.describe('axe finds no WCAG 2.2 AA violation', () => {
  for (const { name, path } of pages) {
    test(`on the ${name} page (${path})`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrateIslands(page);
      await expectNoViolations(page);
    });
  }

  test('on the admin list of articles (/admin)', async ({ page }) => {
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(200);
    await hydrateIslands(page);
    await expect(
      page.getByRole('list', { name: 'Daftar artikel' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoViolations(page);
  });

  test('on the edit page of a seeded article', async ({ page }) => {
    const response = await page.goto(`/admin/edit-article?slug=${withoutImages.slug}`);
    expect(response?.status()).toBe(200);
    await hydrateIslands(page);
    await expect(page.getByLabel('Judul')).toHaveValue(withoutImages.title);
    await expectNoViolations(page);
  });

  test('with the withdraw dialog open on /admin', async ({ page }) => {
    await page.goto('/admin');
    await hydrateIslands(page);
    // Any key opens the dialog; only confirming would send it.
    await page.getByLabel('Kunci Publikasi').fill('kunci-apa-saja-untuk-membuka-dialog');
    await page
      .getByRole('button', { name: /^Tarik/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
  });

  test('on the 404 page', async ({ page }) => {
    const response = await page.goto('/halaman-yang-tidak-pernah-ada');
    expect(response?.status()).toBe(404);
    await hydrateIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan');
    await expectNoViolations(page);
  });

  test('on an article shown by the 404 page before its static page is built', async ({ page }) => {
    // What the host answers for an article published after the last build: the 404 page,
    // whose fallback island then loads the article from the backend.
    const path = `/blog/${withoutImages.slug}`;
    await page.route(`**${path}`, async (route) => {
      const notFound = new URL('/halaman-yang-tidak-pernah-ada', route.request().url()).href;
      await route.continue({ url: notFound });
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await hydrated(page, 'ArticleFallback');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withoutImages.title);
    await hydrateIslands(page);
    await expectNoViolations(page);
  });

  test('with the Layanan dropdown open', async ({ page }) => {
    await page.goto('/');
    await hydrateIslands(page);
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await layananButton(page).click();
    await expect(nav.getByRole('link', { name: 'Layanan Perlindungan' })).toBeVisible();
    await expectNoViolations(page);
  });

  for (const variant of ['destructive', 'default'] as const) {
    test(`while a ${variant} toast is shown`, async ({ page }) => {
      await page.goto('/konsultasi-migran');
      const form = await leadForm(page, 'consultation');
      if (variant === 'default') {
        await form.getByLabel('Negara Tujuan').fill('Taiwan');
        await form.getByLabel('Daerah Asal').fill('Ponorogo, Jawa Timur');
        const chat = await newTabFrom(form.getByRole('button', { name: /WhatsApp/ }));
        await chat.close();
      } else {
        await form.getByRole('button', { name: /WhatsApp/ }).click();
      }
      const toast = page.getByTestId('toast');
      await expect(toast).toHaveAttribute('data-variant', variant);
      // Held up by the pointer resting on it, as a visitor holds it: on a loaded machine the
      // check below can outlast the five seconds a toast stays by itself.
      await toast.hover({ position: { x: 4, y: 4 } });
      // Checked once its entrance animation has finished, as visitors read it.
      await toast.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      // The toast and its live region only.
      await expectNoViolations(page, ':has(> [data-testid="toast"])');
      await expect(toast, 'the toast stayed up for the whole check').toBeVisible();
    });
  }

  test.describe('at 390x844', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('with the mobile menu open', async ({ page }) => {
      await page.goto('/');
      await hydrateIslands(page);
      await menuButton(page).tap();
      await expect(page.getByRole('navigation', { name: 'Navigasi seluler' })).toBeVisible();
      await expectNoViolations(page);
    });
  });
});

/** What the page says about its focused element once it has stopped scrolling (focusState). */
interface FocusState {
  /** The focused element's opening HTML, or null when focus is on no element. */
  element: string | null;
  /** Whether the focused element is the element the state was asked of. */
  isTarget: boolean;
  inViewport: boolean;
  /** The focus indicator's lowest contrast with the background around it. */
  contrast: number;
  /** The element drawn over the focused one's centre (the fixed header), if any. */
  coveredBy: string | null;
}

/**
 * Runs in the page, in one round trip (a Tab walk makes a hundred stops): waits until the page
 * has stopped scrolling, then reports on the focused element. Focus moved by Tab scrolls
 * smoothly when motion is not reduced, and half-way up the focused control is still under the
 * fixed header: what the user is left looking at is the settled page. The indicator counts when
 * it is an outline of at least 2px or a ring (a box shadow).
 */
async function focusState(target: Element): Promise<FocusState> {
  await new Promise<void>((resolve) => {
    let last = window.scrollY;
    let stillFrames = 0;
    const check = () => {
      stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
      last = window.scrollY;
      if (stillFrames >= 3) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  const el = document.activeElement;
  if (!el || el === document.body) {
    return { element: null, isTarget: false, inViewport: false, contrast: 0, coveredBy: null };
  }
  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  /** The opaque enough colours in a computed value, e.g. of a gradient or of box shadows. */
  const colours = (value: string) =>
    [...value.matchAll(/rgba?\([^)]*\)/g)]
      .map(([colour]) => channels(colour))
      .filter(([, , , alpha = 1]) => alpha >= 0.5);
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: number[], b: number[]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };

  let backgrounds: number[][] = [[255, 255, 255]];
  for (let node = el.parentElement; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    const found = [...colours(style.backgroundImage), ...colours(style.backgroundColor)];
    if (found.length > 0) {
      backgrounds = found;
      break;
    }
  }
  const style = getComputedStyle(el);
  const indicators = [
    ...(style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
      ? colours(style.outlineColor)
      : []),
    ...(style.boxShadow !== 'none' ? colours(style.boxShadow) : []),
  ];
  const rect = el.getBoundingClientRect();
  const atCentre = document.elementFromPoint(
    rect.left + rect.width / 2,
    rect.top + rect.height / 2,
  );
  return {
    element: el.outerHTML.slice(0, 100),
    isTarget: el === target,
    inViewport:
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < window.innerHeight &&
      rect.left < window.innerWidth,
    contrast: Math.max(
      0,
      ...indicators.map((colour) => Math.min(...backgrounds.map((bg) => contrast(colour, bg)))),
    ),
    coveredBy:
      atCentre && !el.contains(atCentre) && !atCentre.contains(el)
        ? atCentre.outerHTML.slice(0, 100)
        : null,
  };
}

/**
 * The focused element is on screen, not hidden under another element (the fixed header), and
 * has a focus indicator with a contrast of at least 3:1 against the background around it (WCAG
 * 2.4.7, 2.4.11 and 1.4.11).
 */
function expectFocusShown(focus: FocusState): void {
  expect(focus.element, 'an element has focus').not.toBeNull();
  expect(focus.inViewport, `${focus.element} is on screen`).toBe(true);
  expect(
    focus.contrast,
    `the focus indicator of ${focus.element} contrasts 3:1 with its background`,
  ).toBeGreaterThanOrEqual(3);
  expect(focus.coveredBy, `${focus.element} is not hidden under another element`).toBeNull();
}

/** `element` has focus, and shows it (expectFocusShown). */
async function expectVisibleFocus(element: Locator): Promise<void> {
  const focus = await element.evaluate(focusState);
  expect(focus.isTarget, `${element} has focus, not ${focus.element}`).toBe(true);
  expectFocusShown(focus);
}

/** Presses Tab until `target` has focus, checking the focus indicator at every stop. */
async function tabTo(page: Page, target: Locator, maxStops: number): Promise<void> {
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const focus = await target.evaluate(focusState);
    expectFocusShown(focus);
    if (focus.isTarget) return;
  }
  throw new Error(`Tab did not reach ${target} in ${maxStops} stops`);
}

test.describe('keyboard focus', () => {
  test('the skip link comes first, shows itself and leads into the main content', async ({
    page,
  }) => {
    await page.goto('/pesan-tiket');
    await hydrateIslands(page);
    const skip = page.getByRole('link', { name: 'Langsung ke konten' });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expectVisibleFocus(skip);
    const box = (await skip.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#konten$/);
    await page.keyboard.press('Tab');
    expect(await page.locator('main :focus').count(), 'the next Tab stop is in <main>').toBe(1);
  });

  const walks = [
    '/',
    '/konsultasi-migran',
    '/blog',
    seededArticle,
    '/admin/create-article',
    '/halaman-yang-tidak-pernah-ada',
  ];
  for (const path of walks) {
    test(`Tab reaches every control of ${path} and each shows where focus is`, async ({ page }) => {
      await page.goto(path);
      await hydrateIslands(page);
      // The email link is the last control of every page.
      await tabTo(page, page.locator('footer a[href^="mailto:"]'), 120);
    });
  }

  test('Tab reaches every control of /admin and each shows where focus is', async ({ page }) => {
    await page.goto('/admin');
    await hydrateIslands(page);
    await expect(
      page.getByRole('list', { name: 'Daftar artikel' }).getByRole('listitem').first(),
    ).toBeVisible();
    // Three controls a row, twenty rows a page.
    await tabTo(page, page.locator('footer a[href^="mailto:"]'), 200);
  });

  test('Tab reaches every control of /admin/tim with the owner key, each showing focus', async ({
    page,
  }) => {
    await rememberKey(page);
    await page.goto('/admin/tim');
    await hydrateIslands(page);
    await expect(page.getByRole('table', { name: 'Tim Penulis' })).toBeVisible();
    // A 'Cabut Kunci' for each active key the run's tests made.
    await tabTo(page, page.locator('footer a[href^="mailto:"]'), 200);
  });

  test('Tab reaches every control of /admin/sinonim with the key, each showing focus', async ({
    page,
  }) => {
    await rememberKey(page);
    await page.goto('/admin/sinonim');
    await hydrateIslands(page);
    await expect(page.getByLabel('Daftar Sinonim', { exact: true })).toBeVisible();
    await tabTo(page, page.locator('footer a[href^="mailto:"]'), 120);
  });

  test('a lead form submitted by keyboard: the invalid field and the toast show focus', async ({
    page,
  }) => {
    await page.goto('/konsultasi-migran');
    await hydrateIslands(page);
    const form = await leadForm(page, 'consultation');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await tabTo(page, form.getByRole('button', { name: /WhatsApp/ }), 40);
    await page.keyboard.press('Enter');
    const toast = page.getByTestId('toast');
    await expect(toast).toBeVisible();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectVisibleFocus(form.locator('[aria-invalid="true"]').first());
    const close = toast.getByRole('button', { name: 'Tutup notifikasi' });
    await close.focus();
    await expectVisibleFocus(close);
    await page.keyboard.press('Enter');
    await expect(toast).toHaveCount(0);
  });

  test.describe('at 390x844', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the open mobile menu is walked by Tab, every stop showing focus', async ({ page }) => {
      await page.goto('/');
      await tabTo(page, menuButton(page), 5);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('navigation', { name: 'Navigasi seluler' });
      await expect(menu).toBeVisible();
      await tabTo(page, menu.getByRole('link', { name: 'Konsultasi Gratis' }), 15);
    });
  });
});

test.describe('reduced motion', () => {
  async function motion(page: Page) {
    await page.goto('/konsultasi-migran');
    const form = await leadForm(page, 'consultation');
    await form.getByRole('button', { name: /WhatsApp/ }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toBeVisible({ timeout: firstTapTimeout });
    return {
      scrollBehavior: await page.evaluate(
        () => getComputedStyle(document.documentElement).scrollBehavior,
      ),
      toast: await toast.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          animation: style.animationName,
          transition: style.transitionDuration.split(',').some((d) => parseFloat(d) > 0),
        };
      }),
    };
  }

  test('without a preference, scrolling is smooth and toasts slide in', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const { scrollBehavior, toast } = await motion(page);
    expect(scrollBehavior).toBe('smooth');
    expect(toast.animation).toBe('toast-in');
  });

  test('when reduced motion is asked for, nothing scrolls smoothly or animates', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { scrollBehavior, toast } = await motion(page);
    expect(scrollBehavior).toBe('auto');
    expect(toast).toEqual({ animation: 'none', transition: false });
  });
});
