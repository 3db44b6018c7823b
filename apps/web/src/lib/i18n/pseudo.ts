import type { Messages } from '@lingui/core';

/**
 * The pseudo-locale's last touch. Lingui accents the English at compile time; here each message
 * grows by 35 % (the room German or Polish needs, in words that can wrap) and is wrapped in first-strong isolate marks,
 * so a browser walk finds text cut short, text outside the catalogues (no marks, no accents)
 * and sentences glued together from pieces (marks in the middle).
 */
const GROWTH = 0.35;
const FSI = '\u2068';
const PDI = '\u2069';

type Compiled = Messages[string];

/**
 * The visible text of a compiled message: its strings, and for a placeholder (`[name, type,
 * branches]`) the longest of its plural or select branches; a placeholder's name is no text.
 */
function textLength(message: unknown): number {
  if (typeof message === 'string') return message.length;
  if (!Array.isArray(message)) return 0;
  return message.reduce((sum: number, part: unknown) => {
    if (typeof part === 'string') return sum + part.length;
    const branches: unknown = Array.isArray(part) ? part[2] : undefined;
    if (!branches || typeof branches !== 'object') return sum;
    return sum + Math.max(0, ...Object.values(branches).map(textLength));
  }, 0);
}

/**
 * The extra length as words of at most eight characters, as a long language's words are: one
 * unbreakable run would be a word no language has, and would overflow where German wraps.
 */
function paddingFor(length: number): string {
  const words: string[] = [];
  for (let left = length; left > 0; left -= WORD) words.push('~'.repeat(Math.min(WORD, left)));
  return ' ' + words.join(' ');
}
const WORD = 8;

export function pseudoMessage(message: Compiled): Compiled {
  const padding = paddingFor(Math.ceil(textLength(message) * GROWTH));
  const parts = typeof message === 'string' ? [message] : message;
  return [FSI, ...parts, padding, PDI] as Compiled;
}

export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message)]));
}
