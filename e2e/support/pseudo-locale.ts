import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');

/** The pseudo-locale (apps/web/src/lib/i18n/pseudo.ts): accented, 35 % longer, in isolate marks. */
export const PSEUDO_LOCALE = 'en-XA';

/** Every PO file of a language: the web's shared and feature catalogues, and the contract's. */
function catalogueFiles(locale: string): string[] {
  const features = path.join(root, 'apps/web/src/features');
  return [
    path.join(root, 'apps/web/src/locales', `${locale}.po`),
    ...fs
      .readdirSync(features)
      .map((feature) => path.join(features, feature, 'locales', `${locale}.po`))
      .filter((file) => fs.existsSync(file)),
    path.join(root, 'packages/contract/src/locales', `${locale}.po`),
  ];
}

const unquote = (quoted: string): string => JSON.parse(quoted) as string;

/**
 * Data the demo company holds in English that reads like interface messages: the reward
 * programmes' names, recognition values, content pages' titles (programme data, translated by
 * the programme team, not the catalogues) and a transfer's description, kept as it was written
 * when the points moved.
 */
const PROGRAMME_DATA = new Set([
  'Simply Say',
  'Pay It Forward',
  'Thank You',
  'Happy Birthday',
  'Well Done',
  'Terms and Conditions',
  'How it Works',
  'Privacy Policy',
  'Recognition budget',
]);

/**
 * The English of every interface message without placeholders and of at least two words: a
 * screen in the pseudo-locale that shows one of them, exactly, shows text that went round the
 * catalogues (a data value never reads like a whole interface sentence).
 */
export function englishMessages(): string[] {
  const found = new Set<string>();
  for (const file of catalogueFiles('en-GB')) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^msgstr ("(?:[^"\\]|\\.)*")$/gm)) {
      const message = unquote(match[1]!).trim();
      if (message.includes('{') || message.includes('<') || !/\S+\s+\S+/.test(message)) continue;
      if (PROGRAMME_DATA.has(message)) continue;
      found.add(message);
    }
  }
  return [...found];
}

/** Visible text on the page (an element's own text, or a label attribute) that is one of `english`. */
export function englishOnPage(page: Page, english: readonly string[]): Promise<string[]> {
  return page.evaluate((messages) => {
    const known = new Set(messages);
    const found = new Set<string>();
    const visible = (el: Element) =>
      el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"], [inert], [data-programme-text]');
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!visible(el)) continue;
      const own = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      for (const text of [
        own,
        el.getAttribute('aria-label'),
        el.getAttribute('placeholder'),
        el.getAttribute('title'),
      ])
        if (text && known.has(text.trim())) found.add(text.trim());
    }
    return [...found].map((text) => `untranslated "${text.slice(0, 60)}"`);
  }, english);
}
