import { CONTRACT_TEXT_GROUPS, indexByEnglish, type MessageText } from '@portal/contract';
import { SERVER_TEXTS } from './server-texts.js';

/**
 * The descriptor whose en-GB wording is exactly this text, if any, among the contract's groups
 * and the server's own: a schema's message, `badRequest(MESSAGES.x)`, a `{ message }` answer.
 * Only messages without values are looked up: a filled-in message is thrown as its descriptor
 * and values instead.
 */
export const textOfEnglish: (text: string) => MessageText | undefined = indexByEnglish([
  ...CONTRACT_TEXT_GROUPS,
  ...SERVER_TEXTS,
]);
