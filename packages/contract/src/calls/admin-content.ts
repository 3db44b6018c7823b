import { z } from 'zod';
import { defineCall } from '../registry.js';
import { NOM_CATS } from '../constants.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { ZDay, ZEmpty, ZRowId, zRequiredText, zText } from '../fields.js';
import { ADMIN_ACCESS } from './admin.js';
import { ADMIN_FIELD_TEXTS, FIELD_TEXTS } from '../field-texts.js';

/** Content pages, Get Involved campaigns and nomination help texts for the programme admin. */

const ZContentKey = zRequiredText(LIMITS.contentKey, MESSAGES.invalidContentKey)
  .regex(/^[\w-]+$/, MESSAGES.invalidContentKey)
  .transform((k) => k.toLowerCase());

export const ZAdminContentPage = z.object({
  contentKey: z.string(),
  title: z.string(),
  updatedAt: z.string(),
});
export const ZAdminContentPageFull = ZAdminContentPage.extend({ content: z.string() });
export type TAdminContentPage = z.infer<typeof ZAdminContentPage>;
export type TAdminContentPageFull = z.infer<typeof ZAdminContentPageFull>;

/** Most a page's HTML may be: far above any real page, far below the request limit. */
export const CONTENT_HTML_MAX = 200_000;

export const contentpages = defineCall({
  path: '/api/admin/contentpages',
  summary: 'Every content page (key, title, last change)',
  access: ADMIN_ACCESS,
  body: ZEmpty,
  response: z.object({ pages: z.array(ZAdminContentPage) }),
});

export const contentpageget = defineCall({
  path: '/api/admin/contentpageget',
  summary: 'One content page with its stored (sanitised) HTML',
  access: ADMIN_ACCESS,
  body: z.object({ contentKey: ZContentKey }),
  response: z.object({ page: ZAdminContentPageFull }),
  answers: [404],
});

export const contentpagesave = defineCall({
  path: '/api/admin/contentpagesave',
  summary:
    'Saves a content page (a new key adds one); the server sanitises the HTML and answers what it stored',
  access: ADMIN_ACCESS,
  body: z.object({
    contentKey: ZContentKey,
    title: zRequiredText(200),
    html: z.string().max(CONTENT_HTML_MAX, ADMIN_FIELD_TEXTS.pageTooLong.message),
  }),
  response: z.object({ page: ZAdminContentPageFull }),
});

export const ZAdminCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  colour: z.string(),
  openDate: z.string(),
  closeDate: z.string(),
});
export type TAdminCampaign = z.infer<typeof ZAdminCampaign>;

const ZColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, ADMIN_FIELD_TEXTS.colour.message);
const CAMPAIGN_FIELDS = {
  name: zRequiredText(80),
  description: zText(1000),
  colour: ZColour,
  openDate: ZDay,
  closeDate: ZDay,
};
const ORDERED_DATES = { message: FIELD_TEXTS.endBeforeStart.message, path: ['closeDate'] };

export const campaigns = defineCall({
  path: '/api/admin/campaigns',
  summary: 'Every Get Involved campaign, newest first',
  access: ADMIN_ACCESS,
  body: ZEmpty,
  response: z.object({ campaigns: z.array(ZAdminCampaign) }),
});

export const campaignadd = defineCall({
  path: '/api/admin/campaignadd',
  summary: 'Adds a Get Involved campaign (start and end days in company time, colour #rrggbb)',
  access: ADMIN_ACCESS,
  body: z
    .object({ ...CAMPAIGN_FIELDS, description: CAMPAIGN_FIELDS.description.default('') })
    .refine((c) => c.openDate <= c.closeDate, ORDERED_DATES),
  response: z.object({ campaign: ZAdminCampaign }),
});

export const campaignupdate = defineCall({
  path: '/api/admin/campaignupdate',
  summary: 'Changes some of a campaign’s fields; the end may still not be before the start',
  access: ADMIN_ACCESS,
  body: z
    .object({
      campaignId: ZRowId,
      name: CAMPAIGN_FIELDS.name.optional(),
      description: CAMPAIGN_FIELDS.description.optional(),
      colour: CAMPAIGN_FIELDS.colour.optional(),
      openDate: CAMPAIGN_FIELDS.openDate.optional(),
      closeDate: CAMPAIGN_FIELDS.closeDate.optional(),
    })
    .refine((c) => !c.openDate || !c.closeDate || c.openDate <= c.closeDate, ORDERED_DATES),
  response: z.object({ campaign: ZAdminCampaign }),
  answers: [404],
});
export type CampaignAddBody = z.output<typeof campaignadd.body>;
export type CampaignUpdateBody = z.output<typeof campaignupdate.body>;

export const nomcategories = defineCall({
  path: '/api/admin/nomcategories',
  summary: 'The nomination categories with the help text Nominate shows under each',
  access: ADMIN_ACCESS,
  body: ZEmpty,
  response: z.object({ categories: z.array(z.object({ nomCat: z.string(), helpText: z.string() })) }),
});

export const nomcathelp = defineCall({
  path: '/api/admin/nomcathelp',
  summary: 'Changes one nomination category’s help text',
  access: ADMIN_ACCESS,
  body: z.object({
    nomCat: z.enum(NOM_CATS, { message: FIELD_TEXTS.chooseCategory.message }),
    helpText: zRequiredText(LIMITS.nominationReason),
  }),
  response: z.object({ nomCat: z.string(), helpText: z.string() }),
});
