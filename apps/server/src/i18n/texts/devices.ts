import type { MessageText } from '@portal/contract';

/** What registering a browser for push notifications answers. */
export const PUSH_TEXTS = {
  unavailable: /*i18n*/ {
    id: 'push.unavailable',
    message: 'Push notifications are not available on this portal',
  },
  unknownDevice: /*i18n*/ { id: 'push.unknownDevice', message: 'That device is not among yours' },
  otherMembersDevice: /*i18n*/ {
    id: 'push.otherMembersDevice',
    message:
      'This browser already receives another member’s notifications. They can remove it on their profile, under Notifications on your devices.',
  },
} as const satisfies Record<string, MessageText>;
