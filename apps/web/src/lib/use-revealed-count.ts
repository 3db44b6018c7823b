import { useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render now: `first` at once, then one more in each
 * following task. A phone renders a page of cards as several short tasks instead of one long
 * one, so a tap made meanwhile is answered between two cards rather than after all of them.
 * Items beyond `first` are below the fold on a phone, so nobody sees them arrive.
 */
export function useRevealedCount(total: number, first: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((n) => n + 1), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
