import { z } from 'zod';
import { defineCall } from '../registry.js';
import { LIMITS } from '../limits.js';
import { ZFirstSteps, ZHomeData, ZTwoDigits } from '../entities/member.js';
import { ZCellNum, ZEmail, ZOk, zAccepted, zRequiredText, zText } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { ZLanguageChoice } from '../languages.js';
import { isValidBirthday } from '../rules/birthday.js';
import { passwordProblem } from '../rules/password.js';
import { FIELD_TEXTS } from '../field-texts.js';

export const login = defineCall({
  path: '/api/member/login',
  summary: 'Sign in with member number and password',
  access: 'anonymous',
  body: z.object({
    memberNumber: z.string().trim().min(1, FIELD_TEXTS.enterMemberNumber.message).max(LIMITS.memberNumber),
    password: z.string().min(1, FIELD_TEXTS.enterPassword.message).max(LIMITS.password),
  }),
  response: ZHomeData.extend({ token: z.string() }),
  answers: [429],
});

export const getmemberdata = defineCall({
  path: '/api/member/getmemberdata',
  summary: 'Member data and the Home lists for the signed-in member',
  access: ['member'],
  body: z.object({ resetimg: z.boolean().optional() }),
  response: ZHomeData,
});

/** Not named by the spec: /logout "calls the logout action"; this revokes the session token. */
export const logout = defineCall({
  path: '/api/member/logout',
  summary: 'Revoke the current session token',
  access: 'anonymous',
  body: z.object({}),
  response: z.object({ ok: z.literal(true) }),
});

/** The OpenID Connect redirect's query, handed over by the /loginsuccess landing. */
export const authsso = defineCall({
  path: '/api/member/authsso',
  summary: 'Complete single sign-on and open a session',
  access: 'anonymous',
  body: z.object({
    code: zRequiredText(LIMITS.ssoCode),
    state: zRequiredText(LIMITS.ssoState),
  }),
  response: ZHomeData.extend({ token: z.string() }),
  answers: [429],
});

const ZNewPassword = z
  .string()
  .max(LIMITS.password)
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const ZOtp = z.string().trim().max(LIMITS.otp);
const ZAuth = z.string().trim().max(LIMITS.auth);

/** Registration form; otp and auth are empty until the SMS has been sent. */
const ZRegistration = z.object({
  memberNumber: zRequiredText(LIMITS.memberNumber),
  email: ZEmail,
  cellNum: ZCellNum,
  password: ZNewPassword,
  otp: ZOtp.default(''),
  auth: ZAuth.default(''),
  /** Not in the spec's payload, but the server must not trust the browser with the terms. */
  acceptTerms: zAccepted(MESSAGES.termsRequiredRegistration),
});
/** The verify step needs both the code and the server's handle. */
const ZRegistrationVerify = ZRegistration.extend({
  otp: zRequiredText(LIMITS.otp),
  auth: zRequiredText(LIMITS.auth),
});
/** The web form's fields: the same as the call's, terms included. */
export const ZRegistrationForm = ZRegistration;

export const sendcell2factorsms = defineCall({
  path: '/api/member/sendcell2factorsms',
  summary: 'Registration: check the details and send a one-time password by SMS',
  access: 'anonymous',
  body: ZRegistration,
  response: z.object({ auth: z.string() }),
  answers: [429],
});

/** Beyond the spec (which answers nothing and returns to Welcome): the member is signed in, as by login. */
export const cell2factorverify = defineCall({
  path: '/api/member/cell2factorverify',
  summary: 'Registration: verify the one-time password, set the password and open a session',
  access: 'anonymous',
  body: ZRegistrationVerify,
  response: ZHomeData.extend({ token: z.string() }),
});

/** Beyond the spec: a first step done (How it Works opened) or the first steps put away. */
export const firststeps = defineCall({
  path: '/api/member/firststeps',
  summary: "Mark one of the signed-in member's first steps done, or put them away",
  access: ['member'],
  body: z.object({ step: z.enum(['points', 'dismiss']) }),
  response: ZFirstSteps,
});

const ZPasswordReset = z.object({
  cellNum: ZCellNum,
  password: ZNewPassword,
  otp: ZOtp.default(''),
  auth: ZAuth.default(''),
});

export const passwordsendcell2factorsms = defineCall({
  path: '/api/member/passwordsendcell2factorsms',
  summary: 'Forgot password: send a one-time password by SMS',
  access: 'anonymous',
  body: ZPasswordReset,
  response: z.object({ auth: z.string() }),
  answers: [429],
});

export const passwordcell2factorverify = defineCall({
  path: '/api/member/passwordcell2factorverify',
  summary: 'Forgot password: verify the one-time password and set the new password',
  access: 'anonymous',
  body: ZPasswordReset.extend({ otp: zRequiredText(LIMITS.otp), auth: zRequiredText(LIMITS.auth) }),
  response: ZOk,
});

/** The picture becomes a temporary one (/profilepictemp/{picId}/…) until memberupdate keeps it. */
export const profilepicupload = defineCall({
  path: '/api/member/profilepicupload',
  summary: 'Upload a new profile picture (multipart, file field filePic)',
  access: ['member'],
  kind: 'multipart',
  fileField: 'filePic',
  body: z.object({}),
  response: z.object({ picId: z.string() }),
  answers: [408, 429],
});

/** The profile form's fields, for the web form to pick from. */
export const ZMemberUpdateFields = z.object({
  interest1: z.boolean(),
  /** Blank resets to the member's real first name (server side). */
  firstname: zText(LIMITS.firstname),
  cellNum: ZCellNum,
  dOBmm: ZTwoDigits,
  dOBdd: ZTwoDigits,
  interestOtherDesc: zText(LIMITS.interestOtherDesc).default(''),
  otherInfo: zText(LIMITS.otherInfo).default(''),
  /** The interface language: a supported tag, or '' to follow the device. Absent keeps the choice. */
  language: ZLanguageChoice.optional(),
});
const TWO_DIGITS_OR_EMPTY = /^(\d{2})?$/;

export const ZMemberUpdate = ZMemberUpdateFields.superRefine(
  (v, ctx) => {
    // Runs even when other fields failed, so it checks the shapes it relies on itself.
    if (typeof v.dOBdd !== 'string' || typeof v.dOBmm !== 'string') return;
    if (!TWO_DIGITS_OR_EMPTY.test(v.dOBdd) || !TWO_DIGITS_OR_EMPTY.test(v.dOBmm)) return;
    if ((v.dOBdd === '') !== (v.dOBmm === '')) {
      ctx.addIssue({
        code: 'custom',
        path: [v.dOBdd === '' ? 'dOBdd' : 'dOBmm'],
        message: FIELD_TEXTS.dayAndMonth.message,
      });
    } else if (v.dOBmm !== '' && !(Number(v.dOBmm) >= 1 && Number(v.dOBmm) <= 12)) {
      ctx.addIssue({ code: 'custom', path: ['dOBmm'], message: FIELD_TEXTS.monthRange.message });
    } else if (!isValidBirthday(v.dOBdd, v.dOBmm)) {
      ctx.addIssue({ code: 'custom', path: ['dOBdd'], message: FIELD_TEXTS.invalidDate.message });
    }
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
)
  // Hobbies and dreams belong to Get To Know; leaving it clears them.
  .transform((v) => (v.interest1 ? v : { ...v, interestOtherDesc: '', otherInfo: '' }));

export const memberupdate = defineCall({
  path: '/api/member/memberupdate',
  summary: 'Update the signed-in member’s profile',
  access: ['member'],
  body: ZMemberUpdate,
  response: ZOk,
});
