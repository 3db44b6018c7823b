import { english } from '@portal/contract';
import { OTP_TEXTS } from '../../i18n/index.js';

/** What the registration and forgot-password calls answer (en-GB; the error handler translates). */
export const OTP_MESSAGES = {
  unknownMember: OTP_TEXTS.unknownMember.message,
  alreadyRegistered: OTP_TEXTS.alreadyRegistered.message,
  emailMismatch: OTP_TEXTS.emailMismatch.message,
  wrongCode: OTP_TEXTS.wrongCode.message,
  expiredCode: OTP_TEXTS.expiredCode.message,
  tooManyAttempts: OTP_TEXTS.tooManyAttempts.message,
  tooManySends: OTP_TEXTS.tooManySends.message,
  smsText: (code: string, programme: string) => english(OTP_TEXTS.smsText, { code, programme }),
} as const;
