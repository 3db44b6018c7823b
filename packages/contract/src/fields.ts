import { z } from 'zod';
import { LIMITS } from './limits.js';
import { DIVISION_PREFIX } from './rules/select-members.js';
import { FIELD_TEXTS } from './field-texts.js';

/** Building blocks for payload fields, so every call trims and bounds text the same way. */

/** Optional free text: trimmed, may be empty. */
export const zText = (max: number) => z.string().trim().max(max);
/** Required free text: trimmed, at least one character. */
export const zRequiredText = (max: number, required = 'Required') =>
  z.string().trim().min(1, required).max(max);

/** Largest id an integer column holds on PostgreSQL: a bigger one would be a database error, not a 400. */
const MAX_ROW_ID = 2_147_483_647;
/** Positive integer id of a database row. */
export const ZRowId = z.number().int().positive().max(MAX_ROW_ID);
/** Multipart fields arrive as text, so ids there are read from a numeric string. */
export const ZRowIdFromText = z.coerce.number<string | number>().int().positive().max(MAX_ROW_ID);

/** Member ids are opaque text; one starting '0.' is a person who has not registered. */
export const ZMemberId = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(LIMITS.memberId)
  .regex(/^[\w.-]+$/, FIELD_TEXTS.invalidMember.message);

const DIVISION_CODE = /^[\w.-]+$/;
export const ZDivisionCode = z
  .string()
  .trim()
  .max(LIMITS.divisionCode)
  .regex(DIVISION_CODE, FIELD_TEXTS.invalidDivision.message);

/** A member id, or 'div:{divisionCode}' for an entire division. */
export const ZRecipient = z
  .string()
  .trim()
  .max(LIMITS.memberId + DIVISION_PREFIX.length)
  .refine((r) => (r.startsWith(DIVISION_PREFIX) ? DIVISION_CODE.test(r.slice(4)) : /^[\w.-]+$/.test(r)), {
    message: FIELD_TEXTS.invalidRecipient.message,
  });
/**
 * A list of recipients; `requiredMessage` makes it non-empty. Duplicates are dropped rather
 * than refused: choosing someone twice still means once.
 */
export function zRecipients(requiredMessage?: string) {
  const list = z.array(ZRecipient).max(LIMITS.recipients);
  return (requiredMessage ? list.min(1, requiredMessage) : list).transform((items) => [...new Set(items)]);
}

/**
 * Points as a whole number (typed: at most five characters). Form inputs are text, so a numeric string
 * is read too; fractions, negatives, exponents and words are refused, never rounded. A blank
 * reads as "not given", so the reward rules can say which amount the screen needs.
 */
export const ZPoints = z
  .union([z.number(), z.string().trim().max(LIMITS.pointsInput)], {
    error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a number'),
  })
  .transform((v) => {
    if (typeof v === 'number') return v;
    if (v === '') return undefined;
    return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
  })
  .pipe(z.number().int().min(0, FIELD_TEXTS.zeroOrMore.message).optional());

/** Generated once per submit by the client; a repeat with the same id is the same request. */
export const ZRequestId = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.requestId)
  .regex(/^[\w-]+$/, FIELD_TEXTS.invalidRequestId.message);

/** A calendar day as 'YYYY-MM-DD' that exists (2026-02-30 is refused). */
export const ZDay = z
  .string()
  .trim()
  .pipe(z.iso.date({ error: FIELD_TEXTS.dateFormat.message }));
/** A calendar day, or blank for "none" or "no limit". */
export const ZDayOrBlank = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), ZDay]));

/** A month as 'YYYY-MM' (the values of the months list). */
export const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month');

export const ZEmail = z.string().trim().max(LIMITS.email).pipe(z.email());
/** Mobile number as typed: digits, spaces, an optional leading +. */
const CELL_NUM = /^\+?[\d ]+$/;
export const ZCellNum = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(LIMITS.cellNum)
  .regex(CELL_NUM, FIELD_TEXTS.enterValidMobile.message);
/** The same, or empty when the server is to use the stored number. */
export const ZOptionalCellNum = z
  .string()
  .trim()
  .max(LIMITS.cellNum)
  .refine((v) => v === '' || CELL_NUM.test(v), { message: FIELD_TEXTS.enterValidMobile.message });

/** Boolean that must be ticked. */
export const zAccepted = (message: string) => z.boolean({ error: message }).refine((v) => v, { message });

/** Body of a call whose response the client does not read. */
export const ZOk = z.object({ ok: z.literal(true) });
export const ZEmpty = z.object({});
