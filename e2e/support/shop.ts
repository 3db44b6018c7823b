import type { Page } from 'playwright-core';

/** Below 600 px the shop draws its phone layout (category chips, report cards). */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 600;

/**
 * Opens a category as a member would: the chips on a phone (top level, then sub-category),
 * the accordion one level at a time on a wide screen.
 */
export async function openCategory(page: Page, [top, sub, leaf]: [string, string, string]): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Categories' });
  if (isPhone(page)) {
    await nav.getByRole('button', { name: top, exact: true }).click();
    const chip = nav.getByRole('button', { name: leaf, exact: true });
    if ((await chip.getAttribute('aria-pressed')) !== 'true') await chip.click();
  } else {
    for (const name of [top, sub]) {
      const control = nav.getByRole('button', { name, exact: true });
      if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
    }
    await nav.getByRole('button', { name: leaf, exact: true }).click();
  }
  await page.getByRole('heading', { level: 2, name: leaf }).waitFor();
}
