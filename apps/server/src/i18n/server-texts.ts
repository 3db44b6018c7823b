import type { MessageText } from '@portal/contract';
import { PEOPLE_ADMIN_FIELD_TEXTS, PEOPLE_ADMIN_TEXTS } from './texts/admin-people.js';
import { SHOP_ADMIN_FIELD_TEXTS, SHOP_ADMIN_TEXTS } from './texts/admin-shop.js';
import { BODY_TEXTS, COMMON_TEXTS, HTTP_TEXTS, LOGIN_TEXTS, OTP_TEXTS } from './texts/answers.js';
import { CONTENT_TEXTS } from './texts/content.js';
import { PUSH_TEXTS } from './texts/devices.js';
import { ECARD_TEXTS } from './texts/ecard.js';
import { INTEGRATION_TEXTS, RESEAL_TEXTS } from './texts/integrations.js';
import { CONTACT_TEXTS, FEED_QUOTA_TEXTS, QUOTA_TEXTS } from './texts/limits.js';
import { INVITATION_TEXTS, MAIL_TEXTS, NOMINATION_TEXTS, VOUCHER_TEXTS } from './texts/mail.js';
import { NOMINATION_ANSWER_TEXTS, NOMINATION_RESULT_TEXTS } from './texts/nominations.js';
import { NOTIFICATION_TEXTS } from './texts/notifications.js';
import { CARD_TEXTS } from './texts/payments.js';
import { ERASE_TEXTS } from './texts/people-data.js';
import { PICTURE_TEXTS } from './texts/pictures.js';
import { SSO_TEXTS } from './texts/sign-in.js';

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
  INVITATION_TEXTS,
  BODY_TEXTS,
  QUOTA_TEXTS,
  FEED_QUOTA_TEXTS,
  CONTACT_TEXTS,
  PICTURE_TEXTS,
  CARD_TEXTS,
  SSO_TEXTS,
  PUSH_TEXTS,
  CONTENT_TEXTS,
  ERASE_TEXTS,
  RESEAL_TEXTS,
  COMMON_TEXTS,
  SHOP_ADMIN_TEXTS,
  SHOP_ADMIN_FIELD_TEXTS,
  PEOPLE_ADMIN_TEXTS,
  PEOPLE_ADMIN_FIELD_TEXTS,
  NOMINATION_ANSWER_TEXTS,
  NOMINATION_RESULT_TEXTS,
  INTEGRATION_TEXTS,
];
