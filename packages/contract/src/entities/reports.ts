import { z } from 'zod';

/** One e-card or award in My Recognition. points 0 means a plain e-card. */
export const ZRecognitionRecord = z.object({
  /** RwdN = nomination award, PIF = Pay It Forward, others as the server names them. */
  type: z.string(),
  date: z.string(),
  /** The value, or the nomination category name. */
  value: z.string(),
  message: z.string(),
  points: z.number().int(),
  memberName: z.string(),
  memberNumber: z.string(),
  picId: z.string(),
  isFrom: z.boolean(),
});
export type TRecognitionRecord = z.infer<typeof ZRecognitionRecord>;

export const ZManagementReportRow = z.object({
  type: z.string(),
  date: z.string(),
  from: z.string(),
  fromMemberNo: z.string(),
  fromDivision: z.string(),
  to: z.string(),
  toMemberNo: z.string(),
  toDivision: z.string(),
  points: z.number().int(),
  value: z.string(),
  message: z.string(),
});
export type TManagementReportRow = z.infer<typeof ZManagementReportRow>;

/** The spec names nominee, nominator and reviewer columns without field names; these follow the Nomination's. */
export const ZQuarterlyAwardRow = z.object({
  nomSerialNum: z.number().int(),
  nomId: z.number().int(),
  dateCreated: z.string(),
  nomCat: z.string(),
  reason: z.string(),
  nomineeMemberNumber: z.string(),
  nomineeMember: z.string(),
  nomineeDivision: z.string(),
  byMemberNumber: z.string(),
  byMember: z.string(),
  byDivision: z.string(),
  reviewerMemberNumber: z.string(),
  reviewerMember: z.string(),
  reviewerDivision: z.string(),
  /** Out of 5. */
  reviewRating: z.number().int(),
  reviewPointsValue: z.number().int(),
  quarterlyMotivation: z.string(),
});
export type TQuarterlyAwardRow = z.infer<typeof ZQuarterlyAwardRow>;

/** A negative pointsValue is a debit, anything else a credit. */
export const ZStatementRow = z.object({
  transDate: z.string(),
  transDescription: z.string(),
  pointsValue: z.number().int(),
});
export type TStatementRow = z.infer<typeof ZStatementRow>;

export const ZManagerBalanceRow = z.object({
  memberNumber: z.string(),
  companyName: z.string(),
  firstName: z.string(),
  surname: z.string(),
  dateCreated: z.string(),
  memberStatus: z.string(),
  points: z.number().int(),
});
export type TManagerBalanceRow = z.infer<typeof ZManagerBalanceRow>;
