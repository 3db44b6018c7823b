import { i18n } from '@lingui/core';
import { CONTRACT_TEXT_GROUPS, indexByEnglish, type MessageText } from '@portal/contract';

const descriptorOf = indexByEnglish(CONTRACT_TEXT_GROUPS);
/** Lingui's lookup under another name: its extractor would take a call with a variable id for a broken message. */
const translate = i18n._.bind(i18n);

/**
 * A contract message (a refusal or label the server says too) in the language shown. The
 * contract's catalogue is loaded with the shared one (languages/*.ts), so this is the same
 * wording the server would send.
 */
export function sayText(text: MessageText, values: MessageText['values'] = text.values): string {
  return translate({ id: text.id, message: text.message, values });
}

/**
 * The contract's en-GB wording of a message in the language shown: what a shared rule or a
 * schema's own message returns reaches the screen through here. A text the contract does not
 * word (a server answer, already in the reader's language) comes back as it is.
 */
export function sayEnglish(english: string): string {
  const text = descriptorOf(english);
  return text ? sayText(text) : english;
}
