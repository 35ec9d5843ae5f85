import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { site } from '../../../src/config/site';

/** The chat URL the site must open for `text`, built independently of the site's own code. */
export const expectedChatUrl = (text: string) =>
  `https://wa.me/${site.phone.international}?text=${encodeURIComponent(text)}`;

/** Resolves once the island whose component file is `name` has hydrated. */
export async function hydrated(page: Page, name: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="${name}"]`).first()).not.toHaveAttribute(
    'ssr',
    /.*/,
  );
}

/** A lead form, ready for input once its island has hydrated (it turns on `novalidate`). */
export async function leadForm(page: Page, id: string): Promise<Locator> {
  const form = page.locator(`form[data-form="${id}"]`);
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('novalidate', '');
  return form;
}

export const test = base.extend<{ pageErrors: string[] }>({
  context: async ({ context }, use) => {
    // The chat opens on wa.me; this machine has no internet and tests must not reach it anyway.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await use(context);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
