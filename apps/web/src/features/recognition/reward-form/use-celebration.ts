import { useEffect, useState } from 'react';
import { clearCelebration, readCelebration, type CelebrationScreen } from '../../../lib/celebration-link';

/**
 * The Celebrate With Us preselection, read once (none for a screen the links do not open). Reading in the state initialiser and clearing
 * in an effect keeps it across React's development double render.
 */
export function useCelebration(screen: CelebrationScreen | null) {
  const [celebration] = useState(() => (screen ? readCelebration(screen) : null));
  useEffect(() => clearCelebration(), []);
  return celebration;
}
