import type { MessageText } from '@portal/contract';

/** What erasing a member's personal data (the right to erasure) answers. */
export const ERASE_TEXTS = {
  active: /*i18n*/ {
    id: 'erase.active',
    message: 'This member is still active. Mark them as a leaver first, or force the erasure and say why.',
  },
  self: /*i18n*/ { id: 'erase.self', message: 'You cannot erase yourself.' },
  already: /*i18n*/ { id: 'erase.already', message: 'This member’s data has already been erased.' },
  changed: /*i18n*/ { id: 'erase.changed', message: 'The member was changed while being erased; try again.' },
} as const satisfies Record<string, MessageText>;
