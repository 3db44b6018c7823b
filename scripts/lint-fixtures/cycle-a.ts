// Half of a deliberate import cycle: the lint rules test proves scripts/check-cycles.ts finds it.
import { b } from './cycle-b.js';

export const a = (): number => b() + 1;
