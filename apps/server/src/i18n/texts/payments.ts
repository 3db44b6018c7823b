import type { MessageText } from '@portal/contract';

/** What paying the rest of an order by card answers. */
export const CARD_TEXTS = {
  belowMinimum: /*i18n*/ {
    id: 'card.belowMinimum',
    message:
      'The card part of an order must be at least {minimum}: add something to the basket or remove something from it.',
  },
  unavailable: /*i18n*/ {
    id: 'card.unavailable',
    message: 'Paying by card is not available for your country.',
  },
  notNeeded: /*i18n*/ {
    id: 'card.notNeeded',
    message: 'You have enough points for this order: place it with your points.',
  },
  providerDown: /*i18n*/ {
    id: 'card.providerDown',
    message:
      'The card payment service could not be reached. Your points have not been used; please try again.',
  },
} as const satisfies Record<string, MessageText>;
