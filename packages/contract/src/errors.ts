import { z } from 'zod';
import type { MessageText } from './i18n/text.js';

/** Every error body the server sends. formErrors appears on 400s for invalid input. */
export const ZErrorResponse = z.object({
  message: z.string(),
  formErrors: z.record(z.string(), z.string()).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** The spec's fixed wording for role refusals (section 6), reused by server and web. */
export const ROLE_TEXTS = {
  manager: /*i18n*/ { id: 'role.manager', message: 'Only a manager may access this module.' },
  managerAlt: /*i18n*/ { id: 'role.managerAlt', message: 'Only Managers have access to this module' },
  authorised: /*i18n*/ {
    id: 'role.authorised',
    message: 'Only authoirised personel may access this module.',
  },
  adminReports: /*i18n*/ { id: 'role.adminReports', message: 'Module not implemented' },
  unauthenticated: /*i18n*/ {
    id: 'role.unauthenticated',
    message: 'Your session has ended. Please log in again.',
  },
  unexpected: /*i18n*/ { id: 'role.unexpected', message: 'An unexpected error occurred' },
  invalidInput: /*i18n*/ { id: 'role.invalidInput', message: 'Please correct the highlighted fields.' },
  notFound: /*i18n*/ { id: 'role.notFound', message: 'Not found' },
} as const satisfies Record<string, MessageText>;

/** The en-GB wording of ROLE_TEXTS. */
export const ROLE_MESSAGES = {
  manager: ROLE_TEXTS.manager.message,
  managerAlt: ROLE_TEXTS.managerAlt.message,
  authorised: ROLE_TEXTS.authorised.message,
  adminReports: ROLE_TEXTS.adminReports.message,
  unauthenticated: ROLE_TEXTS.unauthenticated.message,
  unexpected: ROLE_TEXTS.unexpected.message,
  invalidInput: ROLE_TEXTS.invalidInput.message,
  notFound: ROLE_TEXTS.notFound.message,
} as const;
