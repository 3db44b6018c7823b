import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** No serious or critical axe violation on the screen as it stands. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // A modal still fading in has translucent colours, which axe would measure as poor contrast.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        // Each node with the start of its HTML: a bare selector such as `:root` does not say
        // which attribute axe objected to, or in which frame.
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(bad, `accessibility of ${screen}`).toEqual([]);
}
