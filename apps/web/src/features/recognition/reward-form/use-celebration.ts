import { useEffect, useState } from 'react';
import { clearCelebration, readCelebration, type CelebrationScreen } from '../../../lib/celebration-link';

/**
 * The Celebrate With Us preselection, read once. Reading in the state initialiser and clearing
 * in an effect keeps it across React's development double render.
 */
export function useCelebration(screen: CelebrationScreen) {
  const [celebration] = useState(() => readCelebration(screen));
  useEffect(() => clearCelebration(), []);
  return celebration;
}
