import type { ReactNode } from 'react';
import { useRevealedCount } from './use-revealed-count';

/**
 * Renders its children `tasks` tasks after its own first render, and only itself renders again
 * meanwhile: a part of a screen that is under the fold on a phone (or fixed to its bottom) then
 * stays out of the long task that renders the rest.
 */
export function Later({ tasks = 1, children }: { tasks?: number; children: ReactNode }) {
  return useRevealedCount(tasks, 0) >= tasks ? children : null;
}
