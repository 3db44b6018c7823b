/**
 * The fill, in order. A feature that adds tables appends a step here (see types.ts FillStep):
 * it reads what earlier steps wrote from `ctx.world`, sizes itself from `ctx.size`
 * (recognitions, orders, nominations are already planned there) and writes with `ctx.bulk`.
 */
import { companyStep, ledgerStep, membersStep, sessionsStep } from './foundation.js';
import { recognitionsStep } from './recognitions.js';
import type { FillStep } from './types.js';

export const fillSteps: FillStep[] = [companyStep, membersStep, ledgerStep, sessionsStep, recognitionsStep];
