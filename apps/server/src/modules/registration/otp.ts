import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, OtpPurpose } from '../../db/schema.js';
import { HttpError, badRequest } from '../../lib/errors.js';
import { hitRateLimit } from '../../identity/rate-limit.js';
import { OTP_MESSAGES } from './messages.js';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** Sends per member (or mobile number) and per client address in one window. */
export const SEND_LIMIT_PER_SUBJECT = 5;
export const SEND_LIMIT_PER_ADDRESS = 30;
export const SEND_LIMIT_WINDOW_MINUTES = 15;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
// The handle salts the code's hash, so a copied table cannot be matched against 10^6 codes at once.
const codeHash = (auth: string, code: string) => sha256(`${auth}:${code}`);

/** An opaque handle that matches no row: what an unknown mobile number is given. */
export const decoyAuth = () => randomBytes(32).toString('base64url');

export async function limitSends(db: Db, kind: string, subject: string, address: string, now: Date) {
  const w = SEND_LIMIT_WINDOW_MINUTES;
  const subjectOk = await hitRateLimit(db, `${kind}:subject:${subject}`, SEND_LIMIT_PER_SUBJECT, w, now);
  const addressOk = await hitRateLimit(db, `${kind}:addr:${address}`, SEND_LIMIT_PER_ADDRESS, w, now);
  if (!subjectOk || !addressOk) throw new HttpError(429, OTP_MESSAGES.tooManySends);
}

/** Stores a pending verification and returns the handle and the code (which goes only to the SMS). */
export async function createVerification(
  trx: Transaction<DB>,
  v: { purpose: OtpPurpose; memberId: number; cellNum: string; now: Date },
): Promise<{ auth: string; code: string }> {
  const auth = randomBytes(32).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const at = v.now.toISOString();
  // A new code replaces any earlier one for the same member and purpose.
  await trx
    .updateTable('otpVerifications')
    .set({ usedAt: at })
    .where('memberId', '=', v.memberId)
    .where('purpose', '=', v.purpose)
    .where('usedAt', 'is', null)
    .execute();
  await trx
    .insertInto('otpVerifications')
    .values({
      authHash: sha256(auth),
      codeHash: codeHash(auth, code),
      purpose: v.purpose,
      memberId: v.memberId,
      cellNum: v.cellNum,
      attempts: 0,
      expiresAt: new Date(v.now.getTime() + OTP_TTL_MINUTES * 60_000).toISOString(),
      usedAt: null,
      createdAt: at,
    })
    .execute();
  return { auth, code };
}

/**
 * Checks a code against its handle. Every try counts: the counter rises (and commits, outside
 * the caller's transaction) in the same statement that finds the row, so parallel guesses
 * cannot exceed it. Returns the row; throws a 400 with the otp field error otherwise.
 */
export async function checkCode(db: Db, purpose: OtpPurpose, auth: string, code: string, now: Date) {
  const row = await db
    .updateTable('otpVerifications')
    .set({ attempts: sql`attempts + 1` })
    .where('authHash', '=', sha256(auth))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw otpError(OTP_MESSAGES.expiredCode);
  if (row.attempts > OTP_MAX_ATTEMPTS) throw otpError(OTP_MESSAGES.tooManyAttempts);
  if (row.codeHash !== codeHash(auth, code.trim())) throw otpError(OTP_MESSAGES.wrongCode);
  return row;
}

/** Uses the verification up inside the transaction that applies it: a second use finds nothing. */
export async function markUsed(trx: Transaction<DB>, id: number, now: Date) {
  const used = await trx
    .updateTable('otpVerifications')
    .set({ usedAt: now.toISOString() })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw otpError(OTP_MESSAGES.expiredCode);
}

const otpError = (message: string) => badRequest(message, { otp: message });
