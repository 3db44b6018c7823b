import type { Config } from '../../config.js';
import { ecardMessage as cardMessage, type Ecard as CardFields } from '../../messaging/ecard.js';

/*
 * The e-card rendering moved down to messaging/ecard.ts (the birthday award sends cards too);
 * recognition keeps its own entry point, keyed by the recognition row.
 */
export type { EcardPerson } from '../../messaging/ecard.js';
export { bannerUrl, ecardHtml, ecardSms } from '../../messaging/ecard.js';

export type Ecard = Omit<CardFields, 'ref' | 'dedupeKey'> & { recognitionId: number };

export function ecardMessage(config: Config, { recognitionId, ...card }: Ecard) {
  return cardMessage(config, { ...card, ref: { type: 'recognition', id: String(recognitionId) }, dedupeKey: `ecard:${recognitionId}` });
}
