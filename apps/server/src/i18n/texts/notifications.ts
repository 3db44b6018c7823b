import type { MessageText } from '@portal/contract';

/** The titles of in-app notifications and of the e-mails and pushes that carry them. */
export const NOTIFICATION_TEXTS = {
  recognised: /*i18n*/ { id: 'notification.recognised', message: '{sender} recognised you for {reason}' },
  birthday: /*i18n*/ { id: 'notification.birthday', message: 'Happy birthday from everyone at {company}!' },
  orderDispatched: /*i18n*/ {
    id: 'notification.orderDispatched',
    message: 'Your order {orderNum} was dispatched',
  },
  nominationReviewed: /*i18n*/ {
    id: 'notification.nominationReviewed',
    message: 'Your nomination for {category} was reviewed',
  },
  openInPortal: /*i18n*/ { id: 'notification.openInPortal', message: 'Open it in the portal' },
} as const satisfies Record<string, MessageText>;
