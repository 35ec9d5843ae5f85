import { expect, firstTapTimeout, leadForm, test } from './support/fixtures';

async function raiseToast(page: import('@playwright/test').Page) {
  await page.goto('/konsultasi-migran');
  const form = await leadForm(page, 'consultation');
  await form.getByRole('button', { name: /WhatsApp/ }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible({ timeout: firstTapTimeout });
  // Measured mid slide-in, a drag would start off to the side of where the toast comes to rest.
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  return toast;
}

test('a toast closes with its close button', async ({ page }) => {
  const toast = await raiseToast(page);
  await toast.getByRole('button', { name: 'Tutup notifikasi' }).click();
  await expect(toast).toHaveCount(0);
});

test('a toast dragged past 50 px is dismissed; a shorter drag snaps back', async ({ page }) => {
  const toast = await raiseToast(page);
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 20;

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toBeVisible();

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 80, y, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});

test('only one toast is shown at a time, and it goes by itself', async ({ page }) => {
  const toast = await raiseToast(page);
  await page
    .locator('form[data-form="consultation"]')
    .getByRole('button', { name: /WhatsApp/ })
    .click();
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(toast).toHaveCount(0, { timeout: 8000 });
});

test('a toast stays while focus is in it and goes once focus leaves', async ({ page }) => {
  const toast = await raiseToast(page);
  const close = toast.getByRole('button', { name: 'Tutup notifikasi' });
  await close.focus();
  await page.waitForTimeout(6000);
  await expect(toast).toBeVisible();
  await close.blur();
  await expect(toast).toHaveCount(0, { timeout: 6000 });
});
