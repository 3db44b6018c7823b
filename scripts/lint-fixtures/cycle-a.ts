// Half of a deliberate import cycle: the lint rules test proves `import-x/no-cycle` refuses it.
import { b } from './cycle-b.js';

export const a = (): number => b() + 1;
