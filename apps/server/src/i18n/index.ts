export {
  LOCALES,
  SOURCE_LOCALE,
  directionOf,
  fromAcceptLanguage,
  supportedLocale,
  type Locale,
} from './locales.js';
export { translatorFor, type Translator } from './translator.js';
export { HTTP_TEXTS, LOGIN_TEXTS, OTP_TEXTS } from './texts/answers.js';
export { ECARD_TEXTS } from './texts/ecard.js';
export { NOTIFICATION_TEXTS } from './texts/notifications.js';
export { MAIL_TEXTS, NOMINATION_TEXTS, VOUCHER_TEXTS } from './texts/mail.js';
export { memberLocale, memberTranslator } from './member-language.js';
export { textOfEnglish } from './known-texts.js';
