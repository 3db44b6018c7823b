import { insights } from '@portal/contract';
import type { Scope } from './scope.js';

/**
 * Small-group suppression: a figure about a group of fewer than INSIGHTS_MIN_GROUP people is
 * withheld (null, suppressed: true), except in a manager's view of their own direct team.
 */
export const tooFew = (scope: Scope, people: number) =>
  !scope.unsuppressed && people < insights.INSIGHTS_MIN_GROUP;

/** A share, or null when there is nobody to divide by. */
export const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Keeps `figures` when the group is large enough; otherwise every one of them is null. */
export function guarded<T extends Record<string, number | null>>(
  scope: Scope,
  people: number,
  figures: T,
): { [K in keyof T]: number | null } & { suppressed: boolean } {
  if (!tooFew(scope, people)) return { ...figures, suppressed: false };
  const hidden = Object.fromEntries(Object.keys(figures).map((k) => [k, null])) as { [K in keyof T]: null };
  return { ...hidden, suppressed: true };
}
