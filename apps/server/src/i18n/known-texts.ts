import {
  COMMUNITY_TEXTS,
  FIELD_TEXTS,
  MESSAGE_TEXTS,
  ROLE_TEXTS,
  SELECT_MEMBERS_TEXTS,
  SHOP_TEXTS,
  ZOD_TEXTS,
  type MessageText,
} from '@portal/contract';
import { SERVER_TEXTS } from './server-texts.js';

/**
 * Every group of fixed messages whose en-GB wording may reach the error handler or an answer
 * as a plain string: a schema's own message, `badRequest(MESSAGES.x)`, a `{ message }` answer.
 */
const GROUPS: ReadonlyArray<Record<string, MessageText>> = [
  ROLE_TEXTS,
  MESSAGE_TEXTS,
  SHOP_TEXTS,
  SELECT_MEMBERS_TEXTS,
  COMMUNITY_TEXTS,
  ZOD_TEXTS,
  FIELD_TEXTS,
  ...SERVER_TEXTS,
];

let byEnglish: Map<string, MessageText> | undefined;

/**
 * The descriptor whose en-GB wording is exactly this text, if any. Only messages without
 * values are looked up: a filled-in message is thrown as its descriptor and values instead.
 */
export function textOfEnglish(text: string): MessageText | undefined {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const group of GROUPS)
      for (const t of Object.values(group))
        if (!t.message.includes('{') && !byEnglish.has(t.message)) byEnglish.set(t.message, t);
  }
  return byEnglish.get(text);
}
