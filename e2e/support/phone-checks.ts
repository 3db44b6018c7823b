import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { runAxe } from './axe.js';

const root = path.resolve(import.meta.dirname, '../..');

/** WCAG 2.2 AA as axe tags it; target-size (24 px) is among the wcag22aa rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The smallest comfortable tap target on a phone (Apple's and WCAG 2.5.5's 44 px). */
export const MIN_TAP = 44;

/**
 * The app's addresses, read from its route table and the admin area's section table, so a
 * screen added there is walked without editing the suite.
 */
export function appRoutePaths(): { member: string[]; anonymous: string[]; admin: string[] } {
  const routes = fs.readFileSync(path.join(root, 'apps/web/src/app/routes.tsx'), 'utf8');
  const member: string[] = [];
  const anonymous: string[] = [];
  for (const match of routes.matchAll(/path:\s*'([^']+)',\s*access:\s*'(member|anonymous)'/g)) {
    (match[2] === 'anonymous' ? anonymous : member).push(match[1]!);
  }
  const sections = fs.readFileSync(path.join(root, 'apps/web/src/features/admin/admin-sections.tsx'), 'utf8');
  const admin = [...sections.matchAll(/^\s*path:\s*'([^']*)'/gm)].map((m) =>
    `/admin/${m[1]}`.replace(/\/$/, ''),
  );
  return { member, anonymous, admin };
}

/**
 * Waits until the screen has loaded: no request under way (after a navigation), no spinner, no
 * running animation.
 */
export async function settle(page: Page, { network = true } = {}): Promise<void> {
  if (network) await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      document.querySelector('main[aria-busy="true"]') === null &&
      Array.from(document.querySelectorAll('main .mantine-Loader-root')).every(
        (el) => (el as HTMLElement).offsetParent === null,
      ) &&
      document.getAnimations().every((a) => a.playState !== 'running'),
    undefined,
    { timeout: 15_000 },
  );
}

/** Sideways scrolling: of the page, or inside any table (or the box a table scrolls in). */
export function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1)
      found.push(`page is ${doc.scrollWidth} px wide in ${doc.clientWidth}`);
    for (const table of Array.from(document.querySelectorAll('table'))) {
      if ((table as HTMLElement).offsetParent === null) continue;
      for (let el: HTMLElement | null = table; el && el !== document.body; el = el.parentElement) {
        const { overflowX } = getComputedStyle(el);
        const scrolls = overflowX === 'auto' || overflowX === 'scroll';
        if ((scrolls || el === table) && el.scrollWidth > el.clientWidth + 1) {
          const name =
            table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? 'table';
          found.push(`${name} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth})`);
          break;
        }
      }
    }
    return found;
  });
}

/**
 * Controls smaller than `min` px in either direction. A link or button inside running text is exempt, as
 * WCAG exempts it (its size is the sentence's), and so is a radio or checkbox whose label is the
 * target. Off-screen and hidden elements are not targets.
 */
export function smallTapTargets(page: Page, min = MIN_TAP): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=tab]',
      '[role=radio]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=menuitem]',
      '[role=link]',
    ].join(',');
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert]')) continue;
      let rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= 0 || rect.bottom <= 0) continue;
      if (el.matches('input[type=checkbox], input[type=radio]') || style.opacity === '0') {
        const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        const box = el.closest('.mantine-Checkbox-root, .mantine-Radio-root, .mantine-Switch-root, label');
        const target = box ?? label;
        if (target) rect = target.getBoundingClientRect();
      }
      // A field's visible box (with its border) is the target, not the bare input inside it.
      const box = el.tagName === 'INPUT' ? el.parentElement?.closest('.mantine-Input-input') : null;
      if (box) rect = box.getBoundingClientRect();
      if (style.display === 'inline' || (el.tagName === 'BUTTON' && style.display === 'inline-block')) {
        const block = el.parentElement;
        const text = block?.textContent?.trim() ?? '';
        if (block && text.length > (el.textContent?.trim().length ?? 0)) continue;
      }
      if (rect.width + 0.5 >= minimum && rect.height + 0.5 >= minimum) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim();
      small.push(
        `${el.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(rect.width)}x${Math.round(rect.height)}`,
      );
    }
    return small;
  }, min);
}

/**
 * Text cut short in a button, a link styled as one, or a badge ("Add to baske", "Comp…"): a
 * box inside one that holds text of its own and clips it sideways (overflow hidden or clip, with
 * or without an ellipsis) while the text is wider than the box. Hidden elements are not read.
 */
export function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role=button], a[href], .mantine-Badge-root, .mantine-Pill-root',
    );
    for (const control of Array.from(controls)) {
      if (control.getClientRects().length === 0 || control.closest('[aria-hidden="true"], [inert]')) continue;
      for (const box of [control, ...Array.from(control.querySelectorAll<HTMLElement>('*'))]) {
        const ownText = Array.from(box.childNodes).some(
          (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
        );
        if (!ownText) continue;
        const style = getComputedStyle(box);
        const clips =
          style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
        if (!clips || style.visibility === 'hidden') continue;
        if (box.scrollWidth <= box.clientWidth + 1) continue;
        const text = (box.textContent ?? '').trim().replace(/\s+/g, ' ');
        found.push(`cut text "${text.slice(0, 40)}" (${box.scrollWidth} px in ${box.clientWidth})`);
      }
    }
    return found;
  });
}

/** Every axe violation of the WCAG 2.2 AA rules, whatever its impact. */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await runAxe(page, WCAG_TAGS)).map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .map((n) => n.target)
        .slice(0, 3)
        .join(', ')}`,
  );
}
