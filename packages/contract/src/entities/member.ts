import { z } from 'zod';
import { ZLanguageChoice, ZLanguageTag } from '../languages.js';

/** A day or month of birth as a two-digit string, or empty when not given. */
export const ZTwoDigits = z.string().regex(/^(\d{2})?$/, 'Use two digits');

/**
 * Beyond the spec: a new member's first visit and first steps. `firstVisit` is true until the
 * member signs in again after the session registration opened; `show` while the steps are not
 * all done and not put away. Members who did not register here have neither.
 */
export const ZFirstSteps = z.object({
  firstVisit: z.boolean(),
  show: z.boolean(),
  /** A profile picture is saved. */
  photo: z.boolean(),
  /** A recognition was sent. */
  thank: z.boolean(),
  /** How it Works was opened. */
  points: z.boolean(),
});
export type TFirstSteps = z.infer<typeof ZFirstSteps>;

/** Member record as the client sees it. */
export const ZMemberData = z.object({
  memberId: z.string(),
  memberNumber: z.string(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  cellNum: z.string(),
  division: z.string(),
  divisionCode: z.string(),
  clusterCode: z.string(),
  picId: z.string(),
  pointsName: z.string(),
  awardsPointsAvailable: z.number().int(),
  awardsPointsAvailableMng: z.number().int(),
  awardsPointsAvailable1: z.number().int(),
  isManager: z.boolean(),
  isAdminReports: z.boolean(),
  role_ca: z.boolean(),
  role_cc: z.boolean(),
  isProgrammeAdmin: z.boolean(),
  siteTemplate: z.string(),
  interest1: z.boolean(),
  interestOtherDesc: z.string(),
  otherInfo: z.string(),
  dOBdd: ZTwoDigits,
  dOBmm: ZTwoDigits,
  /** Beyond the spec: the member's chosen language, '' to follow the device. */
  language: ZLanguageChoice,
  /** Beyond the spec: the member's cluster's default language, for a device that asks for none. */
  clusterLanguage: ZLanguageTag,
  /** Beyond the spec: the IANA time zone of the member's cluster ("today", dates). */
  clusterTimeZone: z.string(),
  firstSteps: ZFirstSteps,
});
export type TMemberData = z.infer<typeof ZMemberData>;

export const ZHomeRecentRecognition = z.object({
  fromMemberName: z.string(),
  memberName: z.string(),
  toMemberId: z.string(),
  value: z.string(),
  /** Beyond the spec: the recipient's signed picture reference ('' without a picture). */
  picId: z.string(),
});
export const ZHomeGetToKnow = z.object({
  memberId: z.string(),
  memberName: z.string(),
  natureOfBusiness: z.string(),
  interestOtherDesc: z.string(),
  /** Beyond the spec: the member's signed picture reference ('' without a picture). */
  picId: z.string(),
});
/** Not in the spec as a type: one Get To Know card (/gettoknow), only for members who opted in. */
export const ZGetToKnowProfile = z.object({
  memberId: z.string(),
  firstName: z.string(),
  surname: z.string(),
  division: z.string(),
  picId: z.string(),
  /** What they do (the job title). */
  natureOfBusiness: z.string(),
  /** Hobbies. */
  interestOtherDesc: z.string(),
  /** Dreams. */
  otherInfo: z.string(),
});
export type TGetToKnowProfile = z.infer<typeof ZGetToKnowProfile>;
export const ZCelebrationRow = z.object({
  what: z.enum(['BDAY', 'ANNIV']),
  memberId: z.string(),
  firstName: z.string(),
  surname: z.string(),
  division: z.string(),
  picId: z.string(),
  interest1: z.boolean(),
  years: z.number().int(),
});
export const ZHomeStats = z.object({
  messagesSent: z.number().int(),
  rewardsIssued: z.number().int(),
  rewardsRedeemed: z.number().int(),
});

export const ZHomeData = z.object({
  memberData: ZMemberData,
  homeGetToKnow: z.array(ZHomeGetToKnow),
  homeRecentRecognition: z.array(ZHomeRecentRecognition),
  homeStats: ZHomeStats,
  homeCelebrations: z.array(ZCelebrationRow),
});
export type THomeData = z.infer<typeof ZHomeData>;

/**
 * The three balances by what they are for. Member data names them awardsPointsAvailable
 * (to redeem in the shop), awardsPointsAvailableMng (a manager's budget to recognise) and
 * awardsPointsAvailable1 (the Pay It Forward allowance); code reads them through this.
 */
export const balancesOf = (
  m: Pick<TMemberData, 'awardsPointsAvailable' | 'awardsPointsAvailableMng' | 'awardsPointsAvailable1'>,
) => ({
  redeem: m.awardsPointsAvailable,
  recognise: m.awardsPointsAvailableMng,
  payItForward: m.awardsPointsAvailable1,
});
