import type { MessageText } from '@portal/contract';

/** What single sign-on (the company's identity provider) and the intranet's transfer answer. */
export const SSO_TEXTS = {
  disabled: /*i18n*/ { id: 'sso.disabled', message: 'Single sign-on is not enabled.' },
  expired: /*i18n*/ {
    id: 'sso.expired',
    message: 'This sign-in has expired or was already used. Please sign in again.',
  },
  failed: /*i18n*/ {
    id: 'sso.failed',
    message: 'The company sign-in could not be completed. Please try again.',
  },
  noClaim: /*i18n*/ {
    id: 'sso.noClaim',
    message: 'Your company account did not say who you are. Please contact the programme team.',
  },
  unknown: /*i18n*/ {
    id: 'sso.unknown',
    message: 'Your company account is not linked to a member of the programme.',
  },
  notRegistered: /*i18n*/ {
    id: 'sso.notRegistered',
    message: 'You have not registered yet. Please register before logging in.',
  },
  leaver: /*i18n*/ { id: 'sso.leaver', message: 'Your membership of the programme has ended.' },
  transferDisabled: /*i18n*/ { id: 'sso.transferDisabled', message: 'Transfer sign-in is not enabled.' },
  transferInvalid: /*i18n*/ {
    id: 'sso.transferInvalid',
    message: 'The sign-in link is not valid. Please start again from the intranet.',
  },
  transferExpired: /*i18n*/ {
    id: 'sso.transferExpired',
    message: 'The sign-in link has expired. Please start again from the intranet.',
  },
  transferReused: /*i18n*/ {
    id: 'sso.transferReused',
    message: 'The sign-in link has already been used. Please start again from the intranet.',
  },
} as const satisfies Record<string, MessageText>;
