import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The header's menu buttons are `<summary>` elements, so they open with no script. Chromium hands
 * a summary to screen readers as a button with its expanded state (its own role name for it is
 * DisclosureTriangle), but Playwright's getByRole does not count one as a button
 * (microsoft/playwright#26354): these find them, and ask Chromium what a screen reader is told.
 */

/** The mobile menu's button ('Buka menu', then 'Tutup menu'). */
export const menuButton = (page: Page): Locator =>
  page.locator('details:has(> nav[aria-label="Navigasi seluler"]) > summary');

/** The desktop 'Layanan' dropdown's button. */
export const layananButton = (page: Page): Locator =>
  page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .locator('summary', { hasText: 'Layanan' });

/** The controls Chromium's accessibility tree names `name`, by role and expanded state. */
async function announced(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: name,
    });
    return nodes
      .filter((node) => !node.ignored && node.role?.value !== 'StaticText')
      .map((node) => ({
        role: node.role?.value,
        expanded: node.properties?.find((property) => property.name === 'expanded')?.value.value,
      }));
  } finally {
    await cdp.detach();
  }
}

/** Waits until a screen reader finds one button named `name`, in the state `expanded`. */
export async function expectMenuButton(page: Page, name: string, expanded: boolean) {
  await expect
    .poll(() => announced(page, name), { message: `a screen reader hears '${name}'` })
    .toEqual([{ role: 'DisclosureTriangle', expanded }]);
}
