export const SSO_MESSAGES = {
  disabled: 'Single sign-on is not enabled.',
  expired: 'This sign-in has expired or was already used. Please sign in again.',
  failed: 'The company sign-in could not be completed. Please try again.',
  noClaim: 'Your company account did not say who you are. Please contact the programme team.',
  unknown: 'Your company account is not linked to a member of the programme.',
  notRegistered: 'You have not registered yet. Please register before logging in.',
  leaver: 'Your membership of the programme has ended.',
  transferDisabled: 'Transfer sign-in is not enabled.',
  transferInvalid: 'The sign-in link is not valid. Please start again from the intranet.',
  transferExpired: 'The sign-in link has expired. Please start again from the intranet.',
  transferReused: 'The sign-in link has already been used. Please start again from the intranet.',
} as const;
