import path from 'node:path';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

/** With SCREENSHOT_DIR set, a screenshot of what the viewport shows (not the whole long feed). */
export async function snapViewport(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** The first card of the full feed whose message is shown (so it takes reactions and comments). */
export async function firstOpenCard(page: Page) {
  await page.goto('/recentrecognition');
  await page.getByRole('heading', { level: 1, name: 'Recent recognition' }).waitFor();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Clap:/ }) })
    .first();
  await card.waitFor();
  return card;
}

/** Accepts the cookie banner so it does not cover the cards in screenshots. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
}
