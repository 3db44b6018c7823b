/** What the registration and forgot-password calls answer. */
export const OTP_MESSAGES = {
  unknownMember: 'We could not find that member number. Please check it and try again.',
  alreadyRegistered: 'This member number is already registered. Please log in, or use Forgot password.',
  emailMismatch: 'The e-mail address does not match the one we hold for this member number.',
  wrongCode: 'The code is incorrect. Please check the SMS and try again.',
  expiredCode: 'This code has expired or has already been used. Please request a new code.',
  tooManyAttempts: 'Too many incorrect codes. Please request a new code.',
  tooManySends: 'Too many codes requested. Please wait a few minutes and try again.',
  smsText: (code: string, programme: string) =>
    `Your ${programme} verification code is ${code}. It expires in 10 minutes. Do not share it.`,
} as const;
