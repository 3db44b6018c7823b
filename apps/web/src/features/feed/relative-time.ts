import { madeOnFirstUse } from '../../lib/made-on-first-use';

/**
 * "just now", "5 min ago", "3 h ago", "2 d ago", then the date: short enough for a card on a
 * phone. The exact time goes in the element's title and its long-press tooltip.
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor((now.getTime() - then) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days} d ago`;
  return DATE().format(then);
}

// Made once, at first use: toLocale…String with options builds a formatter on every call, which
// on a phone is most of the cost of a card's time.
const DATE = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
);
const EXACT = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short' }),
);

export const exactTime = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : EXACT().format(at);
};
