import { matchPath, useLocation } from 'react-router';
import type { NavEntry, NavTarget } from '../../lib/availability';

/** Whether an entry (or, for a group, any of its items) points at the current page. */
export function useIsActive(): (entry: NavEntry) => boolean {
  const { pathname } = useLocation();
  const matches = (target: NavTarget) =>
    'to' in target && matchPath({ path: target.to, end: target.to === '/' }, pathname) !== null;
  const isActive = (entry: NavEntry): boolean =>
    entry.kind === 'link' ? matches(entry.target) : entry.items.some(isActive);
  return isActive;
}
