import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** With SCREENSHOT_DIR set, tests leave full-page screenshots there for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
