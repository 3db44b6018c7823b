import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ZProgrammeSettings, ZRecognitionValueLists } from '../settings.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { ZCelebrationRow, ZGetToKnowProfile } from '../entities/member.js';
import {
  ZAdvert,
  ZCountry,
  ZDivision,
  ZMemberListRow,
  ZMemberSummary,
  ZRecentRecognitionRow,
} from '../entities/site.js';
import { ZDivisionCode, ZEmail, ZEmpty, ZMemberId, ZOk, zAccepted, zRequiredText, zText } from '../fields.js';
import { FIELD_TEXTS } from '../field-texts.js';

/** Not in the spec: the web app reads the company's name, colours and logo at start. */
export const branding = defineCall({
  path: '/api/site/branding',
  summary: 'Company branding, sign-in options and the value lists for the web app (read at start)',
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
    /** The value lists in force (a programme setting): the reward forms offer these. */
    recognitionValues: ZRecognitionValueLists,
    /**
     * The caller's-language name of each value that has one (decision 059), keyed by the value as
     * the lists spell it: a form shows the name and sends the value; a value not here shows as it is.
     */
    valueNames: z.record(z.string(), z.string()),
    /** E-card banners in use, in order. */
    ecardBanners: ZProgrammeSettings.shape.ecardBanners,
  }),
});

export const getcontentdb = defineCall({
  path: '/api/site/getcontentdb',
  summary: 'A static page (about, terms, FAQ…) by content key',
  access: 'anonymous',
  body: z.object({
    contentKey: zRequiredText(LIMITS.contentKey, MESSAGES.invalidContentKey).regex(
      /^[\w-]+$/,
      MESSAGES.invalidContentKey,
    ),
    isCache: z.boolean().optional(),
  }),
  /** content is HTML from the database: the web sanitises it before display. */
  response: z.object({ content: z.string(), title: z.string() }),
  answers: [404],
});

export const ZContactForm = z.object({
  ContactName: zRequiredText(LIMITS.contactName),
  EmailAddress: ZEmail,
  Message: zRequiredText(LIMITS.contactMessage),
  AcceptTerms: zAccepted(FIELD_TEXTS.acceptTerms.message),
});

export const contactussend = defineCall({
  path: '/api/site/contactussend',
  summary: 'Send the contact form to the programme',
  access: 'anonymous',
  body: ZContactForm,
  response: ZOk,
  answers: [429],
});

export const getmemberlist = defineCall({
  path: '/api/site/getmemberlist',
  summary: 'Search members for the Select Members modal',
  access: ['member'],
  body: z.object({
    /** '' searches every division. */
    divisionCode: z.union([z.literal(''), ZDivisionCode]).default(''),
    search: zText(LIMITS.memberSearch).default(''),
    includeSelf: z.boolean().default(false),
  }),
  response: z.object({ memberList: z.array(ZMemberListRow) }),
});

export const getmemberget = defineCall({
  path: '/api/site/getmemberget',
  summary: 'One member’s name and number, to preselect them on a form',
  access: ['member'],
  body: z.object({ memberId: ZMemberId }),
  response: ZMemberSummary,
  answers: [404],
});

export const advertdata = defineCall({
  path: '/api/site/advertdata',
  summary: 'Adverts for the shop’s ad rotator',
  access: ['member'],
  body: ZEmpty,
  response: z.object({ advertData: z.array(ZAdvert), imageBase: z.string() }),
});

export const getrecentrecognition = defineCall({
  path: '/api/site/getrecentrecognition',
  summary: 'Recently recognised members',
  access: ['member'],
  body: ZEmpty,
  response: z.object({ report: z.array(ZRecentRecognitionRow) }),
});

export const getcelebrations = defineCall({
  path: '/api/site/getcelebrations',
  summary: 'Today’s birthdays and work anniversaries',
  access: ['member'],
  body: ZEmpty,
  response: z.object({ report: z.array(ZCelebrationRow) }),
});

/** Not in the spec's call list: /gettoknow loads its cards on demand through these two. */
export const gettoknowlist = defineCall({
  path: '/api/site/gettoknowlist',
  summary: 'Every member taking part in Get To Know',
  access: ['member'],
  body: ZEmpty,
  response: z.object({ members: z.array(ZGetToKnowProfile) }),
});

export const gettoknowget = defineCall({
  path: '/api/site/gettoknowget',
  summary: 'One Get To Know card (404 when the member does not take part)',
  access: ['member'],
  body: z.object({ memberId: ZMemberId }),
  response: z.object({ member: ZGetToKnowProfile }),
  answers: [404],
});

export const getdivisionlist = defineCall({
  path: '/api/site/getdivisionlist',
  summary: 'Countries and divisions',
  access: ['member'],
  body: ZEmpty,
  response: z.object({ countryList: z.array(ZCountry), divisionList: z.array(ZDivision) }),
});
