import { z } from 'zod';
import { defineCall } from '../registry.js';
import { LIMITS } from '../limits.js';
import { ZDayOrBlank, ZEmpty, ZOk, zRequiredText, zText } from '../fields.js';
import { ADMIN_ACCESS, ZAdminPage } from './admin.js';
import { ADMIN_FIELD_TEXTS, FIELD_TEXTS } from '../field-texts.js';

/** People: the HR file import, member search and edit, roles, registration invitations. */

const ZJobId = z
  .string()
  .trim()
  .regex(/^[0-9a-f-]{36}$/, ADMIN_FIELD_TEXTS.invalidJob.message);
const ZMemberNumber = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(20)
  .regex(/^[\w-]+$/, ADMIN_FIELD_TEXTS.invalidMemberNumber.message);

/** A member in an import preview; `changes` names the fields that differ ("division: A → B"). */
export const ZImportPreviewRow = z.object({
  row: z.number().int(),
  memberNumber: z.string(),
  name: z.string(),
  division: z.string(),
  changes: z.array(z.string()),
});
export const ZImportError = z.object({
  /** Row of the file as a spreadsheet numbers it: the header is row 1, the first member row 2. */
  row: z.number().int(),
  memberNumber: z.string(),
  field: z.string(),
  message: z.string(),
});
export const ZImportPreview = z.object({
  rows: z.number().int(),
  unchanged: z.number().int(),
  counts: z.object({
    new: z.number().int(),
    changed: z.number().int(),
    leaving: z.number().int(),
    errors: z.number().int(),
  }),
  /** Up to 200 of each, in file order; the counts above are complete. */
  newMembers: z.array(ZImportPreviewRow),
  changed: z.array(ZImportPreviewRow),
  leaving: z.array(ZImportPreviewRow),
  errors: z.array(ZImportError),
  newDivisions: z.array(z.string()),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportJob = z.object({
  jobId: z.string(),
  /** validating → previewed → applying → applied; failed when the file could not be read at all. */
  status: z.enum(['validating', 'previewed', 'applying', 'applied', 'failed']),
  phase: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  fileName: z.string(),
  preview: ZImportPreview.nullable(),
  error: z.string().nullable(),
});
export type TImportJob = z.infer<typeof ZImportJob>;

export const peopleimportstart = defineCall({
  path: '/api/admin/peopleimportstart',
  summary:
    'Uploads an HR file (multipart, file field file) and starts validating it; poll peopleimportstatus',
  access: ADMIN_ACCESS,
  kind: 'multipart',
  fileField: 'file',
  body: ZEmpty,
  response: ZImportJob,
});

export const peopleimportstatus = defineCall({
  path: '/api/admin/peopleimportstatus',
  summary: 'Progress of an HR import, and its preview once validated',
  access: ADMIN_ACCESS,
  body: z.object({ jobId: ZJobId }),
  response: ZImportJob,
  answers: [404],
});

export const peopleimportapply = defineCall({
  path: '/api/admin/peopleimportapply',
  summary: 'Applies a previewed HR import in one transaction (only when it has no errors)',
  access: ADMIN_ACCESS,
  body: z.object({ jobId: ZJobId }),
  response: ZImportJob,
  answers: [404, 409],
});

export const ZMemberRoles = z.object({
  isManager: z.boolean(),
  isAdminReports: z.boolean(),
  roleCc: z.boolean(),
  roleCa: z.boolean(),
  isProgrammeAdmin: z.boolean(),
});

export const ZAdminMemberRow = z.object({
  memberNumber: z.string(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  cellNum: z.string(),
  divisionCode: z.string(),
  divisionName: z.string(),
  employmentStatus: z.enum(['active', 'leaver']),
  registered: z.boolean(),
  roles: ZMemberRoles,
});
export type TAdminMemberRow = z.infer<typeof ZAdminMemberRow>;

export const membersearch = defineCall({
  path: '/api/admin/membersearch',
  summary: 'Finds members by number, name or e-mail',
  access: ADMIN_ACCESS,
  body: ZAdminPage.extend({
    query: zText(80).default(''),
    status: z.enum(['all', 'active', 'leaver']).default('all'),
  }),
  response: z.object({ members: z.array(ZAdminMemberRow), total: z.number().int() }),
});

export const ZAdminMemberDetail = ZAdminMemberRow.extend({
  legalFirstname: z.string(),
  jobTitle: z.string(),
  managerNumber: z.string(),
  managerName: z.string(),
  hireDate: z.string(),
  dobDd: z.string(),
  dobMm: z.string(),
  balances: z.object({ redeem: z.number().int(), recognise: z.number().int(), pif: z.number().int() }),
  /** Their personal data was erased on request; they are shown as "Former member #n". */
  erased: z.boolean(),
});
export type TAdminMemberDetail = z.infer<typeof ZAdminMemberDetail>;

export const memberget = defineCall({
  path: '/api/admin/memberget',
  summary: 'One member with roles and balances',
  access: ADMIN_ACCESS,
  body: z.object({ memberNumber: ZMemberNumber }),
  response: z.object({ member: ZAdminMemberDetail }),
  answers: [404],
});

const ZDayOfMonth = z
  .string()
  .trim()
  .regex(/^(|0?[1-9]|[12]\d|3[01])$/, 'A day from 1 to 31, or blank');
const ZMonthNumber = z
  .string()
  .trim()
  .regex(/^(|0?[1-9]|1[0-2])$/, 'A month from 1 to 12, or blank');

export const ZAdminMemberEdit = z.object({
  memberNumber: ZMemberNumber,
  legalFirstname: zRequiredText(50),
  firstname: zRequiredText(50),
  surname: zRequiredText(50),
  email: z
    .string()
    .trim()
    .max(LIMITS.email)
    .refine((v) => v === '' || z.email().safeParse(v).success, FIELD_TEXTS.enterValidEmail.message),
  cellNum: z
    .string()
    .trim()
    .max(LIMITS.cellNum)
    .refine((v) => v === '' || /^\+?[\d ]+$/.test(v), 'Enter a valid mobile number'),
  divisionCode: zRequiredText(20),
  /** Blank for nobody. */
  managerNumber: z
    .string()
    .trim()
    .max(20)
    .regex(/^[\w-]*$/, ADMIN_FIELD_TEXTS.invalidMemberNumber.message),
  jobTitle: zText(80),
  hireDate: ZDayOrBlank,
  dobDd: ZDayOfMonth,
  dobMm: ZMonthNumber,
  employmentStatus: z.enum(['active', 'leaver']),
  roles: ZMemberRoles,
});

export type TAdminMemberEdit = z.infer<typeof ZAdminMemberEdit>;

export const memberedit = defineCall({
  path: '/api/admin/memberedit',
  summary: 'Changes a member’s details, status and roles',
  access: ADMIN_ACCESS,
  body: ZAdminMemberEdit,
  response: z.object({ member: ZAdminMemberDetail }),
  answers: [404],
});

export const memberinvite = defineCall({
  path: '/api/admin/memberinvite',
  summary: 'E-mails a member who has not registered an invitation to register',
  access: ADMIN_ACCESS,
  body: z.object({ memberNumber: ZMemberNumber }),
  response: ZOk,
  answers: [404],
});
