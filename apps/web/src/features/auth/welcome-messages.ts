import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * Welcome's words, shared by the page the build prerenders per language (welcome-page.ts, made
 * in Node without the macro) and the React Welcome. Explicit ids, marked for extraction by the
 * `i18n` comment, so the build can look them up in the compiled catalogues.
 */
export const WELCOME = {
  skip: /*i18n*/ { id: 'welcome.skip', message: 'Skip to content' },
  contactUs: /*i18n*/ { id: 'welcome.contactUs', message: 'Contact Us' },
  logIn: /*i18n*/ { id: 'welcome.logIn', message: 'Log In' },
  mainNav: /*i18n*/ { id: 'welcome.mainNav', message: 'Main' },
  brandHome: /*i18n*/ { id: 'welcome.brandHome', message: '{name} home' },
  lead: /*i18n*/ {
    id: 'welcome.lead',
    message:
      'Welcome! This is where we celebrate the people who make beauty happen. Thank a colleague, cheer a team win and treat yourself with the {pointsName} you earn.',
  },
  signInTitle: /*i18n*/ { id: 'welcome.signInTitle', message: 'Sign in' },
  signInHint: /*i18n*/ { id: 'welcome.signInHint', message: 'Use your member number and password.' },
  noScript: /*i18n*/ {
    id: 'welcome.noScript',
    message: 'JavaScript is turned off in this browser: the portal needs it to sign you in.',
  },
  jsNeeded: /*i18n*/ {
    id: 'welcome.jsNeeded',
    message: "Signing in needs JavaScript. Please turn it on in your browser's settings, then sign in again.",
  },
  pleaseNote: /*i18n*/ { id: 'welcome.pleaseNote', message: 'Please note:' },
  memberNumber: /*i18n*/ { id: 'welcome.memberNumber', message: 'Member number' },
  password: /*i18n*/ { id: 'welcome.password', message: 'Password' },
  signIn: /*i18n*/ { id: 'welcome.signIn', message: 'Sign in' },
  register: /*i18n*/ { id: 'welcome.register', message: 'Register' },
  forgotPassword: /*i18n*/ { id: 'welcome.forgotPassword', message: 'Forgot password?' },
  or: /*i18n*/ { id: 'welcome.or', message: 'or' },
  sso: /*i18n*/ { id: 'welcome.sso', message: 'Sign in with company account' },
  howItWorks: /*i18n*/ { id: 'welcome.howItWorks', message: 'How it works' },
  stepNumber: /*i18n*/ { id: 'welcome.stepNumber', message: 'STEP {number}' },
  recognise: /*i18n*/ { id: 'welcome.recognise', message: 'Recognise' },
  recogniseText: /*i18n*/ {
    id: 'welcome.recogniseText',
    message: 'Send an e-card to say thank you, or nominate a colleague who lives our values.',
  },
  earn: /*i18n*/ { id: 'welcome.earn', message: 'Earn' },
  earnText: /*i18n*/ {
    id: 'welcome.earnText',
    message: 'Great work is rewarded in {pointsName}, straight to your account.',
  },
  redeem: /*i18n*/ { id: 'welcome.redeem', message: 'Redeem' },
  redeemText: /*i18n*/ {
    id: 'welcome.redeemText',
    message: 'Spend your {pointsName} in the rewards shop on treats you choose.',
  },
  cookiePreferences: /*i18n*/ { id: 'welcome.cookiePreferences', message: 'Cookie Preferences' },
  privacyPolicy: /*i18n*/ { id: 'welcome.privacyPolicy', message: 'Privacy Policy' },
  disclaimer: /*i18n*/ { id: 'welcome.disclaimer', message: 'Disclaimer' },
  cookieConsent: /*i18n*/ { id: 'welcome.cookieConsent', message: 'Cookie consent' },
  cookieText: /*i18n*/ {
    id: 'welcome.cookieText',
    message:
      'We use cookies that are needed for the portal to work, and optional ones to remember your preferences. You can change your choice at any time under Cookie Preferences.',
  },
  preferences: /*i18n*/ { id: 'welcome.preferences', message: 'Preferences' },
  accept: /*i18n*/ { id: 'welcome.accept', message: 'Accept' },
  language: /*i18n*/ { id: 'welcome.language', message: 'Language' },
  // What the sign-in island says (it reads these from the page: no catalogue on Welcome's first load).
  title: /*i18n*/ { id: 'welcome.title', message: 'Welcome' },
  titleBranded: /*i18n*/ { id: 'welcome.titleBranded', message: 'Welcome · {programmeName}' },
  unexpected: /*i18n*/ { id: 'welcome.unexpected', message: 'An unexpected error ({status}) has occurred' },
  enterMemberNumber: /*i18n*/ { id: 'welcome.enterMemberNumber', message: 'Enter your member number' },
  enterPassword: /*i18n*/ { id: 'welcome.enterPassword', message: 'Enter your password' },
  unreachable: /*i18n*/ {
    id: 'welcome.unreachable',
    message: 'The portal could not be reached. Check your connection and try again.',
  },
} satisfies Record<string, MessageDescriptor>;

/**
 * One of these in `i18n`'s language. By id (not a spread descriptor, which Lingui's extractor
 * cannot read); the English goes along for a catalogue that lacks it.
 */
export function welcomeText(
  i18n: I18n,
  message: MessageDescriptor,
  values?: Record<string, unknown>,
): string {
  return i18n._(message.id, values, { message: message.message });
}
