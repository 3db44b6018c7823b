import { z } from 'zod';

/** Every error body the server sends. formErrors appears on 400s for invalid input. */
export const ZErrorResponse = z.object({
  message: z.string(),
  formErrors: z.record(z.string(), z.string()).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** The spec's fixed wording for role refusals (section 6), reused by server and web. */
export const ROLE_MESSAGES = {
  manager: 'Only a manager may access this module.',
  managerAlt: 'Only Managers have access to this module',
  authorised: 'Only authoirised personel may access this module.',
  adminReports: 'Module not implemented',
  unauthenticated: 'Your session has ended. Please log in again.',
  unexpected: 'An unexpected error occurred',
  invalidInput: 'Please correct the highlighted fields.',
  notFound: 'Not found',
} as const;
