import { madeOnFirstUse } from './made-on-first-use';

// The first Intl formatter a page builds is slow (see made-on-first-use.ts): built when needed.
const points = madeOnFirstUse(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }));

export function formatPoints(value: number): string {
  return points().format(value);
}

/** Initials for an avatar placeholder or a logo monogram. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
