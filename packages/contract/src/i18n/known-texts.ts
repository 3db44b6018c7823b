import { FEED_FIELD_TEXTS, FEED_TEXTS } from '../calls/feed.js';
import { ECARD_BANNER_TEXTS, ORDER_STATUS_TEXTS } from '../constants.js';
import { ROLE_TEXTS } from '../errors.js';
import { NOTIFICATION_KIND_TEXTS, REACTION_TEXTS } from '../feed-constants.js';
import { ADMIN_FIELD_TEXTS, FIELD_TEXTS } from '../field-texts.js';
import {
  COMMUNITY_TEXTS,
  MESSAGE_TEXTS,
  SECRETS_TEXTS,
  SELECT_MEMBERS_TEXTS,
  SHOP_TEXTS,
} from '../messages.js';
import { MESSAGE_LIMIT_TEXTS } from '../rules/message-limit.js';
import { SEND_QUOTA_FIELD_TEXTS, SEND_QUOTA_TEXTS } from '../send-quotas.js';
import { ZOD_TEXTS } from '../zod-messages.js';
import { english, type MessageText } from './text.js';

/**
 * Every group of the contract's fixed messages. A schema's own message reaches a form, and a
 * refusal reaches an answer, as its en-GB wording; these groups let either side find the
 * descriptor again and say it in the reader's language.
 */
export const CONTRACT_TEXT_GROUPS: ReadonlyArray<Readonly<Record<string, MessageText>>> = [
  ROLE_TEXTS,
  MESSAGE_TEXTS,
  SHOP_TEXTS,
  SELECT_MEMBERS_TEXTS,
  COMMUNITY_TEXTS,
  SECRETS_TEXTS,
  ZOD_TEXTS,
  FIELD_TEXTS,
  ORDER_STATUS_TEXTS,
  ECARD_BANNER_TEXTS,
  NOTIFICATION_KIND_TEXTS,
  REACTION_TEXTS,
  SEND_QUOTA_TEXTS,
  FEED_TEXTS,
  FEED_FIELD_TEXTS,
  ADMIN_FIELD_TEXTS,
  SEND_QUOTA_FIELD_TEXTS,
  MESSAGE_LIMIT_TEXTS,
];

/**
 * A lookup of descriptors by their exact en-GB wording, over `groups` (the first one listed
 * wins a shared wording). Messages without values are indexed by their wording; a descriptor
 * that comes with its values (a schema's limit kept in a constant: FEED_FIELD_TEXTS, SEND_QUOTA_FIELD_TEXTS, MESSAGE_LIMIT_TEXTS) by the
 * wording it is said with. Other filled-in messages travel as descriptor and values instead.
 */
export function indexByEnglish(
  groups: ReadonlyArray<Readonly<Record<string, MessageText>>>,
): (english: string) => MessageText | undefined {
  let byEnglish: Map<string, MessageText> | undefined;
  return (wording) => {
    if (!byEnglish) {
      byEnglish = new Map();
      for (const group of groups)
        for (const text of Object.values(group)) {
          const said = text.values ? english(text) : text.message.includes('{') ? undefined : text.message;
          if (said !== undefined && !byEnglish.has(said)) byEnglish.set(said, text);
        }
    }
    return byEnglish.get(wording);
  };
}
