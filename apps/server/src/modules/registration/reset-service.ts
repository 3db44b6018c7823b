import { sql } from 'kysely';
import type { AppContext } from '../../http/context.js';
import { hashPassword } from '../../identity/passwords.js';
import { revokeMemberSessions } from '../../identity/session-repository.js';
import { textCode } from './text-code.js';
import { checkCode, decoyAuth, limitSends, markUsed } from './otp.js';

/** Mobile numbers are typed with or without spaces; compare them without. */
const digitsOf = (cellNum: string) => cellNum.replace(/\s+/g, '');

/** The one registered, active member with this mobile number; none when unknown or shared. */
async function memberByMobile(ctx: AppContext, cellNum: string) {
  const rows = await ctx.database.db
    .selectFrom('members')
    .select(['id'])
    .where(sql<string>`replace(cell_num, ' ', '')`, '=', digitsOf(cellNum))
    .where('employmentStatus', '=', 'active')
    .where('registeredAt', 'is not', null)
    .limit(2)
    .execute();
  return rows.length === 1 ? rows[0]! : null;
}

/**
 * Step 1: text a code to the number. An unknown number gets the same answer, with a handle
 * that matches no row and so can never verify: the call does not tell who is a member.
 */
export async function sendResetCode(ctx: AppContext, input: { cellNum: string }, address: string) {
  const now = ctx.clock.now();
  await limitSends(ctx.database.db, 'reset', digitsOf(input.cellNum), address, now);
  const member = await memberByMobile(ctx, input.cellNum);
  if (!member) return { auth: decoyAuth() };
  return textCode(ctx, { purpose: 'reset', memberId: member.id, cellNum: input.cellNum, now });
}

/** Step 2: the code proves the phone; the new password replaces the old and every session ends. */
export async function completeReset(
  ctx: AppContext,
  input: { cellNum: string; password: string; otp: string; auth: string },
) {
  const now = ctx.clock.now();
  const row = await checkCode(ctx.database.db, 'reset', input.auth, input.otp, now);
  const passwordHash = await hashPassword(input.password);
  await ctx.database.db.transaction().execute(async (trx) => {
    await markUsed(trx, row.id, now);
    const at = now.toISOString();
    await trx
      .updateTable('members')
      .set({ passwordHash, updatedAt: at })
      .where('id', '=', row.memberId)
      .execute();
    // Whoever knew the old password is signed out everywhere.
    await revokeMemberSessions(trx, row.memberId, at);
  });
  return { ok: true as const };
}
