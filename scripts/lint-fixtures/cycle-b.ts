// The other half of the deliberate cycle (see cycle-a.ts).
import { a } from './cycle-a.js';

export const b = (): number => (a.length > 0 ? 0 : 1);
