import { useSyncExternalStore } from 'react';

/** The theme's breakpoints (Mantine's defaults), as its `visibleFrom` and `hiddenFrom` use them. */
const BREAKPOINTS = { xs: '36em', sm: '48em', md: '62em' } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

const queries = new Map<Breakpoint, MediaQueryList>();
function query(bp: Breakpoint): MediaQueryList {
  let mq = queries.get(bp);
  if (!mq) {
    mq = window.matchMedia(`(min-width: ${BREAKPOINTS[bp]})`);
    queries.set(bp, mq);
  }
  return mq;
}

/**
 * Whether the window is at least this wide, known at the first render and followed as it
 * changes. For parts that only one size of screen shows: rendering them only there (instead of
 * rendering both and hiding one with CSS) spares a phone the desktop menu bar and its dropdowns,
 * which were a good part of the shell's first render.
 */
export function useMinWidth(bp: Breakpoint): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = query(bp);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => query(bp).matches,
  );
}
