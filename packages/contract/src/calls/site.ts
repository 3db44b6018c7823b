import { z } from 'zod';
import { defineCall } from '../registry.js';

/** Not in the spec: the web app reads the company's name, colours and logo at start. */
export const branding = defineCall({
  path: '/api/site/branding',
  summary: 'Company branding and sign-in options for the web app',
  access: 'anonymous',
  body: z.object({}),
  response: z.object({
    companyName: z.string(),
    programmeName: z.string(),
    pointsName: z.string(),
    primaryColour: z.string(),
    accentColour: z.string(),
    logoUrl: z.string(),
    ssoEnabled: z.boolean(),
  }),
});
