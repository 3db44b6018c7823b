import type { MessageText } from '@portal/contract';
import { HTTP_TEXTS, LOGIN_TEXTS, OTP_TEXTS } from './texts/answers.js';
import { ECARD_TEXTS } from './texts/ecard.js';
import { MAIL_TEXTS, NOMINATION_TEXTS, VOUCHER_TEXTS } from './texts/mail.js';
import { NOTIFICATION_TEXTS } from './texts/notifications.js';

/** The server's own message groups (apps/server/src/i18n/locales), beside the contract's. */
export const SERVER_TEXTS: ReadonlyArray<Record<string, MessageText>> = [
  HTTP_TEXTS,
  LOGIN_TEXTS,
  OTP_TEXTS,
  ECARD_TEXTS,
  NOTIFICATION_TEXTS,
  MAIL_TEXTS,
  NOMINATION_TEXTS,
  VOUCHER_TEXTS,
];
