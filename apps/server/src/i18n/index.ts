export {
  LOCALES,
  SOURCE_LOCALE,
  directionOf,
  fromAcceptLanguage,
  supportedLocale,
  type Locale,
} from './locales.js';
export { translatorFor, type Translator } from './translator.js';
export { PEOPLE_ADMIN_FIELD_TEXTS, PEOPLE_ADMIN_TEXTS } from './texts/admin-people.js';
export { SHOP_ADMIN_FIELD_TEXTS, SHOP_ADMIN_TEXTS } from './texts/admin-shop.js';
export { BODY_TEXTS, COMMON_TEXTS, HTTP_TEXTS, LOGIN_TEXTS, OTP_TEXTS } from './texts/answers.js';
export { CONTENT_TEXTS } from './texts/content.js';
export { PUSH_TEXTS } from './texts/devices.js';
export { INTEGRATION_TEXTS, RESEAL_TEXTS } from './texts/integrations.js';
export { NOMINATION_ANSWER_TEXTS, NOMINATION_RESULT_TEXTS } from './texts/nominations.js';
export { CONTACT_TEXTS, FEED_QUOTA_TEXTS, QUOTA_TEXTS } from './texts/limits.js';
export { CARD_TEXTS } from './texts/payments.js';
export { ERASE_TEXTS } from './texts/people-data.js';
export { PICTURE_TEXTS } from './texts/pictures.js';
export { SSO_TEXTS } from './texts/sign-in.js';
export { ECARD_TEXTS } from './texts/ecard.js';
export { NOTIFICATION_TEXTS } from './texts/notifications.js';
export { INVITATION_TEXTS, MAIL_TEXTS, NOMINATION_TEXTS, VOUCHER_TEXTS } from './texts/mail.js';
export { memberLocale, memberTranslator } from './member-language.js';
export { textOfEnglish } from './known-texts.js';
