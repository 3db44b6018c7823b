import type { MessageText } from '@portal/contract';

/**
 * An e-card's e-mail and SMS. `{value}` is the programme's value (the card's name) and the
 * names and the sender's message are people's own words: they are never translated. English
 * chooses "a" or "an" by the value's first letter (`article`); other languages ignore it.
 */
export const ECARD_TEXTS = {
  subject: /*i18n*/ {
    id: 'ecard.subject',
    message: '{from} sent you {article, select, an {an} other {a}} {value} e-card',
  },
  sentYou: /*i18n*/ {
    id: 'ecard.sentYou',
    message: '{from} sent you {article, select, an {an} other {a}} {value} e-card.',
  },
  pointsAdded: /*i18n*/ {
    id: 'ecard.pointsAdded',
    message: '{points} {pointsName} have been added to your account.',
  },
  linkAt: /*i18n*/ { id: 'ecard.linkAt', message: '{label} at {url}' },
  seeYourRecognitionAt: /*i18n*/ {
    id: 'ecard.seeYourRecognitionAt',
    message: 'See your recognition at {url}',
  },
  seeMyRecognition: /*i18n*/ { id: 'ecard.seeMyRecognition', message: 'See my recognition' },
  seeMyStatement: /*i18n*/ { id: 'ecard.seeMyStatement', message: 'See my statement' },
  smsWithPoints: /*i18n*/ {
    id: 'ecard.smsWithPoints',
    message: '{from} sent you "{value}" with {points} {pointsName}.',
  },
  sms: /*i18n*/ { id: 'ecard.sms', message: '{from} sent you "{value}".' },
  birthdayMessage: /*i18n*/ {
    id: 'ecard.birthdayMessage',
    message: 'Wishing you a very happy birthday from everyone at {company}!',
  },
} as const satisfies Record<string, MessageText>;
